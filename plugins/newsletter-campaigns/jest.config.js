// Unit tests of the pure rules (audience SQL choice, e-mail rendering, throttle): no database here.
module.exports = require("../../jest.unit.config")
