// Unit tests of the pure rules (token, masking, input schemas): no database here.
module.exports = require("../../jest.unit.config")
