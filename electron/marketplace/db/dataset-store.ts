import type Database from 'better-sqlite3';
import type { Category, QualityTier, SearchMatch } from '../../../shared/api-types';
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
import { datasetSearchExpression, inColumn, withinCategory } from './fts-query';
import { cheaperMatchStrategy } from './match-strategy';
import { RankedPages } from './ranked-page';
import { buildSearchUnits, relaxedSearch, searchedWords, searchExpression, type SearchUnit } from './search-expression';
import { SearchMatchSets, type MatchSet } from './search-match-sets';
import { SearchRankings, type RankingSets } from './search-ranking';
import { IGNORED_WORDS, SYNONYM_GROUPS } from './search-synonyms';
import { SearchTerms } from './search-terms';

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

/** Read access to the published catalog; every query excludes unpublished datasets. */
export class DatasetStore {
  /** All categories with their published counts, by count desc then name. */
  readonly categories: readonly Category[];
  private readonly categoryNames = new Map<number, string>();
  private readonly categoryIds = new Map<string, number>();
  private readonly byId: Database.Statement<[string], DatasetRow>;
  private readonly bySlug: Database.Statement<[string], DatasetRow>;
  private readonly listRowBySeq: Database.Statement<[number], DatasetListRow>;
  private readonly pageStatements = new Map<string, Database.Statement<unknown[], number>>();
  private readonly countStatements = new Map<string, Database.Statement<unknown[], number>>();
  private readonly counts = new Map<string, number>();
  private readonly matchSets: SearchMatchSets;
  private readonly searchTerms: SearchTerms;
  private readonly rankings: SearchRankings;
  private readonly rankedPages: RankedPages;
  private readonly categoryCounts = new Map<number, number>();
  private readonly publishedCount: number;
  /** Each published dataset's category id by seq, and each category's size by id (see search-ranking). */
  private readonly categoriesBySeq: { of: Uint8Array; sizes: Int32Array };

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
      this.categoryCounts.set(row.id, row.count);
      this.categoryNames.set(row.id, row.name);
      this.categoryIds.set(row.name.toLowerCase(), row.id);
      this.categoryIds.set(row.slug, row.id);
    }
    this.byId = db.prepare(`${DETAIL_SQL} d.id = ?`);
    this.bySlug = db.prepare(`${DETAIL_SQL} d.slug = ?`);
    this.listRowBySeq = db.prepare(`SELECT ${LIST_COLUMNS} FROM datasets d WHERE d.seq = ? AND d.published = 1`);
    this.searchTerms = SearchTerms.ofIndex(db);
    this.matchSets = new SearchMatchSets(db, this.searchTerms);
    this.publishedCount = rows.reduce((sum, row) => sum + row.count, 0);
    this.rankings = new SearchRankings(this.publishedCount);
    this.rankedPages = new RankedPages(db);
    // From a covering index: reading the wide table would fill the page cache with all of it.
    const maxSeq = (db.prepare('SELECT max(seq) FROM datasets').pluck().get() as number | null) ?? 0;
    const of = new Uint8Array(maxSeq + 1);
    const categoryOfSeq = db.prepare('SELECT seq, category_id FROM datasets INDEXED BY datasets_category_price WHERE published = 1').raw();
    for (const [seq, categoryId] of categoryOfSeq.iterate() as IterableIterator<[number, number]>) of[seq] = categoryId;
    const sizes = new Int32Array(Math.max(0, ...rows.map((row) => row.id)) + 1);
    for (const row of rows) sizes[row.id] = row.count;
    this.categoriesBySeq = { of, sizes };
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

  /**
   * A search for `text` within a category (null: any): its MATCH expression, the units it is
   * ranked by (see search-expression.ts) and how its datasets match the words, as the list says
   * it (`described`); null when the text has no words. When no dataset holds every word, those
   * that hold all but one (see relaxedSearch): `missing` names each word some of them lack.
   */
  search(text: string, categoryId: number | null): { match: string; units: SearchUnit[]; described: SearchMatch } | null {
    const units = buildSearchUnits(text, this.searchTerms);
    if (units === null) return null;
    const words = searchedWords(text);
    const required = new Set(units.flatMap((unit) => (unit.optional ? [] : unit.typed.split(' '))));
    const described: SearchMatch = { kind: 'all_words', words, missing: [], not_found: words.filter((word) => !required.has(word)) };
    const match = datasetSearchExpression(searchExpression(units), categoryId);
    const relaxed = this.matchSets.of(match).size === 0 ? relaxedSearch(units) : null;
    if (relaxed === null) return { match, units, described };
    const missing = relaxed.leftOut.filter((left) => this.matchSets.of(datasetSearchExpression(left.expression, categoryId)).size > 0).map((left) => left.typed);
    return { match: datasetSearchExpression(relaxed.expression, categoryId), units: relaxed.units, described: { ...described, kind: 'all_but_one', missing } };
  }

  /**
   * Runs a search for `text` as its first request would (relevance, the first page), so that its
   * match sets and its ranking are cached: see search-warmup.ts.
   */
  prepareSearch(text: string): void {
    const search = this.search(text, null);
    if (search === null) return;
    this.list({ filters: { ...NO_FILTERS, match: search.match }, sort: 'relevance', order: 'desc', limit: WARMED_PAGE_SIZE, offset: 0, units: search.units });
  }

  /**
   * The one-word searches whose first run costs the most, the costliest first: those matching
   * the most datasets (their lists are the longest to read). The candidates are the words of the
   * index that a buyer types in full (three letters or more: "d" or "20" is on the way to a word;
   * not one that says nothing, such as "with") and the entries of the synonym table; searches that
   * come to the same thing count once.
   */
  costliestSearches(limit: number): string[] {
    const ignored = new Set(IGNORED_WORDS);
    const typedInFull = (term: string) => /[a-z].*[a-z].*[a-z]/.test(term) && !ignored.has(term);
    const candidates = [...this.searchTerms.all().filter(typedInFull), ...SYNONYM_GROUPS.flat()];
    const bySearch = new Map<string, { text: string; datasets: number }>();
    for (const text of candidates) {
      const units = buildSearchUnits(text, this.searchTerms);
      if (units === null) continue;
      const key = searchExpression(units);
      const datasets = units.reduce((most, unit) => Math.max(most, unit.datasets), 0);
      if (Number.isFinite(datasets) && !bySearch.has(key)) bySearch.set(key, { text, datasets });
    }
    return [...bySearch.values()]
      .sort((a, b) => b.datasets - a.datasets || (a.text < b.text ? -1 : 1))
      .slice(0, Math.max(0, limit))
      .map(({ text }) => text);
  }

  /** How many match sets FTS5 has computed so far (the rest were cached). */
  get matchSetsComputed(): number {
    return this.matchSets.computed;
  }

  /** A published dataset by UUID or slug. */
  findPublished(idOrSlug: string): DatasetRow | undefined {
    const key = idOrSlug.toLowerCase();
    return UUID.test(key) ? this.byId.get(key) : this.bySlug.get(key);
  }

  /**
   * One page of matching datasets as their seqs, in order, and the exact total. A full-text
   * search first takes its match set (cached per expression); the total is counted once per
   * filter set, and each part runs the cheaper way for the sizes at hand (see match-strategy).
   * Relevance pages come from the search's ranking (cached per expression, see search-ranking).
   */
  list(request: DatasetListQuery): { seqs: number[]; total: number } {
    const { filters } = request;
    const matches = filters.match === null ? null : this.matchSets.of(filters.match);
    if (matches !== null && matches.size === 0) return { seqs: [], total: 0 };
    const rangeRows = this.rowsInScope(filters);
    const total = this.total(filters, matches, rangeRows);
    if (request.offset >= total) return { seqs: [], total };

    if (matches !== null && request.sort === 'relevance') {
      if (request.units === undefined) throw new Error('relevance needs the units of the search (see DatasetStore.search)');
      const ranking = this.rankings.of(filters.match as string, request.units, matches, this.rankingSets(filters.categoryId));
      return { seqs: this.rankedPages.page(ranking, filters, request.order, request.offset, request.limit), total };
    }
    const strategy: SearchStrategy | undefined =
      matches === null ? undefined : cheaperMatchStrategy({ setSize: matches.size, rangeRows, total, rowsWanted: request.offset + request.limit });
    const query = { ...request, strategy };
    const shape = listShapeKey(query);
    let page = this.pageStatements.get(shape);
    if (page === undefined) {
      page = this.db.prepare<unknown[], number>(buildPageSql(query)).pluck();
      this.pageStatements.set(shape, page);
    }
    const binding = matches === null || strategy === undefined ? null : bindingOf(matches, strategy);
    return { seqs: page.all(...filterArguments(filters, binding), request.limit, request.offset), total };
  }

  /**
   * What a ranking reads: the match sets of each unit in the title, in the keywords, and of an
   * optional unit anywhere, within the category when one is asked for (FTS5 then skips most of a
   * common word's list); the datasets' categories when none is.
   */
  private rankingSets(categoryId: number | null): RankingSets {
    return {
      columns: (expression) => ({
        title: this.matchSets.of(withinCategory(inColumn('title', expression), categoryId)),
        keywords: this.matchSets.of(withinCategory(inColumn('keywords', expression), categoryId)),
      }),
      anywhere: (expression) => this.matchSets.of(datasetSearchExpression(expression, categoryId)),
      categories: categoryId === null ? this.categoriesBySeq : null,
    };
  }

  /** The exact number of rows matching all filters, computed once per filter set. */
  private total(filters: DatasetFilters, matches: MatchSet | null, rangeRows: number): number {
    // The index holds published datasets only, so a search without other filters is counted there.
    if (matches !== null && onlyMatchFilter(filters)) return matches.size;
    const filterShape = filterShapeKey(filters);
    return this.remembered(`${filterShape}|${JSON.stringify(filterArguments(filters))}`, () => {
      const strategy = matches === null ? null : cheaperMatchStrategy({ setSize: matches.size, rangeRows, total: null, rowsWanted: Infinity });
      const key = `${filterShape}:${strategy}`;
      let count = this.countStatements.get(key);
      if (count === undefined) {
        count = this.db.prepare<unknown[], number>(buildCountSql(filters, strategy ?? undefined)).pluck();
        this.countStatements.set(key, count);
      }
      return count.get(...filterArguments(filters, matches === null || strategy === null ? null : bindingOf(matches, strategy))) ?? 0;
    });
  }

  /** How many rows an index walk for these filters may cover: the category's, else all published ones. */
  private rowsInScope(filters: DatasetFilters): number {
    return filters.categoryId === null ? this.publishedCount : (this.categoryCounts.get(filters.categoryId) ?? 0);
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

function bindingOf(matches: MatchSet, strategy: Exclude<SearchStrategy, 'drive'>): MatchSetBinding {
  return strategy === 'lookup' ? { strategy, seqsJson: matches.seqsJson() } : { strategy, setId: matches.id };
}
