import { SEARCHED_COLUMN_WEIGHTS } from './fts-query';
import { anyOf, type SearchUnit } from './search-expression';
import type { MatchSet } from './search-match-sets';

/**
 * Relevance: the datasets a search matches, best first. Each unit of the search (a word, or a
 * synonym phrase, see search-expression.ts) adds its weight times where it was found: in the
 * title, the keywords or only the description (SEARCHED_COLUMN_WEIGHTS, the best column that
 * holds it counts; the words as typed above their synonyms, whole words above mere completions
 * of the last word). A unit's weight is
 * BM25's inverse document frequency of the whole unit, so a rare spelling among its synonyms
 * ("robots" of "robots.txt" beside "robotics") weighs no more than a common one. Ties keep
 * catalog order (seq), so pages partition the results.
 *
 * FTS5's bm25() could not do this: it weighs every spelled-out form on its own, rare forms
 * first, and scores every match on every request (30-60 ms for a common word in 100,000
 * datasets). Here "where was the unit found" comes from cached match sets of the unit in the
 * title and in the keywords (small columns), and a ranking is computed once per search.
 */

/** A find through a synonym only ("radiographs" for "x-rays") counts this much of the words as typed. */
const SYNONYM_WEIGHT = 0.8;

/** A find through the last word's completions only ("car" → "cardiac") counts this much of a whole word. */
const COMPLETION_WEIGHT = 0.5;

/** Memory the cached rankings may take together (4 bytes per ranked dataset). */
const DEFAULT_BUDGET_BYTES = 4 * 2 ** 20;

/**
 * Where to find a unit: the datasets holding it (an FTS5 expression) in the title and in the
 * keywords, at least among those the search matches.
 */
export type ColumnSets = (expression: string) => { title: MatchSet; keywords: MatchSet };

interface UnitScorer {
  weight: number;
  parts: Array<{ title: MatchSet; keywords: MatchSet; factor: number }>;
}

/** BM25's inverse document frequency (the form that never goes negative). */
export function inverseDocumentFrequency(datasets: number, datasetCount: number): number {
  const n = Math.min(datasets, datasetCount);
  return Math.log(1 + (datasetCount - n + 0.5) / (n + 0.5));
}

/** The members of `matches` (the datasets matching every unit), best first. */
export function rankMatches(matches: MatchSet, units: readonly SearchUnit[], columnSets: ColumnSets, datasetCount: number): Int32Array {
  const scorers: UnitScorer[] = units.map((unit) => {
    // Each kind of phrase counts its share, or in full when it is all the unit has.
    const parts: UnitScorer['parts'] = [];
    if (unit.words.length > 0) parts.push({ ...columnSets(anyOf(unit.words)), factor: 1 });
    if (unit.synonyms.length > 0) parts.push({ ...columnSets(anyOf(unit.synonyms)), factor: parts.length > 0 ? SYNONYM_WEIGHT : 1 });
    if (unit.prefix !== null) parts.push({ ...columnSets(unit.prefix), factor: parts.length > 0 ? COMPLETION_WEIGHT : 1 });
    return { weight: inverseDocumentFrequency(unit.datasets, datasetCount), parts };
  });
  const { title, keywords, description } = SEARCHED_COLUMN_WEIGHTS;
  const members = matches.members();
  const scores = new Float64Array(members.length);
  const countByScore = new Map<number, number>();
  for (let i = 0; i < members.length; i++) {
    const seq = members[i] as number;
    let score = 0;
    for (const { weight, parts } of scorers) {
      let found = 0;
      for (const part of parts) {
        const column = part.title.has(seq) ? title : part.keywords.has(seq) ? keywords : 0;
        found = Math.max(found, column * part.factor);
      }
      // It matched, so a unit seen in neither title nor keywords is in the description.
      score += weight * (found === 0 ? description : found);
    }
    scores[i] = score;
    countByScore.set(score, (countByScore.get(score) ?? 0) + 1);
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
 * Rankings computed once per search and kept in an LRU bounded by memory (the catalog never
 * changes while serving). Keyed by the units too: "xray" and "x-rays" match the same datasets
 * but rank them differently (only the second has typed words to prefer over synonyms).
 */
export class SearchRankings {
  private readonly rankings = new Map<string, Int32Array>();
  private bytes = 0;

  constructor(
    private readonly datasetCount: number,
    private readonly budgetBytes = DEFAULT_BUDGET_BYTES,
  ) {}

  /** The ranking of the datasets `matches` holds, those of the search `expression` made of `units`. */
  of(expression: string, units: readonly SearchUnit[], matches: MatchSet, columnSets: ColumnSets): Int32Array {
    const key = `${expression}\n${JSON.stringify(units)}`;
    const cached = this.rankings.get(key);
    if (cached !== undefined) {
      this.rankings.delete(key);
      this.rankings.set(key, cached);
      return cached;
    }
    const ranked = rankMatches(matches, units, columnSets, this.datasetCount);
    this.rankings.set(key, ranked);
    this.bytes += ranked.byteLength;
    for (const [key, ranking] of this.rankings) {
      if (this.bytes <= this.budgetBytes || ranking === ranked) break;
      this.rankings.delete(key);
      this.bytes -= ranking.byteLength;
    }
    return ranked;
  }
}
