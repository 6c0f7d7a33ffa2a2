/**
 * Lists the way servers send them: an array, or a `{name: value}` map (`{"nlp": 71}`,
 * `{"key_1": {...}}`). Each entry keeps where it was and, from a map, its name.
 */
import { canonicalName, isJsonObject, lookupAll, type Found, type JsonObject } from './field-lookup';
import { ownValue } from '../../../../shared/domain/own-keys';

export interface Entry {
  value: unknown;
  from: string;
  /** The map key the entry was under, when the list was a map. */
  name?: string;
}

/** The entries of an array or map; undefined for anything else. */
export function entriesOf(found: Found): Entry[] | undefined {
  if (Array.isArray(found.value)) return found.value.map((value, index) => ({ value, from: `${found.from}[${index}]` }));
  if (isJsonObject(found.value)) {
    return Object.entries(found.value).map(([name, value]) => ({ value, from: found.from === '' ? name : `${found.from}.${name}`, name }));
  }
  return undefined;
}

/** The first list (array or map) under any of `aliases`, as entries and the place it was. */
export function collectionAt(record: unknown, aliases: readonly string[], base = ''): { entries: Entry[]; from: string } | undefined {
  for (const found of lookupAll(record, aliases, base)) {
    const entries = entriesOf(found);
    if (entries !== undefined) return { entries, from: found.from };
  }
  return undefined;
}

/** Only arrays (an object under a list name may be a single record, not a map). */
export function arrayAt(record: unknown, aliases: readonly string[], base = ''): { entries: Entry[]; from: string } | undefined {
  for (const found of lookupAll(record, aliases, base)) {
    if (Array.isArray(found.value)) return { entries: entriesOf(found)!, from: found.from };
  }
  return undefined;
}

/** Keys of envelope bookkeeping that do not make a wrapper a record of its own. */
const ENVELOPE_KEYS = new Set(['status', 'success', 'ok', 'meta', 'links', 'message', 'requestid', 'apiversion', 'version', 'timestamp']);

/** Wrappers inside wrappers (`{"data": {"report": {...}}}`) are opened this deep at most. */
const MAX_WRAPPERS = 3;

/**
 * A record some services wrap (`{"data": {...}}`, `{"status": "ok", "data": {"report": {...}}}`):
 * the wrapped record and its path. A record with fields of its own is taken as it is.
 */
export function unwrapRecord(json: unknown, wrappers: readonly string[]): { record: JsonObject; base: string } | undefined {
  if (!isJsonObject(json)) return undefined;
  let record = json;
  let base = '';
  for (let depth = 0; depth < MAX_WRAPPERS; depth += 1) {
    const own = Object.keys(record).filter((key) => !ENVELOPE_KEYS.has(key.toLowerCase().replace(/[^a-z]/g, '')));
    if (own.length !== 1) break;
    const [key] = own as [string];
    const inner = ownValue(record, key);
    if (!isJsonObject(inner) || !wrappers.some((wrapper) => canonicalName(wrapper) === canonicalName(key))) break;
    record = inner;
    base = base === '' ? key : `${base}.${key}`;
  }
  return { record, base };
}
