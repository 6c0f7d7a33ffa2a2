/**
 * Finds a field in a record whatever the server called it or where it put it: names match in
 * any spelling (`lastUsedAt`, `last_used_at`, `last-used-at`, `LastUsedAt`, and `licence` for
 * `license`), and a dotted alias (`quality.composite`) matches nested (`{quality: {composite}}`)
 * or flat (`quality_composite`, `qualityComposite`). Each match says where it was (`from`), as
 * sent, so the screen can show a fact's source.
 */
import { ownValue } from '../../../../shared/domain/own-keys';

export interface Found {
  value: unknown;
  /** The path as sent, e.g. `quality.composite` or `qualityScore`. */
  from: string;
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Last-Used_At` → `lastusedat`; British `licence` reads as `license`; `±` and `+/-` as `plusminus`. */
export function canonicalName(name: string): string {
  return name
    .toLowerCase()
    .replace(/±|\+\/-|\+-/g, 'plusminus')
    .replace(/[^a-z0-9]+/g, '')
    .replace(/licence/g, 'license');
}

const keysByCanonical = new WeakMap<JsonObject, Map<string, string>>();

/** The record's own key whose canonical form is `canonical` (the first such key, in record order). */
function keyOf(record: JsonObject, canonical: string): string | undefined {
  let index = keysByCanonical.get(record);
  if (index === undefined) {
    index = new Map();
    for (const key of Object.keys(record)) {
      const name = canonicalName(key);
      if (!index.has(name)) index.set(name, key);
    }
    keysByCanonical.set(record, index);
  }
  return index.get(canonical);
}

const joinPath = (base: string, key: string) => (base === '' ? key : `${base}.${key}`);

/** Every place `segments` (canonical names) match under `record`, nested forms before flat ones. */
function resolve(record: JsonObject, segments: readonly string[], base: string, found: Found[]): void {
  for (let take = 1; take <= segments.length; take += 1) {
    const key = keyOf(record, segments.slice(0, take).join(''));
    if (key === undefined) continue;
    const value = ownValue(record, key);
    const from = joinPath(base, key);
    if (take === segments.length) found.push({ value, from });
    else if (isJsonObject(value)) resolve(value, segments.slice(take), from, found);
  }
}

const segmentCache = new Map<string, string[]>();
function segmentsOf(alias: string): string[] {
  let segments = segmentCache.get(alias);
  if (segments === undefined) {
    segments = alias.split('.').map(canonicalName);
    segmentCache.set(alias, segments);
  }
  return segments;
}

/**
 * Every value present under any of `aliases`, in alias order (the table's order of preference).
 * `base` prefixes each `from` (the record's own path inside the response).
 */
export function lookupAll(record: unknown, aliases: readonly string[], base = ''): Found[] {
  if (!isJsonObject(record)) return [];
  const found: Found[] = [];
  const seen = new Set<string>();
  for (const alias of aliases) {
    const matches: Found[] = [];
    resolve(record, segmentsOf(alias), base, matches);
    for (const match of matches) {
      if (seen.has(match.from)) continue;
      seen.add(match.from);
      found.push(match);
    }
  }
  return found;
}

/** The first value present under any of `aliases`, or undefined. */
export function lookup(record: unknown, aliases: readonly string[], base = ''): Found | undefined {
  return lookupAll(record, aliases, base)[0];
}
