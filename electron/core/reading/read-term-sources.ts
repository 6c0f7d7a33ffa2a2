/**
 * Which datasets set each combined term, where a server says so: an object under one of
 * COMPATIBILITY_FIELDS.termSources whose keys name terms as the permission and obligation
 * fields do (`redistribution`, `attribution_required`, `shareAlike`…) and whose values list
 * datasets by id or slug (or as objects naming one). A term whose value is not such a list is
 * not stated; an object naming no term states nothing.
 */
import { OBLIGATION_KEYS, PERMISSION_KEYS } from '../../../shared/domain/readings/license-reading';
import type { TermSourcesReading } from '../../../shared/domain/readings/compatibility-reading';
import { COMPATIBILITY_FIELDS, OBLIGATION_FIELDS, PERMISSION_FIELDS } from './fields/field-aliases';
import { isJsonObject, lookupAll } from './fields/field-lookup';
import { statedFact } from './fields/stated-fact';
import { readId } from './fields/value-readers';

/** A list of dataset references, or undefined when any entry names none. */
function readRefs(sent: unknown): string[] | undefined {
  if (!Array.isArray(sent)) return undefined;
  const refs = sent.map((entry) => readId(entry) ?? (isJsonObject(entry) ? (readId(entry.id) ?? readId(entry.slug)) : undefined));
  return refs.every((ref) => ref !== undefined) ? refs : undefined;
}

/** Only the names that say the term itself: an inverted name (`!no_derivatives`) lists nothing sensible. */
const plainNames = (aliases: readonly string[]) => aliases.filter((alias) => !alias.startsWith('!'));

const TERM_ALIASES = [
  ...PERMISSION_KEYS.map((key) => [key, plainNames(PERMISSION_FIELDS[key])] as const),
  ...OBLIGATION_KEYS.map((key) => [key, plainNames(OBLIGATION_FIELDS[key])] as const),
];

export function readTermSources(record: unknown, base: string): TermSourcesReading | undefined {
  for (const place of lookupAll(record, COMPATIBILITY_FIELDS.termSources, base)) {
    if (!isJsonObject(place.value)) continue;
    const sources: TermSourcesReading = {};
    for (const [key, aliases] of TERM_ALIASES) {
      const refs = statedFact(place.value, aliases, readRefs, place.from);
      if (refs !== undefined) sources[key] = refs;
    }
    if (Object.keys(sources).length > 0) return sources;
  }
  return undefined;
}
