// Each test file boots a fresh app: forget the ORM entities the previous file registered.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()
