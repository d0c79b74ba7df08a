// Two projects: fast unit tests beside the code (src/.../__tests__), and HTTP integration tests that
// boot the whole app on a throwaway PostgreSQL database (integration-tests/runner.ts: one clone of the run's
// migrated template per file).
const { loadEnv } = require("@medusajs/framework/utils")

loadEnv("test", process.cwd())
// A readable test log: warnings and errors only (Medusa logs every event at "info").
process.env.LOG_LEVEL ??= "warn"
// Tests must not phone home (CI machines may have no network at all).
process.env.MEDUSA_DISABLE_TELEMETRY ??= "true"
// The specs' visitors all come from 127.0.0.1 unless they claim another address: the shop's per-IP sign-up and
// submit limits and unpaid-order cap (issue 11 item 12) are raised as for the journeys (medusa-config reads these).
// http/stock-hold.spec.ts sets the production defaults back on its own engine's options to test them.
process.env.SIGNUP_RATE_LIMIT_PER_IP ??= "10000"
process.env.CHECKOUT_RATE_LIMIT_PER_IP ??= "10000"
process.env.UNPAID_ORDERS_PER_IP ??= "10000"

const transform = {
  "^.+\\.[jt]s$": [
    "@swc/jest",
    { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2022" } },
  ],
}

const shared = {
  transform,
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["<rootDir>/dist/", "<rootDir>/.medusa/"],
}

/**
 * Every http/*.spec.ts file alone, except those engine-groups.js gathers: they run from their group's jest file
 * (integration-tests/shared-engine/), several on one engine. INTEGRATION_STANDALONE=1 runs them all alone again.
 */
const standalone = Boolean(process.env.INTEGRATION_STANDALONE)
const grouped = Object.values(require("./integration-tests/engine-groups")).flatMap((group) => group.specs)
const integrationFiles = {
  testMatch: ["<rootDir>/integration-tests/http/*.spec.ts", ...(standalone ? [] : ["<rootDir>/integration-tests/shared-engine/*.spec.ts"])],
  testPathIgnorePatterns: ["/node_modules/", ...(standalone ? [] : [`/integration-tests/http/(${grouped.join("|")})\\.spec\\.ts$`])],
}

module.exports = {
  // longest files first (see the file): no worker left alone with a long file at the end of the run
  testSequencer: "<rootDir>/integration-tests/sequencer.js",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["<rootDir>/src/**/__tests__/**/*.{test,spec}.ts"],
    },
    {
      ...shared,
      displayName: "integration",
      ...integrationFiles,
      setupFiles: ["<rootDir>/integration-tests/setup.js"],
      setupFilesAfterEnv: ["<rootDir>/integration-tests/settle-search-index.js"],
      globalSetup: "<rootDir>/integration-tests/global-setup.ts",
      globalTeardown: "<rootDir>/integration-tests/global-teardown.ts",
    },
  ],
}
