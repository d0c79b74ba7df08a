/**
 * Unit and component tests (jsdom) plus the server test (node environment, set per file).
 * Compiled by swc (the engine's tests use it too): on a clean clone, where jest has no transform cache, it takes
 * 13 % less CPU than Babel did. No babel.config.js: a project Babel file would change how Gatsby compiles the site.
 */
const path = require('node:path');

const chakraDist = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..');

module.exports = {
  testEnvironment: 'jsdom',
  // Two workers, not jest's default of cores - 1 (a single one on the 2-core machines): 95 s -> 70 s alone, and in
  // `npm test` the longest of the small suites, which the others run beside.
  maxWorkers: 2,
  roots: ['<rootDir>/src', '<rootDir>/server'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // Tests run from source: no need to build @shop/shared first (a fresh clone has no dist/).
    '^@shop/shared$': path.join(__dirname, '..', 'packages', 'shared', 'src', 'index.ts'),
    '^gatsby$': '<rootDir>/test/mocks/gatsby.tsx',
    // the slim theme module's Chakra files (ESM in the build), read from Chakra's CommonJS copy here
    '^chakra-theme-files/(.*)\\.js$': `${chakraDist}/cjs/theme/$1.cjs`,
    '^gatsby-plugin-image$': '<rootDir>/test/mocks/gatsby-plugin-image.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // The checkout tests type four whole forms: ~2 s each on a quiet machine, past jest's 5 s default when the CI
  // machine is busy (seen at load 9). 30 s still stops a test that hangs.
  testTimeout: 30_000,
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/'],
};
