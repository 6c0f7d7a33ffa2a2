/**
 * Catalogs built once per Playwright run and copied into each test's user data, so a test's
 * shell opens a finished catalog instead of building its own (1–2 s of CPU a test on 2 cores).
 * tests/e2e/fixtures/global-setup.ts makes the run's folder and builds the default size; any other size is built
 * the first time a test asks for it. Two workers asking at once each build it into a scratch
 * file of their own and rename it into place, so neither ever copies a half-built file.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_SEED } from '../../electron/core/embedded/embedded-marketplace';
import { openMarketplaceDatabase } from '@dmd/marketplace/testing';
import { PRIVATE_FOLDER_MODE } from '../../shared/node-support/private-files';

/** Set by global-setup.ts for the workers: the run's folder of built catalogs. */
export const CATALOG_CACHE_ENV = 'DMD_E2E_CATALOG_CACHE';
/** The catalog size a test's shell gets unless it asks for another (`shellOptions.datasets`). */
export const DEFAULT_E2E_DATASETS = 600;

/** The file name the embedded marketplace gives a catalog (electron/core/embedded/start-server.ts). */
function catalogFileName(datasets: number): string {
  return `catalog-${datasets}-${EMBEDDED_SEED}.db`;
}

/** Builds the catalog of `datasets` into `cacheDir` unless it is there; returns its file. */
export async function ensurePrebuiltCatalog(cacheDir: string, datasets: number): Promise<string> {
  const file = path.join(cacheDir, catalogFileName(datasets));
  if (existsSync(file)) return file;
  const scratchDir = path.join(cacheDir, `building-${process.pid}-${datasets}`);
  mkdirSync(scratchDir, { recursive: true });
  try {
    const scratch = path.join(scratchDir, catalogFileName(datasets));
    const db = await openMarketplaceDatabase({ file: scratch, seed: EMBEDDED_SEED, datasets, now: new Date() });
    // Closing the last connection folds the write-ahead log into the file: one file to copy.
    db.close();
    renameSync(scratch, file);
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
  return file;
}

/**
 * Puts this run's built catalog of `datasets` where the shell on `userDataDir` looks for it.
 * Without global-setup.ts (no cache folder) it does nothing and the shell builds its own.
 */
export async function copyPrebuiltCatalog(userDataDir: string, datasets: number, cacheDir = process.env[CATALOG_CACHE_ENV]): Promise<void> {
  if (!cacheDir) return;
  const source = await ensurePrebuiltCatalog(cacheDir, datasets);
  const folder = path.join(userDataDir, 'marketplace');
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  copyFileSync(source, path.join(folder, catalogFileName(datasets)));
}
