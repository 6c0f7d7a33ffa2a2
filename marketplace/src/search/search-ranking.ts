import { SEARCHED_COLUMN_WEIGHTS } from './fts-query';
import { anyOf, unitExpression, type SearchUnit } from './search-expression';
import type { MatchSet } from './search-match-sets';

/**
 * Relevance: the datasets a search matches, best first. Each unit of the search (a word, or a
 * synonym phrase, see search-expression.ts) that a dataset holds adds its weight times where it
 * was found: in the title, the keywords or only the description (SEARCHED_COLUMN_WEIGHTS, the
 * best column that holds it counts; the words as typed above their synonyms, whole words above
 * mere completions of the last word and related words), plus its weight times how much the
 * search is about the dataset's category (CATEGORY_WEIGHT, below). A unit's weight is
 * BM25's inverse document frequency of the whole unit, so a rare spelling among its synonyms
 * ("robots" of "robots.txt" beside "robotics") weighs no more than a common one. Ties keep
 * catalog order (seq), so pages partition the results.
 *
 * FTS5's bm25() could not do this: it weighs every spelled-out form on its own, rare forms
 * first, and scores every match on every request (30-60 ms for a common word in 100,000
 * datasets). Here "where was the unit found" comes from cached match sets of the unit in the
 * title and in the keywords (small columns), and a ranking is computed once per search.
 * Optional units (words read only through related words, or every unit of an all-but-one
 * search) first rank by how many specific ones a dataset holds (HELD_SCALE).
 */

/** A find through a synonym only ("radiographs" for "x-rays") counts this much of the words as typed. */
const SYNONYM_WEIGHT = 0.8;

/** A find through the last word's completions only ("car" → "cardiac") counts this much of a whole word. */
const COMPLETION_WEIGHT = 0.5;

/** A find through a related word only ("emails" for "spam") counts this much of a word as typed. */
const RELATED_WEIGHT = 0.5;

/**
 * What being in the category the search is most about counts, next to a title (4): a search
 * finds a share of each category's datasets, and the category where that share is largest is
 * what the search is about ("cars": most driving datasets, one speech kind of "in-car" voice
 * commands), so its datasets come before a passing mention elsewhere. Other categories count
 * in proportion to their share. Not used within one category.
 */
export const CATEGORY_WEIGHT = 4;

/**
 * A unit held by this share of the catalog or more is generic ("detection", "images",
 * "records"): it says little of what a buyer wants.
 */
const GENERIC_SHARE = 0.1;

/**
 * Above any score of where the units were found (at most 12 units × an IDF of about 12 × 8): the
 * number of specific (not generic) optional units a dataset holds ranks it first. So, of
 * datasets lacking a word, those holding more of the specific words come first, and a generic
 * word found in a title ("detection") never outranks a specific one ("defect") found in a
 * description; among equals, the score (rarer words weigh more) decides.
 */
const HELD_SCALE = 10_000;

/** Memory the cached rankings may take together (4 bytes per ranked dataset). */
const DEFAULT_BUDGET_BYTES = 4 * 2 ** 20;

/**
 * Where to find a unit: the datasets holding it (an FTS5 expression) in the title and in the
 * keywords, at least among those the search matches.
 */
type ColumnSets = (expression: string) => { title: MatchSet; keywords: MatchSet };

/** What a ranking reads besides the matches (see DatasetStore). */
export interface RankingSets {
  columns: ColumnSets;
  /** The datasets holding an optional unit anywhere (an optional unit may be missing). */
  anywhere(expression: string): MatchSet;
  /** Each published dataset's category by seq, and each category's size; null within one category. */
  categories: { of: Uint8Array; sizes: ArrayLike<number> } | null;
}

interface UnitScorer {
  weight: number;
  /** Not generic (see GENERIC_SHARE). */
  specific: boolean;
  /** For an optional unit, the datasets that hold it. */
  holders: MatchSet | null;
  parts: Array<{ title: MatchSet; keywords: MatchSet; factor: number }>;
}

/** BM25's inverse document frequency (the form that never goes negative). */
export function inverseDocumentFrequency(datasets: number, datasetCount: number): number {
  const n = Math.min(datasets, datasetCount);
  return Math.log(1 + (datasetCount - n + 0.5) / (n + 0.5));
}

/** The members of `matches` (the datasets matching the search), best first. */
export function rankMatches(matches: MatchSet, units: readonly SearchUnit[], sets: RankingSets, datasetCount: number): Int32Array {
  const scorers: UnitScorer[] = units.map((unit) => {
    // Each kind of phrase counts its share, or in full when it is all the unit has.
    const parts: UnitScorer['parts'] = [];
    if (unit.words.length > 0) parts.push({ ...sets.columns(anyOf(unit.words)), factor: 1 });
    if (unit.synonyms.length > 0) parts.push({ ...sets.columns(anyOf(unit.synonyms)), factor: parts.length > 0 ? SYNONYM_WEIGHT : 1 });
    if (unit.related.length > 0) parts.push({ ...sets.columns(anyOf(unit.related)), factor: parts.length > 0 ? RELATED_WEIGHT : 1 });
    if (unit.prefix !== null) parts.push({ ...sets.columns(unit.prefix), factor: parts.length > 0 ? COMPLETION_WEIGHT : 1 });
    const holders = unit.optional ? sets.anywhere(unitExpression(unit)) : null;
    return { weight: inverseDocumentFrequency(unit.datasets, datasetCount), specific: unit.datasets < GENERIC_SHARE * datasetCount, holders, parts };
  });
  const { title, keywords, description } = SEARCHED_COLUMN_WEIGHTS;
  const members = matches.members();
  const aboutCategory = categoryAffinity(members, sets.categories);
  const scores = new Float64Array(members.length);
  const countByScore = new Map<number, number>();
  for (let i = 0; i < members.length; i++) {
    const seq = members[i] as number;
    const about = aboutCategory === null ? 0 : CATEGORY_WEIGHT * (aboutCategory[sets.categories?.of[seq] ?? 0] ?? 0);
    let score = 0;
    let held = 0;
    for (const { weight, specific, holders, parts } of scorers) {
      if (holders !== null && !holders.has(seq)) continue;
      if (holders !== null && specific) held += 1;
      let found = 0;
      for (const part of parts) {
        const column = part.title.has(seq) ? title : part.keywords.has(seq) ? keywords : 0;
        found = Math.max(found, column * part.factor);
      }
      // It matched, so a unit seen in neither title nor keywords is in the description.
      score += weight * ((found === 0 ? description : found) + about);
    }
    const total = held * HELD_SCALE + score;
    scores[i] = total;
    countByScore.set(total, (countByScore.get(total) ?? 0) + 1);
  }
  // A counting sort by score, best first; members are in seq order, and so stay within a score.
  const next = new Map<number, number>();
  let offset = 0;
  for (const score of [...countByScore.keys()].sort((a, b) => b - a)) {
    next.set(score, offset);
    offset += countByScore.get(score) as number;
  }
  const ranked = new Int32Array(members.length);
  for (let i = 0; i < members.length; i++) {
    const score = scores[i] as number;
    const at = next.get(score) as number;
    ranked[at] = members[i] as number;
    next.set(score, at + 1);
  }
  return ranked;
}

/**
 * By category id, how much the matches are about it: the share of the category's datasets they
 * hold, as a fraction of the largest share. Null within one category (all share it).
 */
function categoryAffinity(members: Int32Array, categories: RankingSets['categories']): Float64Array | null {
  if (categories === null) return null;
  const counts = new Float64Array(categories.sizes.length);
  for (const seq of members) {
    const id = categories.of[seq] ?? 0;
    counts[id] = (counts[id] ?? 0) + 1;
  }
  let largest = 0;
  for (let id = 0; id < counts.length; id++) {
    const size = categories.sizes[id] ?? 0;
    counts[id] = size === 0 ? 0 : (counts[id] as number) / size;
    largest = Math.max(largest, counts[id] as number);
  }
  if (largest > 0) for (let id = 0; id < counts.length; id++) counts[id] = (counts[id] as number) / largest;
  return counts;
}

/**
 * Rankings computed once per search and kept in an LRU bounded by memory (the catalog never
 * changes while serving). Keyed by the units too: "xray" and "x-rays" match the same datasets
 * but rank them differently (only the second has typed words to prefer over synonyms).
 */
export interface SearchRankings {
  /** The ranking of the datasets `matches` holds, those of the search `expression` made of `units`. */
  of(expression: string, units: readonly SearchUnit[], matches: MatchSet, sets: RankingSets): Int32Array;
}

export function createSearchRankings(datasetCount: number, budgetBytes = DEFAULT_BUDGET_BYTES): SearchRankings {
  const rankings = new Map<string, Int32Array>();
  let bytes = 0;
  return {
    of(expression, units, matches, sets) {
      const key = `${expression}\n${JSON.stringify(units)}`;
      const cached = rankings.get(key);
      if (cached !== undefined) {
        rankings.delete(key);
        rankings.set(key, cached);
        return cached;
      }
      const ranked = rankMatches(matches, units, sets, datasetCount);
      rankings.set(key, ranked);
      bytes += ranked.byteLength;
      for (const [cachedKey, ranking] of rankings) {
        if (bytes <= budgetBytes || ranking === ranked) break;
        rankings.delete(cachedKey);
        bytes -= ranking.byteLength;
      }
      return ranked;
    },
  };
}
