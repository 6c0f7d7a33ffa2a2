import type Database from 'better-sqlite3';
import type { Category, QualityTier } from '../../../shared/api-types';
import { buildListSql, filterArguments, LIST_COLUMNS, listShapeKey, onlyMatchFilter, type DatasetListQuery } from './dataset-list-query';

/** The columns a list item is made from. */
export interface DatasetListRow {
  seq: number;
  id: string;
  slug: string;
  title: string;
  category_id: number;
  format: string;
  license_type: string;
  price: number;
  item_count: number;
  composite: number;
  tier: QualityTier;
  hipaa: 0 | 1;
  gdpr: 0 | 1;
  total_sales: number;
  avg_rating: number;
  created_at: string;
}

/** A whole published dataset (both tables) with its seller. JSON columns are still text. */
export interface DatasetRow extends DatasetListRow {
  description: string;
  dimension_scores: string;
  pii: 'none' | 'deidentified' | 'contains_pii';
  consent_documented: 0 | 1;
  data_residency: string | null;
  updated_at: string;
  scored_at: string;
  tags: string;
  modality: string;
  languages: string;
  size_bytes: number;
  version: string;
  seller_id: string;
  sample_url: string | null;
  source: string;
  collection_method: string;
  collected_from: string;
  collected_to: string;
  upstream: string;
  seller_name: string;
  seller_verified: 0 | 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The catalog never changes while serving, so counts of a filter set can be remembered. */
const COUNT_CACHE_SIZE = 10_000;
/** Up to this many full-text matches the index drives the query; above, indexes are probed. */
const DRIVE_MAX_MATCHES = 2_000;

const DETAIL_SQL = `SELECT d.*, x.*, s.name AS seller_name, s.verified AS seller_verified
  FROM datasets d JOIN dataset_details x ON x.seq = d.seq JOIN sellers s ON s.id = d.seller_id WHERE d.published = 1 AND`;

/** Read access to the published catalog; every query excludes unpublished datasets. */
export class DatasetStore {
  /** All categories with their published counts, by count desc then name. */
  readonly categories: readonly Category[];
  private readonly categoryNames = new Map<number, string>();
  private readonly categoryIds = new Map<string, number>();
  private readonly byId: Database.Statement<[string], DatasetRow>;
  private readonly bySlug: Database.Statement<[string], DatasetRow>;
  private readonly listRowBySeq: Database.Statement<[number], DatasetListRow>;
  private readonly statements = new Map<string, { list: Database.Statement<unknown[], number>; count: Database.Statement<unknown[], number> }>();
  private readonly counts = new Map<string, number>();
  private readonly matchCount: Database.Statement<[string], number>;

  constructor(private readonly db: Database.Database) {
    const rows = db
      .prepare(
        `SELECT c.id, c.name, c.slug, count(d.seq) AS count FROM categories c
         LEFT JOIN datasets d ON d.category_id = c.id AND d.published = 1
         GROUP BY c.id ORDER BY count DESC, c.name ASC`,
      )
      .all() as Array<Category & { id: number }>;
    this.categories = rows.map(({ name, slug, count }) => ({ name, slug, count }));
    for (const row of rows) {
      this.categoryNames.set(row.id, row.name);
      this.categoryIds.set(row.name.toLowerCase(), row.id);
      this.categoryIds.set(row.slug, row.id);
    }
    this.byId = db.prepare(`${DETAIL_SQL} d.id = ?`);
    this.bySlug = db.prepare(`${DETAIL_SQL} d.slug = ?`);
    this.listRowBySeq = db.prepare(`SELECT ${LIST_COLUMNS} FROM datasets d WHERE d.seq = ? AND d.published = 1`);
    this.matchCount = db.prepare<[string], number>('SELECT count(*) FROM datasets_fts WHERE datasets_fts MATCH ?').pluck();
  }

  /** The list-item columns of a published dataset by its internal seq (as `list` returns them). */
  listRow(seq: number): DatasetListRow | undefined {
    return this.listRowBySeq.get(seq);
  }

  categoryName(id: number): string {
    return this.categoryNames.get(id) ?? 'Unknown';
  }

  /** The category id for a name or slug in any case; -1 (matches nothing) when unknown. */
  resolveCategory(nameOrSlug: string): number {
    return this.categoryIds.get(nameOrSlug.trim().toLowerCase()) ?? -1;
  }

  /** A published dataset by UUID or slug. */
  findPublished(idOrSlug: string): DatasetRow | undefined {
    const key = idOrSlug.toLowerCase();
    return UUID.test(key) ? this.byId.get(key) : this.bySlug.get(key);
  }

  /** One page of matching datasets as their seqs, in order, and the exact total. */
  list(request: DatasetListQuery): { seqs: number[]; total: number } {
    const { match } = request.filters;
    const matches = match === null ? 0 : this.remembered(`fts|${match}`, () => this.matchCount.get(match) ?? 0);
    const strategy = match === null || request.sort === 'relevance' || matches <= DRIVE_MAX_MATCHES ? 'drive' : 'probe';
    const query = { ...request, strategy } as const;
    const shape = listShapeKey(query);
    let prepared = this.statements.get(shape);
    if (prepared === undefined) {
      const sql = buildListSql(query);
      prepared = { list: this.db.prepare<unknown[], number>(sql.list).pluck(), count: this.db.prepare<unknown[], number>(sql.count).pluck() };
      this.statements.set(shape, prepared);
    }
    const args = filterArguments(query.filters);
    const count = prepared.count;
    // The index holds published datasets only, so a search without other filters is counted there.
    const total =
      match !== null && onlyMatchFilter(query.filters)
        ? matches
        : this.remembered(`${shape.slice(0, shape.indexOf(':'))}|${JSON.stringify(args)}`, () => count.get(...args) ?? 0);
    if (query.offset >= total) return { seqs: [], total };
    return { seqs: prepared.list.all(...args, query.limit, query.offset), total };
  }

  /** A count computed once per key (the catalog never changes while serving). */
  private remembered(key: string, compute: () => number): number {
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached;
    const total = compute();
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, total);
    return total;
  }
}
