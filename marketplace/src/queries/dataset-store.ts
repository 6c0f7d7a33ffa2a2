import type Database from 'better-sqlite3';
import type { Category, QualityTier, SearchMatch } from '@dmd/shared/wire/api-types';
import {
  NO_FILTERS,
  buildCountSql,
  buildPageSql,
  filterArguments,
  filterShapeKey,
  LIST_COLUMNS,
  listShapeKey,
  onlyMatchFilter,
  type DatasetFilters,
  type DatasetListQuery,
  type MatchSetBinding,
  type SearchStrategy,
} from './dataset-list-query';
import { datasetSearchExpression, inColumn, withinCategory } from '../search/fts-query';
import { cheaperMatchStrategy } from '../search/match-strategy';
import { createRankedPages } from '../search/ranked-page';
import { buildSearchUnits, relaxedSearch, searchedWords, searchExpression, type SearchUnit } from '../search/search-expression';
import { correctQuery, type QueryCorrection } from '../search/query-correction';
import { createSearchMatchSets, type MatchSet } from '../search/search-match-sets';
import { createSearchRankings, type RankingSets } from '../search/search-ranking';
import { IGNORED_WORDS, SYNONYM_GROUPS } from '../search/search-synonyms';
import { readSearchTerms } from '../search/search-terms';
import { once } from '../compute-once';

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
  /** Null when scored from metadata only (no composite, no tier). */
  composite: number | null;
  tier: QualityTier | null;
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
  source: string;
  collection_method: string;
  collected_from: string;
  collected_to: string;
  upstream: string;
  seller_name: string;
  seller_verified: 0 | 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The page a warmed search runs (the app's page size; the ranking behind it is whole either way). */
const WARMED_PAGE_SIZE = 20;
/** The catalog never changes while serving, so counts of a filter set can be remembered. */
const COUNT_CACHE_SIZE = 10_000;
const DETAIL_SQL = `SELECT d.*, x.*, s.name AS seller_name, s.verified AS seller_verified
  FROM datasets d JOIN dataset_details x ON x.seq = d.seq JOIN sellers s ON s.id = d.seller_id WHERE d.published = 1 AND`;

/** A search as the list runs it (see DatasetStore.search). */
interface DatasetSearch {
  match: string;
  units: SearchUnit[];
  described: SearchMatch;
  correction: QueryCorrection | null;
}

/** Read access to the published catalog; every query excludes unpublished datasets. */
export interface DatasetStore {
  /** All categories with their published counts, by count desc then name. */
  readonly categories: readonly Category[];
  /** The list-item columns of a published dataset by its internal seq (as `list` returns them). */
  listRow(seq: number): DatasetListRow | undefined;
  categoryName(id: number): string;
  /** The category id for a name or slug in any case; -1 (matches nothing) when unknown. */
  resolveCategory(nameOrSlug: string): number;
  /**
   * A search for `text` within a category (null: any): its MATCH expression, the units it is
   * ranked by (see search-expression.ts) and how its datasets match the words, as the list says
   * it (`described`); null when the text has no words. When no dataset holds every word, those
   * that hold all but one (see relaxedSearch): `missing` names each word some of them lack.
   * A word the catalog does not know is corrected first (see query-correction.ts), unless
   * `asTyped`; `correction` says what changed, and the rest is about the corrected text.
   */
  search(text: string, categoryId: number | null, asTyped?: boolean): DatasetSearch | null;
  /**
   * Runs a search for `text` as its first request would (relevance, the first page), so that its
   * match sets and its ranking are cached: see search-warmup.ts.
   */
  prepareSearch(text: string): void;
  /**
   * The one-word searches whose first run costs the most, the costliest first: those matching
   * the most datasets (their lists are the longest to read). The candidates are the words of the
   * index that a buyer types in full (three letters or more: "d" or "20" is on the way to a word;
   * not one that says nothing, such as "with") and the entries of the synonym table; searches that
   * come to the same thing count once.
   */
  costliestSearches(limit: number): string[];
  /** How many match sets FTS5 has computed so far (the rest were cached). */
  matchSetsComputed(): number;
  /** A published dataset by UUID or slug. */
  findPublished(idOrSlug: string): DatasetRow | undefined;
  /**
   * One page of matching datasets as their seqs, in order, and the exact total. A full-text
   * search first takes its match set (cached per expression); the total is counted once per
   * filter set, and each part runs the cheaper way for the sizes at hand (see match-strategy).
   * Relevance pages come from the search's ranking (cached per expression, see search-ranking).
   */
  list(request: DatasetListQuery): { seqs: number[]; total: number };
}

export function openDatasetStore(db: Database.Database): DatasetStore {
  const rows = db
    .prepare(
      `SELECT c.id, c.name, c.slug, count(d.seq) AS count FROM categories c
       LEFT JOIN datasets d ON d.category_id = c.id AND d.published = 1
       GROUP BY c.id ORDER BY count DESC, c.name ASC`,
    )
    .all() as Array<Category & { id: number }>;
  const categories = rows.map(({ name, slug, count }) => ({ name, slug, count }));
  const categoryNames = new Map<number, string>();
  const categoryIds = new Map<string, number>();
  const categoryCounts = new Map<number, number>();
  for (const row of rows) {
    categoryCounts.set(row.id, row.count);
    categoryNames.set(row.id, row.name);
    categoryIds.set(row.name.toLowerCase(), row.id);
    categoryIds.set(row.slug, row.id);
  }
  const byId: Database.Statement<[string], DatasetRow> = db.prepare(`${DETAIL_SQL} d.id = ?`);
  const bySlug: Database.Statement<[string], DatasetRow> = db.prepare(`${DETAIL_SQL} d.slug = ?`);
  const listRowBySeq: Database.Statement<[number], DatasetListRow> = db.prepare(`SELECT ${LIST_COLUMNS} FROM datasets d WHERE d.seq = ? AND d.published = 1`);
  const pageStatements = new Map<string, Database.Statement<unknown[], number>>();
  const countStatements = new Map<string, Database.Statement<unknown[], number>>();
  const counts = new Map<string, number>();
  // What only a search with words reads is read at the first one (or the warm-up after the start):
  // the start, on the first results' path, reads the categories alone.
  const textSearch = once(() => {
    const searchTerms = readSearchTerms(db);
    return { searchTerms, matchSets: createSearchMatchSets(db, searchTerms) };
  });
  const publishedCount = rows.reduce((sum, row) => sum + row.count, 0);
  const rankings = createSearchRankings(publishedCount);
  const rankedPages = createRankedPages(db);
  // Each published dataset's category id by seq, and each category's size by id (see search-ranking),
  // from a covering index: reading the wide table would fill the page cache with all of it.
  const categoriesBySeq = once(() => {
    const maxSeq = (db.prepare('SELECT max(seq) FROM datasets').pluck().get() as number | null) ?? 0;
    const categoryOf = new Uint8Array(maxSeq + 1);
    // One number per row (a category id is a byte): a third of the time of reading rows of two columns.
    const seqAndCategory = db.prepare('SELECT seq * 256 + category_id FROM datasets INDEXED BY datasets_category_price WHERE published = 1').pluck();
    for (const packed of seqAndCategory.all() as number[]) categoryOf[Math.floor(packed / 256)] = packed % 256;
    const categorySizes = new Int32Array(Math.max(0, ...rows.map((row) => row.id)) + 1);
    for (const row of rows) categorySizes[row.id] = row.count;
    return { of: categoryOf, sizes: categorySizes };
  });

  /**
   * What a ranking reads: the match sets of each unit in the title, in the keywords, and of an
   * optional unit anywhere, within the category when one is asked for (FTS5 then skips most of a
   * common word's list); the datasets' categories when none is.
   */
  function rankingSets(categoryId: number | null): RankingSets {
    return {
      columns: (expression) => ({
        title: textSearch().matchSets.of(withinCategory(inColumn('title', expression), categoryId)),
        keywords: textSearch().matchSets.of(withinCategory(inColumn('keywords', expression), categoryId)),
      }),
      anywhere: (expression) => textSearch().matchSets.of(datasetSearchExpression(expression, categoryId)),
      categories: categoryId === null ? categoriesBySeq() : null,
    };
  }

  /** A count computed once per key (the catalog never changes while serving). */
  function remembered(key: string, compute: () => number): number {
    const cached = counts.get(key);
    if (cached !== undefined) return cached;
    const total = compute();
    if (counts.size >= COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value as string);
    counts.set(key, total);
    return total;
  }

  /** The exact number of rows matching all filters, computed once per filter set. */
  function total(filters: DatasetFilters, matches: MatchSet | null, rangeRows: number): number {
    // The index holds published datasets only, so a search without other filters is counted there.
    if (matches !== null && onlyMatchFilter(filters)) return matches.size;
    const filterShape = filterShapeKey(filters);
    return remembered(`${filterShape}|${JSON.stringify(filterArguments(filters))}`, () => {
      const strategy = matches === null ? null : cheaperMatchStrategy({ setSize: matches.size, rangeRows, total: null, rowsWanted: Infinity });
      const key = `${filterShape}:${strategy}`;
      let count = countStatements.get(key);
      if (count === undefined) {
        count = db.prepare<unknown[], number>(buildCountSql(filters, strategy ?? undefined)).pluck();
        countStatements.set(key, count);
      }
      return count.get(...filterArguments(filters, matches === null || strategy === null ? null : bindingOf(matches, strategy))) ?? 0;
    });
  }

  /** How many rows an index walk for these filters may cover: the category's, else all published ones. */
  function rowsInScope(filters: DatasetFilters): number {
    return filters.categoryId === null ? publishedCount : (categoryCounts.get(filters.categoryId) ?? 0);
  }

  function search(typed: string, categoryId: number | null, asTyped = false): DatasetSearch | null {
    const { searchTerms, matchSets } = textSearch();
    const correction = asTyped ? null : correctQuery(typed, searchTerms);
    const text = correction?.corrected ?? typed;
    const units = buildSearchUnits(text, searchTerms);
    if (units === null) return null;
    const words = searchedWords(text);
    const required = new Set(units.flatMap((unit) => (unit.optional ? [] : unit.typed.split(' '))));
    const described: SearchMatch = { kind: 'all_words', words, missing: [], not_found: words.filter((word) => !required.has(word)) };
    const match = datasetSearchExpression(searchExpression(units), categoryId);
    const relaxed = matchSets.of(match).size === 0 ? relaxedSearch(units) : null;
    if (relaxed === null) return { match, units, described, correction };
    const missing = relaxed.leftOut.filter((left) => matchSets.of(datasetSearchExpression(left.expression, categoryId)).size > 0).map((left) => left.typed);
    return {
      match: datasetSearchExpression(relaxed.expression, categoryId),
      units: relaxed.units,
      described: { ...described, kind: 'all_but_one', missing },
      correction,
    };
  }

  function list(request: DatasetListQuery): { seqs: number[]; total: number } {
    const { filters } = request;
    const matches = filters.match === null ? null : textSearch().matchSets.of(filters.match);
    if (matches !== null && matches.size === 0) return { seqs: [], total: 0 };
    const rangeRows = rowsInScope(filters);
    const found = total(filters, matches, rangeRows);
    if (request.offset >= found) return { seqs: [], total: found };

    if (matches !== null && request.sort === 'relevance') {
      if (request.units === undefined) throw new Error('relevance needs the units of the search (see DatasetStore.search)');
      const ranking = rankings.of(filters.match as string, request.units, matches, rankingSets(filters.categoryId));
      return { seqs: rankedPages.page(ranking, filters, request.order, request.offset, request.limit), total: found };
    }
    const strategy: SearchStrategy | undefined =
      matches === null ? undefined : cheaperMatchStrategy({ setSize: matches.size, rangeRows, total: found, rowsWanted: request.offset + request.limit });
    const query = { ...request, strategy };
    const shape = listShapeKey(query);
    let page = pageStatements.get(shape);
    if (page === undefined) {
      page = db.prepare<unknown[], number>(buildPageSql(query)).pluck();
      pageStatements.set(shape, page);
    }
    const binding = matches === null || strategy === undefined ? null : bindingOf(matches, strategy);
    return { seqs: page.all(...filterArguments(filters, binding), request.limit, request.offset), total: found };
  }

  return {
    categories,
    listRow: (seq) => listRowBySeq.get(seq),
    categoryName: (id) => categoryNames.get(id) ?? 'Unknown',
    resolveCategory: (nameOrSlug) => categoryIds.get(nameOrSlug.trim().toLowerCase()) ?? -1,
    search,
    prepareSearch(text) {
      const prepared = search(text, null);
      if (prepared === null) return;
      list({ filters: { ...NO_FILTERS, match: prepared.match }, sort: 'relevance', order: 'desc', limit: WARMED_PAGE_SIZE, offset: 0, units: prepared.units });
    },
    costliestSearches(limit) {
      const ignored = new Set(IGNORED_WORDS);
      const typedInFull = (term: string) => /[a-z].*[a-z].*[a-z]/.test(term) && !ignored.has(term);
      const { searchTerms } = textSearch();
      const candidates = [...searchTerms.all().filter(typedInFull), ...SYNONYM_GROUPS.flat()];
      const bySearch = new Map<string, { text: string; datasets: number }>();
      for (const text of candidates) {
        const units = buildSearchUnits(text, searchTerms);
        if (units === null) continue;
        const key = searchExpression(units);
        const datasets = units.reduce((most, unit) => Math.max(most, unit.datasets), 0);
        if (Number.isFinite(datasets) && !bySearch.has(key)) bySearch.set(key, { text, datasets });
      }
      return [...bySearch.values()]
        .sort((a, b) => b.datasets - a.datasets || (a.text < b.text ? -1 : 1))
        .slice(0, Math.max(0, limit))
        .map(({ text }) => text);
    },
    matchSetsComputed: () => textSearch().matchSets.computed(),
    findPublished(idOrSlug) {
      const key = idOrSlug.toLowerCase();
      return UUID.test(key) ? byId.get(key) : bySlug.get(key);
    },
    list,
  };
}

function bindingOf(matches: MatchSet, strategy: Exclude<SearchStrategy, 'drive'>): MatchSetBinding {
  return strategy === 'lookup' ? { strategy, seqsJson: matches.seqsJson() } : { strategy, setId: matches.id };
}
