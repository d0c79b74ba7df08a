// Unit tests of the pure transition table and its French texts: no database here.
module.exports = require("../../jest.unit.config")
