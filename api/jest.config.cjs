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
  // ESM-only packages SWC compiles for jest: `cookie` (light-my-request, for fastify.inject), and
  // Lingui with its message parser (the e-mails' languages).
  transformIgnorePatterns: ['/node_modules/(?!((.*/)?cookie|@lingui|@messageformat)/)'],
  roots: [__dirname],
  moduleDirectories: ['node_modules', path.join(__dirname, '..', 'node_modules')],
};
