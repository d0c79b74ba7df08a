// Unit tests of the plugin's pure parts (mapping, money at the edge, stock states): no database here.
module.exports = require("../../jest.unit.config")
