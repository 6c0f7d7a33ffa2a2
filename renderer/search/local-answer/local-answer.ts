/**
 * The answer the list gives while a typed search waits to be sent: the rows already loaded for
 * the search on screen, filtered by the typed words. It is the app's own matching on what it
 * holds, never the marketplace's answer: the screen marks it so and states no total for it.
 */
import type { DatasetSummaryReading } from '../../../shared/domain/readings/dataset-reading';
import type { DatasetListQuery } from '../../queries/query-keys';
import { queryFingerprint } from '../../../shared/domain/search-query';

/** The words of a text as matched locally: lower case, split at anything but letters and digits. */
export function matchWords(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Each loaded row's words, split once: a reading is never changed, only replaced by a new one. */
const wordsOfRow = new WeakMap<DatasetSummaryReading, readonly string[]>();

/** What a loaded row is matched on: the facts a listing states (its description is not loaded). */
export function rowWords(item: DatasetSummaryReading): readonly string[] {
  const known = wordsOfRow.get(item);
  if (known !== undefined) return known;
  const parts = [item.title, item.slug, item.category, item.format, item.license].map((fact) => fact?.value ?? '');
  const words = matchWords(parts.join(' '));
  wordsOfRow.set(item, words);
  return words;
}

/** The loaded rows in which every typed word starts a word (so a word still being typed matches too), in their order. */
export function localMatches(items: readonly DatasetSummaryReading[], text: string): DatasetSummaryReading[] {
  const wanted = matchWords(text);
  if (wanted.length === 0) return [...items];
  return items.filter((item) => {
    const have = rowWords(item);
    return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
  });
}

/** Only the text differs (and with it the default sort): the loaded rows can stand in, filtered by the words. */
const withoutText = ({ q: _q, sort: _sort, order: _order, ...rest }: DatasetListQuery) => rest;

/**
 * The typed text whose local answer the list shows instead of the shown search's results, or null
 * when the list shows the marketplace's answer (the typed search is the one shown) or cannot
 * answer locally (a filter changed: the loaded rows are no stand-in for it).
 */
export function localAnswerText(typed: DatasetListQuery, shown: DatasetListQuery, typedText: string): string | null {
  if (queryFingerprint(typed) === queryFingerprint(shown)) return null;
  return queryFingerprint(withoutText(typed)) === queryFingerprint(withoutText(shown)) ? typedText.trim() : null;
}
