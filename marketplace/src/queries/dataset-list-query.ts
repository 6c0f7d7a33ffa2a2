import type { QualityTier, SortField, SortOrder } from '@dmd/shared/wire/api-types';
import type { SearchUnit } from '../search/search-expression';
import { SEARCH_MATCH_FUNCTION } from '../search/search-match-sets';

/** The filters of GET /v1/datasets after validation; null / false means "not filtered". */
export interface DatasetFilters {
  /** A safe FTS5 MATCH expression (see datasetSearchExpression in fts-query.ts). */
  match: string | null;
  /** A category id; an unknown category is an id no row has. */
  categoryId: number | null;
  /** Compared case-insensitively, exactly. */
  format: string | null;
  /** Lower-case substring of the label as written or of the licence type it names. */
  licenseContains: string | null;
  lqsMin: number | null;
  tier: QualityTier | null;
  hipaaOnly: boolean;
  gdprOnly: boolean;
  priceMax: number | null;
}

/** A dataset query with no filter at all (spread a search or filters over it). */
export const NO_FILTERS: DatasetFilters = {
  match: null,
  categoryId: null,
  format: null,
  licenseContains: null,
  lqsMin: null,
  tier: null,
  hipaaOnly: false,
  gdprOnly: false,
  priceMax: null,
};

export type ListSort = SortField | 'relevance';

/**
 * How a full-text match joins the rest of the query:
 * - `drive`: the FTS index yields the matching rows and each is looked up: the plain join,
 *   which the cached strategies below are checked against.
 * - `lookup`: the cached match set (see SearchMatchSets) yields the rows, bound as a JSON
 *   array of seqs; each is looked up and the few that pass the filters are sorted. Best when
 *   the set is small next to the part of the index a walk would cover.
 * - `probe`: the filter and sort indexes are walked in order and each row is tested against
 *   the cached match set, stopping at the page's LIMIT. Best for words that match many rows.
 */
export type SearchStrategy = 'drive' | 'lookup' | 'probe';

export interface DatasetListQuery {
  filters: DatasetFilters;
  sort: ListSort;
  order: SortOrder;
  limit: number;
  offset: number;
  /** Only meaningful with a match; `drive` when absent. */
  strategy?: SearchStrategy;
  /** The units of the search `filters.match` was built from: relevance ranks by them (see search-ranking.ts). */
  units?: readonly SearchUnit[];
}

/** How the cached match set is bound for `lookup` (its seqs as JSON, first) or `probe` (its id, last). */
export type MatchSetBinding = { strategy: 'lookup'; seqsJson: string } | { strategy: 'probe'; setId: number };

type ShapeOf = Pick<DatasetListQuery, 'filters' | 'sort' | 'order' | 'strategy'>;

/** The columns a list item is made from (pages select only seq; items are loaded by seq). */
export const LIST_COLUMNS =
  'd.seq, d.id, d.slug, d.title, d.category_id, d.format, d.license_type, d.price, d.item_count, d.composite, d.tier, d.hipaa, d.gdpr, d.total_sales, d.avg_rating, d.created_at';

/** Each filter's SQL, in the order its value is bound; `binds`: how many `?` the clause holds, each bound to the value. */
const FILTER_CLAUSES: ReadonlyArray<{ key: keyof DatasetFilters; sql: string; binds: 0 | 1 | 2 }> = [
  { key: 'match', sql: 'datasets_fts MATCH ?', binds: 1 }, // `drive` only: the others test the match set
  { key: 'categoryId', sql: 'd.category_id = ?', binds: 1 },
  { key: 'format', sql: 'd.format = ? COLLATE NOCASE', binds: 1 },
  // The label as written, or the licence type it names (docs/licences.md): `cc-by-4.0` finds "cc by 4.0" too.
  { key: 'licenseContains', sql: '(instr(lower(d.license_type), ?) > 0 OR instr(d.license_canonical, ?) > 0)', binds: 2 },
  { key: 'lqsMin', sql: 'd.composite >= ?', binds: 1 },
  { key: 'tier', sql: 'd.tier = ?', binds: 1 },
  { key: 'hipaaOnly', sql: 'd.hipaa = 1', binds: 0 },
  { key: 'gdprOnly', sql: 'd.gdpr = 1', binds: 0 },
  { key: 'priceMax', sql: 'd.price <= ?', binds: 1 },
];

const SORT_COLUMNS: Readonly<Record<SortField, string>> = {
  created_at: 'd.created_at',
  price: 'd.price',
  quality_score: 'd.composite',
  total_sales: 'd.total_sales',
};

/** Last in the WHERE clause, so that the index-column filters before it are tested first. */
const PROBE_CLAUSE = `${SEARCH_MATCH_FUNCTION}(?, d.seq)`;

/** CROSS JOIN keeps the match set as the outer loop: each member is one lookup by seq. */
const LOOKUP_FROM = 'json_each(?) AS m CROSS JOIN datasets d ON d.seq = m.value';

function isActive(value: DatasetFilters[keyof DatasetFilters]): boolean {
  return value !== null && value !== false;
}

/** Which filters are active, as a key: filter sets of one shape share statements. */
export function filterShapeKey(filters: DatasetFilters): string {
  let key = '';
  for (const clause of FILTER_CLAUSES) key += isActive(filters[clause.key]) ? '1' : '0';
  return key;
}

/** Identifies the SQL shape (which filters, which sort): queries of one shape share statements. */
export function listShapeKey(query: ShapeOf): string {
  return `${filterShapeKey(query.filters)}:${query.strategy ?? 'drive'}:${query.sort}:${query.order}`;
}

/** True when no filter narrows a search beyond its match and a known category (which the match holds as its facet). */
export function nothingBeyondSearch(filters: DatasetFilters): boolean {
  return FILTER_CLAUSES.every(
    (clause) => clause.key === 'match' || (clause.key === 'categoryId' && (filters.categoryId ?? 0) > 0) || !isActive(filters[clause.key]),
  );
}

/** True when the full-text match is the only filter (its match count is then the total). */
export function onlyMatchFilter(filters: DatasetFilters): boolean {
  return FILTER_CLAUSES.every((clause) => (clause.key === 'match') === isActive(filters[clause.key]));
}

/**
 * The count of the rows matching the filters; a full-text count never drives through FTS
 * (counting needs no ranking): it uses `strategy` when that is `lookup`, else `probe`.
 */
export function buildCountSql(filters: DatasetFilters, strategy?: SearchStrategy): string {
  return selectSql('count(*)', filters, filters.match === null ? null : strategy === 'lookup' ? 'lookup' : 'probe');
}

/**
 * The page SQL, selecting the seq of each row in order. Only published rows; ties broken by
 * seq so pages partition the result set. Not for relevance, which is ranked outside SQL (see
 * buildRankedChunkSql). LIMIT is bound through `+?`: a bare `LIMIT ?` makes SQLite re-plan
 * the statement on every execution (a third of a cached listing's time).
 */
export function buildPageSql(query: ShapeOf): string {
  if (query.sort === 'relevance') throw new Error('relevance is ranked by SearchRankings, not in SQL');
  const strategy = query.filters.match === null ? null : (query.strategy ?? 'drive');
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = `${SORT_COLUMNS[query.sort]} ${direction}, d.seq ${direction}`;
  return `${selectSql('d.seq', query.filters, strategy)} ORDER BY ${orderBy} LIMIT (+?) OFFSET ?`;
}

/**
 * The rows of a chunk of a ranking (bound like a `lookup` match set: seqs as a JSON array, in
 * rank order) that pass the filters besides the full-text match, in rank order.
 */
export function buildRankedChunkSql(filters: DatasetFilters): string {
  return `${selectSql('d.seq', filters, 'lookup')} ORDER BY m.key`;
}

function selectSql(columns: string, filters: DatasetFilters, strategy: SearchStrategy | null): string {
  let from = 'datasets d';
  if (strategy === 'drive') from = 'datasets_fts JOIN datasets d ON d.seq = datasets_fts.rowid';
  if (strategy === 'lookup') from = LOOKUP_FROM;
  const where = ['d.published = 1'];
  for (const clause of FILTER_CLAUSES) {
    if (isActive(filters[clause.key]) && !(clause.key === 'match' && strategy !== 'drive')) where.push(clause.sql);
  }
  if (strategy === 'probe') where.push(PROBE_CLAUSE);
  return `SELECT ${columns} FROM ${from} WHERE ${where.join(' AND ')}`;
}

/**
 * The values to bind, in the order of the `?`: the filters' values in clause order, with the
 * match text in its place (`drive`, or no binding given), or the match set bound instead:
 * its seqs first (`lookup`) or its id last (`probe`).
 */
export function filterArguments(filters: DatasetFilters, matchSet: MatchSetBinding | null = null): unknown[] {
  const search = filters.match === null ? null : matchSet;
  const args: unknown[] = search?.strategy === 'lookup' ? [search.seqsJson] : [];
  for (const clause of FILTER_CLAUSES) {
    if (clause.key === 'match' && search !== null) continue;
    const value = filters[clause.key];
    if (isActive(value)) for (let bound = 0; bound < clause.binds; bound++) args.push(value);
  }
  if (search?.strategy === 'probe') args.push(search.setId);
  return args;
}
