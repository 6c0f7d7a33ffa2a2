/**
 * Real Chromium (the system one, as the e2e specs use) with a profile on disk, so its HTTP cache
 * and its history are the browser's own; and the built shell (`--port P` when given) for it to
 * open. For the tests of what a browser keeps of the shell's origin.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../../playwright.config';
import { PROJECT_ROOT, startBrowserShellProcess, type BrowserShellProcess } from '../../harness/start-browser-shell-process';

/** Service workers allowed (Playwright's default for a persistent context, said here: the tests of planted workers need them). */
export function openProfile(profileDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true, serviceWorkers: 'allow' });
}

/** The built renderer's entry script (`assets/app-<hash>.js`), as index.html names it (the early script is `async`). */
export function builtEntryScript(html: string): string {
  const entry = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('out/renderer/index.html names no entry script');
  return entry;
}

export function startBuiltShell(userDataDir: string, args: string[] = []): Promise<BrowserShellProcess> {
  if (!existsSync(path.join(PROJECT_ROOT, 'out', 'browser-shell', 'cli.cjs'))) throw new Error('run `npm run build` first');
  let output = '';
  return startBrowserShellProcess({
    userDataDir,
    args: ['--datasets', '50', '--key-storage', 'memory', ...args],
    env: { DMD_API_KEY: undefined },
    startTimeoutMs: 60_000,
    pollMs: 20,
    onOutput: (text) => (output += text),
    failureDetail: () => `\n${output}`,
  });
}
