/**
 * End-to-end tests (tests/e2e) in the system Chromium against the browser shell, which each
 * test starts itself (tests/e2e/fixtures/browser-shell.ts) on a port, user data folder and copy
 * of the run's built catalog of its own (global-setup.ts builds it), so any test can run beside
 * any other. Run `npm run build` first: the shell serves out/renderer.
 * Screenshots that tests take on purpose go to tests/screenshots/, each under a name of its own.
 * Two workers (a 2-core machine) unless `PW_WORKERS=N` says otherwise: the suite keeps both cores
 * busy; four made each test slower, not the run shorter (docs/testing.md).
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
  workers: Number(process.env.PW_WORKERS ?? 2),
  fullyParallel: true,
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
    // A failed test keeps its trace (each action's DOM, the sources), without the screencast:
    // recording frames for every test took about a third more CPU in search.spec (89 s against 62 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app talks only to 127.0.0.1; nothing should leave the machine.
    serviceWorkers: 'block',
  },
});
