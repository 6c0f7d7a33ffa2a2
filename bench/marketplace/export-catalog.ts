import { closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';
import { CATALOG_CATEGORIES, planCatalog } from '@dmd/marketplace/testing';
import type { VocabularyEntry } from './query-mix';

/** A published dataset as json-server serves it: the list-item facts, flat, plus the description. */
interface JsonServerDataset {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  format: string;
  license: string;
  price: number;
  item_count: number;
  /** Null, as the tier, when scored from metadata only. */
  quality_score: number | null;
  tier: string | null;
  hipaa: boolean;
  gdpr: boolean;
  total_sales: number;
  avg_rating: number;
  created_at: string;
}

export interface CatalogSpecForBench {
  seed: number;
  published: number;
  anchor: Date;
}

/**
 * The instant the marketplace's catalog store was generated against (titles and dates depend
 * on it), read from the store's `meta` table.
 */
export function readCatalogAnchor(dbFile: string): Date {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'anchor'").get() as { value: string } | undefined;
    const anchor = new Date(row?.value ?? 'missing');
    if (Number.isNaN(anchor.getTime())) throw new Error(`${dbFile} records no catalog anchor`);
    return anchor;
  } finally {
    db.close();
  }
}

/**
 * Writes the published catalog of the spec (the generator the marketplace builds its store
 * from) as a json-server db `{"datasets": [...]}`, streamed to keep memory flat. Cached: an
 * existing file is reused. Returns the vocabulary the query mix draws from.
 */
export function exportCatalogForJsonServer(spec: CatalogSpecForBench, file: string): VocabularyEntry[] {
  if (existsSync(file)) return vocabularyOf(JSON.parse(readFileSync(file, 'utf8')) as { datasets: JsonServerDataset[] });
  const vocabulary: VocabularyEntry[] = [];
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, '{"datasets":[\n');
    let first = true;
    for (const dataset of planCatalog(spec).datasets()) {
      if (!dataset.published) continue;
      const category = CATALOG_CATEGORIES[dataset.categoryIndex]?.name ?? 'Unknown';
      const record: JsonServerDataset = {
        id: dataset.id,
        slug: dataset.slug,
        title: dataset.title,
        description: dataset.description,
        category,
        format: dataset.format,
        license: dataset.licenseType,
        price: dataset.price,
        item_count: dataset.itemCount,
        quality_score: dataset.composite,
        tier: dataset.tier,
        hipaa: dataset.hipaa,
        gdpr: dataset.gdpr,
        total_sales: dataset.totalSales,
        avg_rating: dataset.avgRating,
        created_at: dataset.createdAt,
      };
      writeSync(fd, `${first ? '' : ',\n'}${JSON.stringify(record)}`);
      first = false;
      vocabulary.push({ slug: record.slug, title: record.title, category, price: record.price });
    }
    writeSync(fd, '\n]}\n');
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  return vocabulary;
}

function vocabularyOf(db: { datasets: JsonServerDataset[] }): VocabularyEntry[] {
  return db.datasets.map((dataset) => ({ slug: dataset.slug, title: dataset.title, category: dataset.category, price: dataset.price }));
}
