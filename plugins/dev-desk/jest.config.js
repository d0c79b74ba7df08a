// Unit tests of the desk's pure rules (CSV export, refundable amount, delivery rows): no database here.
module.exports = require("../../jest.unit.config")
