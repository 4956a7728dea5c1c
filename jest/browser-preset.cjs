/** Shared jest settings for the browser-side workspaces (jsdom, SWC, Testing Library). */
const path = require('node:path');

module.exports = (workspaceDir) => ({
  displayName: path.basename(workspaceDir),
  rootDir: workspaceDir,
  testEnvironment: 'jsdom',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'po'],
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [path.join(__dirname, 'browser-setup.ts')],
  transform: {
    '^.+\\.(m?[tj]s|[tj]sx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          experimental: { plugins: [['@lingui/swc-plugin', {}]] },
        },
      },
    ],
    '^.+\\.po$': path.join(__dirname, 'catalog-transform.cjs'),
  },
  // Lingui and its message parser ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat)/)'],
  moduleNameMapper: {
    '\\.(png|jpe?g|webp|avif|svg|mp4|webm)(\\?(inline-in-html|html-only))?$': path.join(__dirname, 'file-stub.cjs'),
  },
});
