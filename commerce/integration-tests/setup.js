// Each test file boots a fresh app: forget the ORM entities the previous file registered.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// The tests run the engine in one process with Medusa's local event bus, on purpose (npm start and production use
// Redis): the "not recommended for production" warning it prints at each file's boot says nothing about the test.
const { logger } = require("@medusajs/framework/logger")
const LOCAL_EVENT_BUS_WARNING = "Local Event Bus installed. This is not recommended for production."
const warn = logger.warn.bind(logger)
logger.warn = (message, ...rest) => (message === LOCAL_EVENT_BUS_WARNING ? undefined : warn(message, ...rest))

// Private uploads in a folder per jest worker (global-setup.ts): messages-files.spec.ts counts the files stored while
// admin-messages.spec.ts, in the other worker, stores a staff reply's attachment.
if (process.env.COMMERCE_TEST_PRIVATE_UPLOADS) {
  const path = require("node:path")
  process.env.MEDUSA_PRIVATE_UPLOAD_DIR = path.join(process.env.COMMERCE_TEST_PRIVATE_UPLOADS, `worker-${process.env.JEST_WORKER_ID ?? "1"}`)
}
