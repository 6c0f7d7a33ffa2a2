import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { buildCatalogDatabase, type BuildProgress } from './build-catalog-database';
import { SCHEMA_VERSION } from './schema';

export interface CatalogIdentity {
  seed: number;
  datasets: number;
}

export interface OpenDatabaseOptions extends CatalogIdentity {
  file: string;
  /** Creation dates of a new build fall in the three years before this instant. */
  now: Date;
  onProgress?: (progress: BuildProgress) => void;
}

/**
 * Opens the marketplace database, building the catalog first when the file is missing,
 * unreadable, unfinished or built for another seed, size or schema.
 */
export async function openMarketplaceDatabase(options: OpenDatabaseOptions): Promise<Database.Database> {
  mkdirSync(dirname(options.file), { recursive: true });
  if (!existsSync(options.file) || !isReusable(options.file, options)) {
    const anchor = new Date(Math.floor(options.now.getTime() / 1000) * 1000);
    await buildCatalogDatabase(options.file, { seed: options.seed, published: options.datasets, anchor }, options.onProgress);
  }
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -49152');
  db.pragma('temp_store = MEMORY');
  return db;
}

function isReusable(file: string, identity: CatalogIdentity): boolean {
  let db: Database.Database | undefined;
  try {
    // Read-write, so that SQLite can recover a WAL left by a crash instead of failing to open
    // (a spurious "not reusable" would rebuild the file and lose the request counts).
    db = new Database(file, { fileMustExist: true });
    const rows = db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>;
    const meta = new Map(rows.map((row) => [row.key, row.value]));
    return (
      meta.get('build_complete') === '1' &&
      meta.get('schema_version') === String(SCHEMA_VERSION) &&
      meta.get('seed') === String(identity.seed) &&
      meta.get('datasets') === String(identity.datasets)
    );
  } catch {
    return false;
  } finally {
    db?.close();
  }
}
