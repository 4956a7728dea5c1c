/** The translation catalogs' own checks (Node). */
module.exports = {
  displayName: 'catalogs',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(m?[tj]s)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }] },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat)/)'],
  testTimeout: 60_000,
};
