/**
 * End-to-end tests (tests/e2e) in the system Chromium against the browser shell, which each
 * test starts itself (tests/e2e/fixtures/browser-shell.ts) on a port and user data folder of its
 * own, with a copy of the run's catalog (built once by global-setup.ts). Run `npm run build`
 * first: the shell serves out/renderer. Screenshots that tests take on purpose go to tests/screenshots/.
 */
import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/fixtures/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The app talks only to 127.0.0.1; nothing should leave the machine.
    serviceWorkers: 'block',
  },
});
