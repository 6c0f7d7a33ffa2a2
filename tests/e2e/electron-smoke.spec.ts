/**
 * The same smoke in the real Electron app, through Playwright's Electron driver. Runs where the
 * Electron runtime is installed; reported as skipped where it is not (the runtime cannot be
 * downloaded on an offline install). Needs `npm run build` first.
 */
import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function electronBinary(): string | null {
  try {
    const binary: unknown = createRequire(import.meta.url)('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();

test('the Electron app opens on the embedded marketplace and lists datasets', async () => {
  test.skip(binary === null, 'Electron runtime not installed: its binary cannot be downloaded on this offline install (node_modules/electron has no dist/).');
  const userData = mkdtempSync(path.join(os.tmpdir(), 'dmd-electron-'));
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: [projectRoot, ...(process.platform === 'linux' ? ['--no-sandbox'] : [])],
    env: { ...process.env, DMD_USER_DATA: userData } as Record<string, string>,
    cwd: projectRoot,
  });
  try {
    const window = await app.firstWindow();
    expect(window.url()).toMatch(/^app:\/\/renderer\//);
    await expect(window.getByRole('heading', { level: 1, name: 'Search datasets' })).toBeVisible();
    await expect(window.getByRole('list', { name: 'Datasets' }).getByRole('listitem').first()).toBeVisible();
    // The page sees the bridge and nothing of Node or Electron.
    const globals = await window.evaluate(() => ({
      bridge: typeof (window as unknown as { marketplace?: unknown }).marketplace,
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    }));
    expect(globals).toEqual({ bridge: 'object', require: 'undefined', process: 'undefined' });
  } finally {
    await app.close();
    rmSync(userData, { recursive: true, force: true });
  }
});
