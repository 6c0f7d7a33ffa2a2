/**
 * Permissions (may the buyer…?) and obligations (must the buyer…?) wherever a licence record or a
 * compatibility answer puts them: in a `permissions`/`terms` object, in lists of words
 * (`permissions: ["commercial-use"]`, `conditions: ["attribution"]`, `limitations: [...]`), or
 * flat. An obligation reads "required" / "not required" and never becomes a permission.
 */
import { OBLIGATION_KEYS, PERMISSION_KEYS, type ObligationFacts, type OtherFlag, type PermissionFacts } from '../../../shared/domain/readings/license-reading';
import type { Stated } from '../../../shared/domain/stated';
import { OBLIGATION_FIELDS, PERMISSION_FIELDS, TERM_LIST_WORDS, TERMS_CONTAINERS } from './fields/field-aliases';
import { canonicalName, isJsonObject, lookupAll, type Found } from './fields/field-lookup';
import { humanize } from './fields/humanize';
import { statedFlag } from './fields/stated-fact';
import { readBoolean, type BooleanSense } from './fields/value-readers';

type TermKey = keyof typeof TERM_LIST_WORDS;

const wordIndex = new Map<string, TermKey>(
  (Object.entries(TERM_LIST_WORDS) as Array<[TermKey, readonly string[]]>).flatMap(([key, words]) => words.map((word) => [canonicalName(word), key] as const)),
);

/** A fact stated by a word's presence in a list: `["attribution"]` says attribution is required. */
function listedFact(lists: readonly Found[], key: TermKey, value: boolean): Stated<boolean> | undefined {
  for (const list of lists) {
    const entries = Array.isArray(list.value) ? list.value : [];
    const index = entries.findIndex((entry) => typeof entry === 'string' && wordIndex.get(canonicalName(entry)) === key);
    if (index >= 0) return { value, from: `${list.from}[${index}]`, sent: entries[index] };
  }
  return undefined;
}

function containers(record: unknown, aliases: readonly string[], base: string): { objects: Found[]; lists: Found[] } {
  const found = lookupAll(record, aliases, base);
  return { objects: found.filter((entry) => isJsonObject(entry.value)), lists: found.filter((entry) => Array.isArray(entry.value)) };
}

function flagIn(places: readonly Found[], record: unknown, base: string, aliases: readonly string[], sense: BooleanSense): Stated<boolean> | undefined {
  for (const place of places) {
    const fact = statedFlag(place.value, aliases, sense, place.from);
    if (fact) return fact;
  }
  return statedFlag(record, aliases, sense, base);
}

export interface TermsReading {
  permissions: PermissionFacts;
  obligations: ObligationFacts;
  otherFlags: OtherFlag[];
}

export function readTerms(record: unknown, base = ''): TermsReading {
  const permissionPlaces = containers(record, TERMS_CONTAINERS.permissions, base);
  const obligationPlaces = containers(record, TERMS_CONTAINERS.obligations, base);
  const prohibitionLists = containers(record, TERMS_CONTAINERS.prohibitions, base).lists;

  const permissions: PermissionFacts = {};
  for (const key of PERMISSION_KEYS) {
    const fact =
      flagIn(permissionPlaces.objects, record, base, PERMISSION_FIELDS[key], 'permission') ??
      listedFact(permissionPlaces.lists, key, true) ??
      listedFact(prohibitionLists, key, false);
    if (fact) permissions[key] = fact;
  }

  const obligations: ObligationFacts = {};
  for (const key of OBLIGATION_KEYS) {
    const fact =
      flagIn([...obligationPlaces.objects, ...permissionPlaces.objects], record, base, OBLIGATION_FIELDS[key], 'obligation') ??
      listedFact(obligationPlaces.lists, key, true);
    if (fact) obligations[key] = fact;
  }

  // Yes/no flags under the permissions object that mean nothing the app knows: shown with their own names.
  const used = new Set([...Object.values(permissions), ...Object.values(obligations)].map((fact) => fact.from));
  const otherFlags: OtherFlag[] = [];
  for (const place of permissionPlaces.objects) {
    for (const [name, value] of Object.entries(place.value as Record<string, unknown>)) {
      const from = `${place.from}.${name}`;
      const flag = readBoolean(value);
      if (used.has(from) || flag === undefined) continue;
      otherFlags.push({ name: humanize(name), value: flag === value ? { value: flag, from } : { value: flag, from, sent: value } });
    }
    break;
  }
  return { permissions, obligations, otherFlags };
}
