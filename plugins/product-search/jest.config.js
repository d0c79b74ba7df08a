// Unit tests of the pure parts (normalization, SQL plan, index rows, facets, prices, the index jobs): no database here.
module.exports = require("../../jest.unit.config")
