// Unit tests of the pure grant table, canEnter and the input schema: no database here.
module.exports = require("../../jest.unit.config")
