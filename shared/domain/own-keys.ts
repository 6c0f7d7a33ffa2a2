/**
 * Lookups by a key that came from outside the code (a server's id, slug, category or licence, a
 * file's field, the user's text). A plain object answers `constructor`, `toString` or `__proto__`
 * from Object.prototype, so such a key is looked up among the object's own properties only, or
 * kept in a Map. ESLint's `own-keys/no-string-key-lookup` (eslint.config.js) reports any other
 * lookup by a string key.
 */

/** The names a key from outside must never resolve to on a plain object (the tests' list). */
export const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__lookupGetter__',
] as const;

export function hasOwnKey(record: object | undefined | null, key: string): boolean {
  return record !== undefined && record !== null && Object.hasOwn(record, key);
}

/** The record's own value at `key`, or undefined when the record has no such own property. */
export function ownValue<T>(record: Readonly<Partial<Record<string, T>>> | undefined | null, key: string): T | undefined {
  // eslint-disable-next-line own-keys/no-string-key-lookup -- the own check is on the left
  return hasOwnKey(record, key) ? record![key] : undefined;
}
