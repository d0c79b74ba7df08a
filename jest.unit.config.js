/**
 * The unit-test setup every package and plugin shares: tests in `__tests__` folders under `src`, TypeScript (decorators
 * included) stripped by SWC with no type check (`npm run typecheck` does that), no database, compiled Medusa output
 * ignored. A workspace's jest.config.js re-exports it; `<rootDir>` is that workspace.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src"],
  testMatch: ["**/__tests__/**/*.test.ts"],
  modulePathIgnorePatterns: ["<rootDir>/.medusa/"],
  transform: {
    "^.+\\.ts$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2022" } }],
  },
}
