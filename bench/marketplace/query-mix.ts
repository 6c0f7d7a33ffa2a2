import { createRandom } from '@dmd/marketplace/testing';

/** What the query mix draws from: one entry per published dataset (or a sample of them). */
export interface VocabularyEntry {
  slug: string;
  title: string;
  category: string;
  price: number;
}

/**
 * The orders the mix asks for. `relevance` sends no sort: with `q` the marketplace then ranks
 * by relevance (a filtered listing without `q` falls back to its default, newest first;
 * json-server, which cannot rank, to its stored order).
 */
const BENCH_SORTS = [
  { sort: 'quality_score', order: 'desc' },
  { sort: 'price', order: 'asc' },
  { sort: 'total_sales', order: 'desc' },
  { sort: 'created_at', order: 'desc' },
  { sort: 'relevance', order: 'desc' },
] as const;

export interface BenchQuery {
  /** Full-text: one or two adjacent words of a real title. */
  q: string;
  category: string;
  priceMax: number;
  sort: (typeof BENCH_SORTS)[number]['sort'];
  order: (typeof BENCH_SORTS)[number]['order'];
  page: number;
  perPage: number;
}

const PRICE_STEPS = [50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000];
const STOP_WORDS = new Set(['with', 'from', 'and', 'for', 'the', 'of', 'in', 'on', 'to', 'a', 'an', 'by', 'at', 'set', 'data', 'dataset']);

/** Lower-case words of a title that are worth searching for. */
function searchableWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/**
 * A deterministic mix of realistic searches: each starts from a real dataset (so popular
 * words come up as often as they occur), searches one or two adjacent words of its title,
 * filters by its category and a round price cap at or above its price, sorts one of five
 * ways (one of them relevance) and asks for page 1 (mostly) to 3.
 */
export function buildQueryMix(vocabulary: readonly VocabularyEntry[], count: number, seed: number): BenchQuery[] {
  if (vocabulary.length === 0) throw new Error('the query mix needs a vocabulary');
  const random = createRandom(seed);
  const queries: BenchQuery[] = [];
  while (queries.length < count) {
    const entry = random.pick(vocabulary);
    const words = searchableWords(entry.title);
    if (words.length === 0) continue;
    const start = random.int(0, words.length - 1);
    const pair = random.chance(0.3) && start + 1 < words.length;
    const { sort, order } = random.pick(BENCH_SORTS);
    queries.push({
      q: pair ? `${words[start]} ${words[start + 1]}` : (words[start] as string),
      category: entry.category,
      priceMax: PRICE_STEPS.find((step) => step >= entry.price) ?? Math.ceil(entry.price),
      sort,
      order,
      page: random.weighted([
        { value: 1, weight: 7 },
        { value: 2, weight: 2 },
        { value: 3, weight: 1 },
      ]),
      perPage: 20,
    });
  }
  return queries;
}

const encode = (params: Record<string, string | number>): string =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** GET /v1/datasets with the query; without full text when `fullText` is false (a filtered listing). */
export function marketplacePath(query: BenchQuery, fullText: boolean): string {
  return `/v1/datasets?${encode({
    ...(fullText ? { q: query.q } : {}),
    category: query.category,
    price_max: query.priceMax,
    ...(query.sort === 'relevance' ? {} : { sort: query.sort, order: query.order }),
    page: query.page,
    per_page: query.perPage,
  })}`;
}

/** json-server's closest equivalent: `q` substring search, exact `category`, `price_lte`, `_sort/_order/_page/_limit`. */
export function jsonServerPath(query: BenchQuery, fullText: boolean): string {
  return `/datasets?${encode({
    ...(fullText ? { q: query.q } : {}),
    category: query.category,
    price_lte: query.priceMax,
    ...(query.sort === 'relevance' ? {} : { _sort: query.sort, _order: query.order }),
    _page: query.page,
    _limit: query.perPage,
  })}`;
}
