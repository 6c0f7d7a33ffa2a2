/**
 * What the browser keeps of the launch link, in real Chromium: after the link was opened (with a
 * `#dataset=` fragment, which must survive its redirect) and the browser closed, neither its
 * History database nor any other file of the profile holds the API token, every address it
 * recorded is at the launch's own host name, and none opens the app in a fresh context. Needs
 * `npm run build`.
 */
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../../playwright.config';
import { SHELL_PAGES } from '../../../electron/browser-shell/shell-pages';
import { openProfile, startBuiltShell } from './chromium-profile';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

it('leaves no usable secret in the browser’s history: no token, and only a spent code', async () => {
  const profile = path.join(dir, 'profile');
  const shell = await startBuiltShell(path.join(dir, 'user-data'));
  try {
    const browser = await openProfile(profile);
    let firstHash = '';
    try {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        (window as unknown as { firstHash: string }).firstHash = location.hash;
      });
      await page.goto(`${shell.ready.url}#dataset=no-such-dataset`);
      await page.getByRole('heading', { level: 1, name: 'Search datasets' }).waitFor();
      // The fragment came through the 303 to the launch path, where the app read it.
      firstHash = await page.evaluate(() => (window as unknown as { firstHash: string }).firstHash);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Search datasets' }).waitFor();
    } finally {
      await browser.close();
    }

    const copy = path.join(dir, 'History-copy');
    copyFileSync(path.join(profile, 'Default', 'History'), copy);
    const db = new Database(copy, { readonly: true });
    const urls = (db.prepare('SELECT url FROM urls').all() as Array<{ url: string }>).map((row) => row.url);
    db.close();
    expect(urls.join('\n')).not.toContain(shell.ready.token);
    const ours = urls.filter((url) => url.startsWith(shell.ready.pageOrigin));
    expect(ours.length).toBeGreaterThan(0);
    // The browser was never sent to the programs' address (an origin anyone holding the port had).
    expect(urls.filter((url) => new URL(url).port === String(shell.ready.port) && !url.startsWith(shell.ready.pageOrigin))).toEqual([]);

    for (const file of filesUnder(profile)) {
      if (statSync(file).size > 50_000_000) continue;
      expect(readFileSync(file).includes(shell.ready.token), file).toBe(false);
    }
    expect(firstHash).toBe('#dataset=no-such-dataset');

    // What the history holds opens nothing in a browser without this launch's cookie.
    const fresh = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
    try {
      const context = await fresh.newContext();
      for (const url of ours) {
        const page = await context.newPage();
        await page.goto(url);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), url).toBe(SHELL_PAGES['link-used'].title);
        await page.close();
      }
    } finally {
      await fresh.close();
    }
  } finally {
    await shell.stop();
  }
}, 120_000);
