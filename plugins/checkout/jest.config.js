// Unit tests of the pure checkout rules (abandonment, amounts, state questions): no database here.
module.exports = require("../../jest.unit.config")
