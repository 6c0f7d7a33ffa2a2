import type { QualityTier, SortField, SortOrder } from '../../../shared/api-types';

/** The filters of GET /v1/datasets after validation; null / false means "not filtered". */
export interface DatasetFilters {
  /** A safe FTS5 MATCH expression (see datasetSearchExpression in fts-query.ts). */
  match: string | null;
  /** A category id; an unknown category is an id no row has. */
  categoryId: number | null;
  /** Compared case-insensitively, exactly. */
  format: string | null;
  /** Lower-case substring of the licence type. */
  licenseContains: string | null;
  lqsMin: number | null;
  tier: QualityTier | null;
  hipaaOnly: boolean;
  gdprOnly: boolean;
  priceMax: number | null;
}

export type ListSort = SortField | 'relevance';

/**
 * How a full-text match joins the rest of the query. `drive`: the FTS index yields the
 * matching rows and each is looked up (best for few matches, and needed for relevance).
 * `probe`: the filter and sort indexes are walked in order and each row is checked against
 * the set of matches (best for words that match thousands of datasets).
 */
export type SearchStrategy = 'drive' | 'probe';

export interface DatasetListQuery {
  filters: DatasetFilters;
  sort: ListSort;
  order: SortOrder;
  limit: number;
  offset: number;
  /** Only meaningful with a match; `drive` when absent. */
  strategy?: SearchStrategy;
}

type ShapeOf = Pick<DatasetListQuery, 'filters' | 'sort' | 'order' | 'strategy'>;

/** The columns a list item is made from (pages select only seq; items are loaded by seq). */
export const LIST_COLUMNS =
  'd.seq, d.id, d.slug, d.title, d.category_id, d.format, d.license_type, d.price, d.item_count, d.composite, d.tier, d.hipaa, d.gdpr, d.total_sales, d.avg_rating, d.created_at';

/** Each filter's SQL, in the order its value is bound; `binds` false means the clause has no `?`. */
const FILTER_CLAUSES: ReadonlyArray<{ key: keyof DatasetFilters; sql: string; binds: boolean }> = [
  { key: 'match', sql: 'datasets_fts MATCH ?', binds: true },  // replaced by PROBE_CLAUSE for `probe`
  { key: 'categoryId', sql: 'd.category_id = ?', binds: true },
  { key: 'format', sql: 'd.format = ? COLLATE NOCASE', binds: true },
  { key: 'licenseContains', sql: 'instr(lower(d.license_type), ?) > 0', binds: true },
  { key: 'lqsMin', sql: 'd.composite >= ?', binds: true },
  { key: 'tier', sql: 'd.tier = ?', binds: true },
  { key: 'hipaaOnly', sql: 'd.hipaa = 1', binds: false },
  { key: 'gdprOnly', sql: 'd.gdpr = 1', binds: false },
  { key: 'priceMax', sql: 'd.price <= ?', binds: true },
];

const SORT_COLUMNS: Readonly<Record<SortField, string>> = {
  created_at: 'd.created_at',
  price: 'd.price',
  quality_score: 'd.composite',
  total_sales: 'd.total_sales',
};

const PROBE_CLAUSE = '+d.seq IN (SELECT rowid FROM datasets_fts WHERE datasets_fts MATCH ?)';

function isActive(value: DatasetFilters[keyof DatasetFilters]): boolean {
  return value !== null && value !== false;
}

/** Identifies the SQL shape (which filters, which sort): queries of one shape share statements. */
export function listShapeKey(query: ShapeOf): string {
  let key = '';
  for (const clause of FILTER_CLAUSES) key += isActive(query.filters[clause.key]) ? '1' : '0';
  return `${key}:${query.strategy ?? 'drive'}:${query.sort}:${query.order}`;
}

/** True when the full-text match is the only filter (its match count is then the total). */
export function onlyMatchFilter(filters: DatasetFilters): boolean {
  return FILTER_CLAUSES.every((clause) => (clause.key === 'match') === isActive(filters[clause.key]));
}

export interface ListSql {
  list: string;
  count: string;
}

/**
 * The page SQL (selecting the seq of each row, in order) and count SQL for a shape. Only published rows; ties broken by seq so pages
 * partition the result set. Relevance is bm25 with titles weighted above descriptions and
 * the category facet not at all ("desc" = best first; bm25 is lower for better matches).
 */
export function buildListSql(query: ShapeOf): ListSql {
  const driving = query.filters.match !== null && query.strategy !== 'probe';
  if (query.sort === 'relevance' && !driving) throw new Error('relevance sort needs the full-text index to drive');
  const from = driving ? 'datasets_fts JOIN datasets d ON d.seq = datasets_fts.rowid' : 'datasets d';
  const where = ['d.published = 1'];
  for (const clause of FILTER_CLAUSES) {
    if (isActive(query.filters[clause.key])) where.push(clause.key === 'match' && !driving ? PROBE_CLAUSE : clause.sql);
  }
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  let orderBy: string;
  if (query.sort === 'relevance') {
    const best = query.order === 'desc' ? 'ASC' : 'DESC';
    orderBy = `bm25(datasets_fts, 4.0, 1.0, 0.0) ${best}, d.seq ${best}`;
  } else {
    orderBy = `${SORT_COLUMNS[query.sort]} ${direction}, d.seq ${direction}`;
  }
  const whereSql = where.join(' AND ');
  return {
    list: `SELECT d.seq FROM ${from} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    count: `SELECT count(*) FROM ${from} WHERE ${whereSql}`,
  };
}

/** The values to bind, in the order of the `?` in the filter clauses. */
export function filterArguments(filters: DatasetFilters): unknown[] {
  const args: unknown[] = [];
  for (const clause of FILTER_CLAUSES) {
    const value = filters[clause.key];
    if (clause.binds && isActive(value)) args.push(value);
  }
  return args;
}
