import { existsSync } from 'node:fs';
import { createPrivateFolderSync } from '@dmd/shared/node-support/private-files';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { readAccountRows, restoreAccountRows } from './account-tables';
import { CATALOG_EDITION, type BuildProgress, type BuildReason, type RebuildOutcome } from '@dmd/shared/process/marketplace-process';
import { removeAbandonedBuilds } from './build-scratch-files';
import { closedCleanlySince, forgetCleanClose } from './clean-close-stamp';
import { describeDamage, isDatabaseDamage, quickCheckProblem } from './database-damage';
import { databaseFiles, makeOwnerOnly } from './private-database-files';
import { SCHEMA_VERSION } from './schema';

interface CatalogIdentity {
  seed: number;
  datasets: number;
}

/** Why a catalog is (re)built and what a rebuild kept: declared in shared/, which the core reads too. */
export type { BuildReason, RebuildOutcome } from '@dmd/shared/process/marketplace-process';

export interface OpenDatabaseOptions extends CatalogIdentity {
  file: string;
  /** Creation dates of a new build fall in the three years before this instant. */
  now: Date;
  onProgress?: (progress: BuildProgress) => void;
  /** Rebuild whatever the file looks like: it was found damaged while serving (SQLITE_CORRUPT). */
  damaged?: string;
  /** Called before a build starts, with why. */
  onBuild?: (reason: BuildReason) => void;
  /** Called once a build of a file that existed is done, with what was kept. */
  onRebuilt?: (outcome: RebuildOutcome) => void;
}

/**
 * Opens the marketplace database, building the catalog first when the file is missing,
 * unreadable, unfinished, built for another seed, size or schema, or damaged (`PRAGMA
 * quick_check`, skipped for a file unchanged since its last clean close: clean-close-stamp.ts).
 * A rebuild keeps the usage (accounts, keys, request counts) it can still read.
 * The files are made owner-only, and scratch files of builds that crashed are removed.
 */
export async function openMarketplaceDatabase(options: OpenDatabaseOptions): Promise<Database.Database> {
  const folder = dirname(options.file);
  createPrivateFolderSync(folder);
  removeAbandonedBuilds(folder);
  makeOwnerOnly(databaseFiles(options.file));
  const exists = existsSync(options.file);
  const reason: BuildReason | null = options.damaged
    ? { kind: 'damaged', problem: options.damaged }
    : exists
      ? whyNotReusable(options.file, options)
      : { kind: 'new' };
  if (reason !== null) {
    options.onBuild?.(reason);
    const kept = exists ? readAccountRows(options.file) : null;
    const anchor = new Date(Math.floor(options.now.getTime() / 1000) * 1000);
    // The generator loads only for a build: its tables and vocabularies were a sixth of a start's module set-up.
    const { buildCatalogDatabase } = await import('./build-catalog-database');
    await buildCatalogDatabase(options.file, { seed: options.seed, published: options.datasets, anchor }, options.onProgress);
    const keptAccountRows = kept ? restoreAccountRows(options.file, kept) : 0;
    if (exists) options.onRebuilt?.({ reason, keptAccountRows });
  }
  // From here on the file changes: a stamp of its last clean close no longer vouches for it.
  forgetCleanClose(options.file);
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -49152');
  db.pragma('temp_store = MEMORY');
  return db;
}

/** Null when the file is a finished, sound catalog of this identity and schema; else why not. */
function whyNotReusable(file: string, identity: CatalogIdentity): BuildReason | null {
  // Looked at before opening: opening may recover a write-ahead log and change the file.
  const cleanlyClosed = closedCleanlySince(file);
  let db: Database.Database | undefined;
  try {
    // Read-write, so that SQLite can recover a WAL left by a crash instead of failing to open
    // (a spurious "not reusable" would rebuild the file for nothing).
    db = new Database(file, { fileMustExist: true });
    const rows = db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>;
    const meta = new Map(rows.map((row) => [row.key, row.value]));
    const current =
      meta.get('build_complete') === '1' &&
      meta.get('schema_version') === String(SCHEMA_VERSION) &&
      meta.get('catalog_edition') === String(CATALOG_EDITION) &&
      meta.get('seed') === String(identity.seed) &&
      meta.get('datasets') === String(identity.datasets);
    if (!current) return { kind: 'outdated' };
    // Unchanged since a clean close: checked then, or served without a damaged read since.
    if (cleanlyClosed) return null;
    const problem = quickCheckProblem(db);
    return problem === null ? null : { kind: 'damaged', problem };
  } catch (error) {
    return isDatabaseDamage(error) ? { kind: 'damaged', problem: describeDamage(error) } : { kind: 'outdated' };
  } finally {
    db?.close();
  }
}
