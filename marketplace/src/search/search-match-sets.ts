import type Database from 'better-sqlite3';
import { spellOutPrefixes } from './fts-query';
import type { SearchTerms } from './search-terms';

/** The SQL function that tests a row against a cached match set: `search_match(<set id>, d.seq)`. */
export const SEARCH_MATCH_FUNCTION = 'search_match';

/** Memory the cached sets may take together (each is at most one bit per dataset). */
const DEFAULT_BUDGET_BYTES = 12 * 2 ** 20;

/**
 * The datasets one full-text expression matches, as computed by FTS5 once. Small sets are a
 * sorted list of seqs, large ones a bitmap over all seqs; either is exact.
 */
export interface MatchSet {
  readonly id: number;
  readonly size: number;
  readonly bytes: number;
  /** The seqs as a JSON array, ascending (for binding a small set to SQL). */
  seqsJson(): string;
  /** The seqs, ascending. */
  members(): Int32Array;
  has(seq: number): boolean;
}

function sortedMatchSet(id: number, sorted: Int32Array): MatchSet {
  return {
    id,
    size: sorted.length,
    bytes: sorted.byteLength,
    seqsJson: () => JSON.stringify(Array.from(sorted)),
    members: () => sorted,
    has(seq) {
      let low = 0;
      let high = sorted.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const value = sorted[middle] as number;
        if (value === seq) return true;
        if (value < seq) low = middle + 1;
        else high = middle - 1;
      }
      return false;
    },
  };
}

function bitmapMatchSet(id: number, seqs: Int32Array, bitmapWords: number): MatchSet {
  const bits = new Uint32Array(bitmapWords);
  for (const seq of seqs) bits[seq >>> 5] = (bits[seq >>> 5] as number) | (1 << (seq & 31));
  const size = seqs.length;
  const members = (): Int32Array => {
    const found = new Int32Array(size);
    let count = 0;
    for (let word = 0; word < bits.length; word++) {
      const value = bits[word] as number;
      if (value === 0) continue;
      for (let bit = 0; bit < 32; bit++) if ((value & (1 << bit)) !== 0) found[count++] = word * 32 + bit;
    }
    return found;
  };
  return {
    id,
    size,
    bytes: bits.byteLength,
    seqsJson: () => JSON.stringify(Array.from(members())),
    members,
    has: (seq) => seq >= 0 && ((bits[seq >>> 5] ?? 0) & (1 << (seq & 31))) !== 0,
  };
}

/** The set of `seqs` (ascending): a sorted list when smaller than a bitmap over all seqs up to `maxSeq`, else that bitmap. */
export function createMatchSet(id: number, seqs: Int32Array, maxSeq: number): MatchSet {
  const bitmapWords = (maxSeq >>> 5) + 1;
  return seqs.length < bitmapWords ? sortedMatchSet(id, seqs) : bitmapMatchSet(id, seqs, bitmapWords);
}

/**
 * Match sets of full-text expressions, computed by FTS5 once per expression (prefixes spelled
 * out, see spellOutPrefixes) and kept in an LRU bounded by memory: the catalog never changes
 * while serving, so a set stays exact. Queries then test rows against a set with
 * `search_match(id, d.seq)` while they walk a filter/sort index and stop at the page's LIMIT,
 * or look a small set's members up, instead of running the full-text search again (and
 * materialising all its rows) in every statement. One instance per connection: it registers
 * the SQL function on it.
 */
export interface SearchMatchSets {
  /** How many sets FTS5 has computed (the rest came from the cache). */
  computed(): number;
  /** The set of an FTS5 MATCH expression (see datasetSearchExpression). */
  of(expression: string): MatchSet;
}

export function createSearchMatchSets(db: Database.Database, terms: SearchTerms, budgetBytes = DEFAULT_BUDGET_BYTES): SearchMatchSets {
  const sets = new Map<string, MatchSet>();
  const byId = new Map<number, MatchSet>();
  // One JSON array instead of a row per match: JSON.parse builds it natively, in a third less time.
  const matchingSeqs = db
    .prepare<[string], string>('SELECT json_group_array(rowid) FROM (SELECT rowid FROM datasets_fts WHERE datasets_fts MATCH ? ORDER BY rowid)')
    .pluck();
  const maxSeq = (db.prepare('SELECT max(seq) FROM datasets').pluck().get() as number | null) ?? 0;
  let nextId = 1;
  let bytes = 0;
  let computedSets = 0;
  /** The set the SQL function tested last: a statement tests one set, row after row. */
  let lastTested: MatchSet | null = null;

  function setById(id: number): MatchSet {
    if (lastTested?.id === id) return lastTested;
    const set = byId.get(id);
    if (set === undefined) throw new Error(`${SEARCH_MATCH_FUNCTION}: no match set ${id}`);
    lastTested = set;
    return set;
  }

  function evictBeyondBudget(keep: MatchSet): void {
    for (const [expression, set] of sets) {
      if (bytes <= budgetBytes) return;
      if (set === keep) continue;
      sets.delete(expression);
      byId.delete(set.id);
      bytes -= set.bytes;
      if (lastTested === set) lastTested = null;
    }
  }

  db.function(SEARCH_MATCH_FUNCTION, { deterministic: true, directOnly: true }, (setId: unknown, seq: unknown) =>
    setById(setId as number).has(seq as number) ? 1 : 0,
  );

  return {
    computed: () => computedSets,
    of(expression) {
      const cached = sets.get(expression);
      if (cached !== undefined) {
        // Re-inserting moves it to the young end of the LRU order.
        sets.delete(expression);
        sets.set(expression, cached);
        return cached;
      }
      const spelledOut = spellOutPrefixes(expression, (prefix, limit) => terms.withPrefix(prefix, limit));
      const seqs = JSON.parse(matchingSeqs.get(spelledOut) ?? '[]') as number[];
      computedSets += 1;
      const set = createMatchSet(nextId++, Int32Array.from(seqs), maxSeq);
      sets.set(expression, set);
      byId.set(set.id, set);
      bytes += set.bytes;
      evictBeyondBudget(set);
      return set;
    },
  };
}
