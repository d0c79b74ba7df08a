// Unit tests of the shared rules; TypeScript is stripped by SWC (no type check here: `npm run typecheck` does that).
module.exports = require("../../jest.unit.config")
