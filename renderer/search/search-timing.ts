/**
 * When a search leaves for the marketplace, and with which words: the one rule for searching as
 * the user types (docs/requests-and-quota.md, "Searching while typing"). Pure: the search screen
 * feeds it what it knows, the debounce carries it out.
 */
import { MIN_SEARCH_WORD_LENGTH, SEARCH_PAUSE_MS, SEARCH_SAME_WORD_PAUSE_FACTOR } from '../../shared/domain/limits';
import type { QuotaLevel } from '../quota/quota-level';
import type { SearchChange } from '../state/ui-store';

export interface SearchMoment {
  /** The text in the search box, as it stands. */
  text: string;
  /** The text was typed in the box and Enter has not been pressed on it (not set by a saved search, a link or a clear). */
  typing: boolean;
  /** How the search last changed: typing waits for a pause; a choice (a click, Enter) is sent at once. */
  how: SearchChange;
  quota: QuotaLevel;
  /** The text of the search last sent (the one whose results are shown). */
  sentText: string;
  /** Whether the search with this text (and the filters as they are) is answered in the cache and fresh: showing it costs nothing. */
  isCached(text: string): boolean;
}

export interface SearchPlan {
  /** The text the search carries: while typing, a last word of one or two letters is held back. */
  text: string;
  /** 0: at once; otherwise once typing has paused this long (ms). */
  delayMs: number;
  /** Part of the typed text (a short last word) waits for Enter. */
  held: boolean;
}

const words = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');

/** The text without a last word shorter than MIN_SEARCH_WORD_LENGTH that has no space after it (a prefix still being typed). */
export function withoutPrefix(text: string): string {
  const last = /(^|\s)(\S+)$/.exec(text);
  if (!last?.[2] || [...last[2]].length >= MIN_SEARCH_WORD_LENGTH) return text;
  return text.slice(0, last.index).trimEnd();
}

/** The two texts differ only in their last word, and that word starts the same (one word typed on, or corrected). */
export function sameWordTyped(next: string, before: string): boolean {
  const a = words(next.toLowerCase());
  const b = words(before.toLowerCase());
  if (a.length === 0 || a.length !== b.length || a.join(' ') === b.join(' ')) return false;
  if (a.slice(0, -1).join(' ') !== b.slice(0, -1).join(' ')) return false;
  const stem = (word: string | undefined) => [...(word ?? '')].slice(0, MIN_SEARCH_WORD_LENGTH).join('');
  return stem(a.at(-1)).length === MIN_SEARCH_WORD_LENGTH && stem(a.at(-1)) === stem(b.at(-1));
}

/** The pause typing needs before a search is sent, by the quota's standing. */
export function searchPauseMs(quota: QuotaLevel): number {
  if (quota === 'critical' || quota === 'exhausted') return SEARCH_PAUSE_MS.critical;
  if (quota === 'warning') return SEARCH_PAUSE_MS.low;
  return SEARCH_PAUSE_MS.ok;
}

/**
 * Should the search be sent now, and when: a choice (a click, Enter) and an answer already cached
 * go at once; typing waits for a pause (longer with little quota left, and twice as long for a
 * second search within one word); a one- or two-letter last word is never sent by typing alone.
 */
export function planSearch(moment: SearchMoment): SearchPlan {
  const text = moment.typing ? withoutPrefix(moment.text) : moment.text;
  const held = text !== moment.text;
  if (moment.how === 'chosen' || moment.isCached(text)) return { text, delayMs: 0, held };
  const pause = searchPauseMs(moment.quota);
  return { text, delayMs: sameWordTyped(text, moment.sentText) ? pause * SEARCH_SAME_WORD_PAUSE_FACTOR : pause, held };
}
