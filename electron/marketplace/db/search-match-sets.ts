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
export class MatchSet {
  readonly size: number;
  readonly bytes: number;
  private readonly sorted: Int32Array | null;
  private readonly bits: Uint32Array | null;

  constructor(
    readonly id: number,
    seqs: Int32Array,
    maxSeq: number,
  ) {
    this.size = seqs.length;
    const bitmapWords = (maxSeq >>> 5) + 1;
    if (seqs.length < bitmapWords) {
      this.sorted = seqs;
      this.bits = null;
      this.bytes = seqs.byteLength;
    } else {
      const bits = new Uint32Array(bitmapWords);
      for (const seq of seqs) bits[seq >>> 5] = (bits[seq >>> 5] as number) | (1 << (seq & 31));
      this.sorted = null;
      this.bits = bits;
      this.bytes = bits.byteLength;
    }
  }

  /** The seqs as a JSON array, ascending (for binding a small set to SQL). */
  seqsJson(): string {
    return JSON.stringify(Array.from(this.members()));
  }

  /** The seqs, ascending. */
  members(): Int32Array {
    return this.sorted ?? this.seqsOfBitmap();
  }

  has(seq: number): boolean {
    if (this.bits !== null) return seq >= 0 && ((this.bits[seq >>> 5] ?? 0) & (1 << (seq & 31))) !== 0;
    const sorted = this.sorted as Int32Array;
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
  }

  private seqsOfBitmap(): Int32Array {
    const bits = this.bits as Uint32Array;
    const seqs = new Int32Array(this.size);
    let count = 0;
    for (let word = 0; word < bits.length; word++) {
      const value = bits[word] as number;
      if (value === 0) continue;
      for (let bit = 0; bit < 32; bit++) if ((value & (1 << bit)) !== 0) seqs[count++] = word * 32 + bit;
    }
    return seqs;
  }
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
export class SearchMatchSets {
  private readonly sets = new Map<string, MatchSet>();
  private readonly byId = new Map<number, MatchSet>();
  private readonly matchingSeqs: Database.Statement<[string], string>;
  private readonly maxSeq: number;
  private nextId = 1;
  private bytes = 0;
  private computedSets = 0;
  /** The set the SQL function tested last: a statement tests one set, row after row. */
  private lastTested: MatchSet | null = null;

  constructor(
    db: Database.Database,
    private readonly terms: SearchTerms,
    private readonly budgetBytes = DEFAULT_BUDGET_BYTES,
  ) {
    // One JSON array instead of a row per match: JSON.parse builds it natively, in a third less time.
    this.matchingSeqs = db
      .prepare<[string], string>('SELECT json_group_array(rowid) FROM (SELECT rowid FROM datasets_fts WHERE datasets_fts MATCH ? ORDER BY rowid)')
      .pluck();
    this.maxSeq = (db.prepare('SELECT max(seq) FROM datasets').pluck().get() as number | null) ?? 0;
    db.function(SEARCH_MATCH_FUNCTION, { deterministic: true, directOnly: true }, (setId: unknown, seq: unknown) =>
      this.setById(setId as number).has(seq as number) ? 1 : 0,
    );
  }

  /** How many sets FTS5 has computed (the rest came from the cache). */
  get computed(): number {
    return this.computedSets;
  }

  /** The set of an FTS5 MATCH expression (see datasetSearchExpression). */
  of(expression: string): MatchSet {
    const cached = this.sets.get(expression);
    if (cached !== undefined) {
      // Re-inserting moves it to the young end of the LRU order.
      this.sets.delete(expression);
      this.sets.set(expression, cached);
      return cached;
    }
    const spelledOut = spellOutPrefixes(expression, (prefix, limit) => this.terms.withPrefix(prefix, limit));
    const seqs = JSON.parse(this.matchingSeqs.get(spelledOut) ?? '[]') as number[];
    this.computedSets += 1;
    const set = new MatchSet(this.nextId++, Int32Array.from(seqs), this.maxSeq);
    this.sets.set(expression, set);
    this.byId.set(set.id, set);
    this.bytes += set.bytes;
    this.evictBeyondBudget(set);
    return set;
  }

  private evictBeyondBudget(keep: MatchSet): void {
    for (const [expression, set] of this.sets) {
      if (this.bytes <= this.budgetBytes) return;
      if (set === keep) continue;
      this.sets.delete(expression);
      this.byId.delete(set.id);
      this.bytes -= set.bytes;
      if (this.lastTested === set) this.lastTested = null;
    }
  }

  private setById(id: number): MatchSet {
    if (this.lastTested?.id === id) return this.lastTested;
    const set = this.byId.get(id);
    if (set === undefined) throw new Error(`${SEARCH_MATCH_FUNCTION}: no match set ${id}`);
    this.lastTested = set;
    return set;
  }
}
