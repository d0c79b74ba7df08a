// Unit tests of the pure parts (secrets, e-mails, multipart reading, upload checks): no database here.
module.exports = require("../../jest.unit.config")
