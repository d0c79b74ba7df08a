// Tests of the local Stripe server, driven by the official stripe client; TypeScript is stripped by SWC (no type check here: `npm run typecheck` does that).
module.exports = require("../../jest.unit.config")
