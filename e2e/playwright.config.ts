import { defineConfig } from '@playwright/test';
import { BASE_URL } from './harness/ports';

/** Tests of the composed site in the system's Chromium (browser downloads are not used). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One worker: some tests stop and restart a remote of the one site under test.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
