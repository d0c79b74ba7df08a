// Unit tests of the pure rules (pro price rounding, loyalty tiers, price-list sync plan): no database here.
module.exports = require("../../jest.unit.config")
