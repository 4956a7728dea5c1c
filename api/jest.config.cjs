/** Backend tests: node environment, real SQLite files, a real SMTP receiver and (when installed) a real PostgreSQL. */
const path = require('node:path');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/helpers/long-timeout.ts'],
  transform: {
    '^.+\\.m?(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  // light-my-request (fastify.inject) depends on `cookie`, which ships ESM only: let SWC compile it.
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?cookie/)'],
  roots: [__dirname],
  moduleDirectories: ['node_modules', path.join(__dirname, '..', 'node_modules')],
};
