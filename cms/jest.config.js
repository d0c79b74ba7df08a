/** Tests boot Strapi in-process on a throwaway SQLite file; the TypeScript app is compiled once by the global setup. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/tests/global-setup.ts',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  // Compiling the app and seeding (image uploads included) takes a while on two cores.
  testTimeout: 180000,
};
