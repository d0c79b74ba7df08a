// Each test file boots a fresh app: forget the ORM entities the previous file registered.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// The tests run the engine in one process with Medusa's local event bus, on purpose (npm start and production use
// Redis): the "not recommended for production" warning it prints at each file's boot says nothing about the test.
const { logger } = require("@medusajs/framework/logger")
const LOCAL_EVENT_BUS_WARNING = "Local Event Bus installed. This is not recommended for production."
const warn = logger.warn.bind(logger)
logger.warn = (message, ...rest) => (message === LOCAL_EVENT_BUS_WARNING ? undefined : warn(message, ...rest))
