import { existsSync, renameSync, rmSync } from 'node:fs';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { CATALOG_EDITION, type BuildProgress } from '@dmd/shared/process/marketplace-process';
import type { CatalogDataset } from '../catalog/catalog-types';
import { planCatalog, type CatalogSpec } from '../catalog/generate-catalog';
import { buildScratchFile } from './build-scratch-files';
import { licenseOfLabel } from '../licenses/license-of-label';
import { CATEGORY_FACET_SQL, SEARCH_KEYWORDS_SQL } from '../search/fts-query';
import { createPrivateFile, databaseFiles } from './private-database-files';
import {
  ACCOUNT_TABLES_SQL,
  CATALOG_INDEXES_SQL,
  CATALOG_TABLES_SQL,
  DATASET_INSERT_COLUMNS,
  DETAIL_INSERT_COLUMNS,
  SCHEMA_VERSION,
  SEARCH_INDEX_SQL,
  SEARCH_TERMS_FILL_SQL,
} from './schema';

/** Declared in shared/ so the core can follow a build in the marketplace's own process. */
export type { BuildProgress } from '@dmd/shared/process/marketplace-process';

const INSERT_BATCH = 2_000;
const SEARCH_INDEX_BATCH = 10_000;

/**
 * Builds the catalog into a scratch file and moves it over `file` only once complete, so a
 * crash mid-build never leaves a half catalog that looks finished. Yields to the event loop
 * between batches so progress can be shown while it runs.
 */
export async function buildCatalogDatabase(file: string, spec: CatalogSpec, onProgress?: (progress: BuildProgress) => void): Promise<void> {
  const scratch = buildScratchFile(file);
  for (const path of databaseFiles(scratch)) rmSync(path, { force: true });
  // Owner-only from the start: the finished file (renamed from this one) holds key hashes and counts.
  createPrivateFile(scratch);
  const db = new Database(scratch);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('cache_size = -131072');
    db.pragma('temp_store = MEMORY');
    db.exec(CATALOG_TABLES_SQL);
    db.exec(SEARCH_INDEX_SQL);
    db.exec(ACCOUNT_TABLES_SQL);

    const plan = planCatalog(spec);
    const insertCategory = db.prepare('INSERT INTO categories (id, name, slug) VALUES (?, ?, ?)');
    plan.categories.forEach((category, index) => insertCategory.run(index + 1, category.name, category.slug));
    const insertSeller = db.prepare('INSERT INTO sellers (id, name, verified) VALUES (?, ?, ?)');
    for (const seller of plan.sellers) insertSeller.run(seller.id, seller.name, seller.verified ? 1 : 0);

    await insertDatasets(db, plan.datasets(), plan.totalRows, onProgress);
    await indexForSearch(db, plan.totalRows, onProgress);
    for (const [index, sql] of CATALOG_INDEXES_SQL.entries()) {
      onProgress?.({ phase: 'indexes', done: index, total: CATALOG_INDEXES_SQL.length });
      db.exec(sql);
    }
    onProgress?.({ phase: 'indexes', done: CATALOG_INDEXES_SQL.length, total: CATALOG_INDEXES_SQL.length });
    db.exec('ANALYZE');
    // Keep the per-index averages (sqlite_stat1) but not the samples: with sqlite_stat4 present,
    // SQLite re-plans a statement every time a value is bound to a column it has samples for,
    // which tripled the cost of a listing page.
    if (db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat4'").get() !== undefined) db.exec('DELETE FROM sqlite_stat4');

    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('schema_version', String(SCHEMA_VERSION));
    insertMeta.run('catalog_edition', String(CATALOG_EDITION));
    insertMeta.run('seed', String(spec.seed));
    insertMeta.run('datasets', String(spec.published));
    insertMeta.run('anchor', spec.anchor.toISOString());
    insertMeta.run('build_complete', '1');
    db.pragma('journal_mode = WAL');
  } catch (error) {
    db.close();
    for (const path of databaseFiles(scratch)) rmSync(path, { force: true });
    throw error;
  }
  db.close();
  for (const path of databaseFiles(file)) rmSync(path, { force: true });
  renameSync(scratch, file);
  for (const path of databaseFiles(scratch)) if (existsSync(path)) rmSync(path, { force: true });
}

async function insertDatasets(
  db: Database.Database,
  datasets: Iterable<CatalogDataset>,
  total: number,
  onProgress?: (progress: BuildProgress) => void,
): Promise<void> {
  const insert = insertStatement(db, 'datasets', DATASET_INSERT_COLUMNS);
  const insertDetails = insertStatement(db, 'dataset_details', DETAIL_INSERT_COLUMNS);
  let done = 0;
  onProgress?.({ phase: 'datasets', done, total });
  db.exec('BEGIN');
  try {
    for (const dataset of datasets) {
      const { lastInsertRowid } = insert.run(datasetRowValues(dataset));
      insertDetails.run(detailRowValues(lastInsertRowid, dataset));
      done += 1;
      if (done % INSERT_BATCH === 0) {
        onProgress?.({ phase: 'datasets', done, total });
        await yieldToEventLoop();
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
  onProgress?.({ phase: 'datasets', done, total });
}

async function indexForSearch(db: Database.Database, total: number, onProgress?: (progress: BuildProgress) => void): Promise<void> {
  const indexRange = db.prepare(
    `INSERT INTO datasets_fts (rowid, title, description, keywords, category)
     SELECT d.seq, d.title, x.description, ${SEARCH_KEYWORDS_SQL}, ${CATEGORY_FACET_SQL}
     FROM datasets d JOIN dataset_details x ON x.seq = d.seq JOIN categories c ON c.id = d.category_id
     WHERE d.seq > ? AND d.seq <= ? AND d.published = 1`,
  );
  for (let done = 0; done < total; done += SEARCH_INDEX_BATCH) {
    onProgress?.({ phase: 'search-index', done, total });
    db.transaction(() => indexRange.run(done, done + SEARCH_INDEX_BATCH))();
    await yieldToEventLoop();
  }
  db.exec("INSERT INTO datasets_fts (datasets_fts) VALUES ('optimize')");
  db.exec(SEARCH_TERMS_FILL_SQL);
  onProgress?.({ phase: 'search-index', done: total, total });
}

function insertStatement(db: Database.Database, table: string, columns: readonly string[]): Database.Statement<unknown[]> {
  return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
}

/** The values of one row in DATASET_INSERT_COLUMNS order. */
function datasetRowValues(dataset: CatalogDataset): unknown[] {
  return [
    dataset.id,
    dataset.slug,
    dataset.published ? 1 : 0,
    dataset.title,
    dataset.categoryIndex + 1,
    dataset.format,
    dataset.licenseType,
    licenseOfLabel(dataset.licenseType).record.type.toLowerCase(),
    dataset.price,
    dataset.itemCount,
    dataset.composite,
    dataset.tier,
    dataset.hipaa ? 1 : 0,
    dataset.gdpr ? 1 : 0,
    dataset.totalSales,
    dataset.avgRating,
    dataset.createdAt,
    dataset.sellerId,
  ];
}

/** The values of one row in DETAIL_INSERT_COLUMNS order. */
function detailRowValues(seq: number | bigint, dataset: CatalogDataset): unknown[] {
  return [
    seq,
    dataset.description,
    JSON.stringify(dataset.dimensionScores),
    dataset.pii,
    dataset.consentDocumented ? 1 : 0,
    dataset.dataResidency,
    dataset.updatedAt,
    dataset.scoredAt,
    JSON.stringify(dataset.tags),
    dataset.modality,
    JSON.stringify(dataset.languages),
    dataset.sizeBytes,
    dataset.version,
    dataset.source,
    dataset.collectionMethod,
    dataset.collectedFrom,
    dataset.collectedTo,
    JSON.stringify(dataset.upstream),
  ];
}
