// Unit tests of the pure rules (search terms, the customer's changes, the detail's mapping): no database here.
module.exports = require("../../jest.unit.config")
