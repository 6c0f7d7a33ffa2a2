/**
 * A catalog copied in by the e2e fixture is the file the embedded marketplace opens for that
 * size, and one it serves as it is: it never builds its own.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createEmbeddedMarketplace, EMBEDDED_SEED } from '../../electron/core/embedded/embedded-marketplace';
import type { EmbeddedStartOptions } from '../../electron/core/embedded/embedded-server';
import { openMarketplaceDatabase } from '@dmd/marketplace/testing';
import { copyPrebuiltCatalog, ensurePrebuiltCatalog } from './prebuilt-catalogs';

const DATASETS = 40;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-prebuilt-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The database file the embedded marketplace on `userDataDir` opens (its start is recorded, not run). */
async function fileTheMarketplaceOpens(userDataDir: string): Promise<string> {
  const opened: EmbeddedStartOptions[] = [];
  const embedded = createEmbeddedMarketplace({
    userDataDir,
    datasets: DATASETS,
    seed: EMBEDDED_SEED,
    start: (options) => {
      opened.push(options);
      return Promise.resolve({
        url: 'http://127.0.0.1:9',
        port: 9,
        admin: { registerDemoKey: () => undefined, revokeKey: () => undefined },
        close: () => Promise.resolve(),
      });
    },
  });
  await embedded.ensureStarted();
  await embedded.stop();
  expect(opened).toHaveLength(1);
  return opened[0]!.dbFile;
}

it('puts the built catalog where the embedded marketplace opens it, and it is served without a build', async () => {
  const cacheDir = path.join(dir, 'cache');
  const userDataDir = path.join(dir, 'profile');
  await copyPrebuiltCatalog(userDataDir, DATASETS, cacheDir);

  const dbFile = await fileTheMarketplaceOpens(userDataDir);
  expect(existsSync(dbFile), `${dbFile} is there`).toBe(true);
  const onBuild = vi.fn();
  const db = await openMarketplaceDatabase({ file: dbFile, seed: EMBEDDED_SEED, datasets: DATASETS, now: new Date(), onBuild });
  const published = db.prepare('SELECT COUNT(*) FROM datasets').pluck().get();
  db.close();
  expect(onBuild).not.toHaveBeenCalled();
  expect(Number(published)).toBeGreaterThan(0);
});

it('builds each size once per cache folder', async () => {
  const cacheDir = path.join(dir, 'cache');
  const first = await ensurePrebuiltCatalog(cacheDir, DATASETS);
  const built = statSync(first, { bigint: true });
  const again = await ensurePrebuiltCatalog(cacheDir, DATASETS);
  const after = statSync(again, { bigint: true });
  expect(again).toBe(first);
  expect([after.ino, after.mtimeNs]).toEqual([built.ino, built.mtimeNs]);
  const onBuild = vi.fn();
  (await openMarketplaceDatabase({ file: first, seed: EMBEDDED_SEED, datasets: DATASETS, now: new Date(), onBuild })).close();
  expect(onBuild).not.toHaveBeenCalled();
});

it('does nothing without a cache folder: the shell builds its own', async () => {
  const userDataDir = path.join(dir, 'profile');
  await copyPrebuiltCatalog(userDataDir, DATASETS, undefined);
  expect(existsSync(path.join(userDataDir, 'marketplace'))).toBe(false);
});
