/** Runs every workspace's own jest project. */
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/host-services',
    '<rootDir>/shell',
    '<rootDir>/remote-public',
    '<rootDir>/remote-auth',
    '<rootDir>/remote-dashboard',
    '<rootDir>/api',
    '<rootDir>/build/catalog',
  ],
};
