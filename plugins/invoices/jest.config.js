// Unit tests of the invoices' pure rules (numbering, amounts, XML): no database here.
module.exports = require("../../jest.unit.config")
