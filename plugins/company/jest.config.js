// Unit tests of the printed identity (no database here).
module.exports = require("../../jest.unit.config")
