// Unit tests of the kit (Redis tests use the machine's Redis); TypeScript is stripped by SWC.
module.exports = require("../../jest.unit.config")
