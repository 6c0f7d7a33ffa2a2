/**
 * The benchmark's catalog: built once per size (100,000 datasets take ~25 s) into `.cache/`,
 * never served itself, and copied fresh for each run, so every run starts with an empty usage
 * table (the embedded marketplace's free quota is 100 a day) and start-up never includes a build.
 */
import { constants, copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseFiles, openMarketplaceDatabase } from '@dmd/marketplace/testing';

/** The seed the app's embedded marketplace uses (its catalog file is `catalog-<datasets>-<seed>.db`). */
const APP_CATALOG_SEED = 42;

export interface PristineCatalog {
  file: string;
  datasets: number;
  seed: number;
  /** Seconds the build took, when this call built it. */
  builtSeconds: number | null;
}

/** Builds the catalog if it is missing or stale (other schema, size or seed), then leaves it closed and checkpointed. */
export async function ensurePristineCatalog(cacheDir: string, datasets: number, seed = APP_CATALOG_SEED): Promise<PristineCatalog> {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `app-bench-catalog-${datasets}-s${seed}.db`);
  let built = false;
  const started = performance.now();
  const db = await openMarketplaceDatabase({
    file,
    datasets,
    seed,
    now: new Date(),
    onProgress: () => {
      built = true;
    },
  });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { file, datasets, seed, builtSeconds: built ? (performance.now() - started) / 1000 : null };
}

/** A fresh working copy of the catalog at `destination` (replacing any older one). */
export function copyCatalog(catalog: PristineCatalog, destination: string): void {
  mkdirSync(path.dirname(destination), { recursive: true });
  for (const file of databaseFiles(destination)) rmSync(file, { force: true });
  copyFileSync(catalog.file, destination, constants.COPYFILE_FICLONE);
}

/** Where the app's embedded marketplace looks for its catalog in a user-data directory. */
export function embeddedCatalogPath(userDataDir: string, catalog: PristineCatalog): string {
  return path.join(userDataDir, 'marketplace', `catalog-${catalog.datasets}-${catalog.seed}.db`);
}
