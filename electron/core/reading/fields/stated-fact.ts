/** Turns what field-lookup found into a `Stated` fact: the first alias whose value reads clearly wins. */
import type { Stated } from '../../../../shared/domain/stated';
import { lookupAll, type Found } from './field-lookup';
import { booleanReader, type BooleanSense, type Reader } from './value-readers';

function sameAsSent(value: unknown, sent: unknown): boolean {
  if (Object.is(value, sent)) return true;
  return Array.isArray(value) && Array.isArray(sent) && JSON.stringify(value) === JSON.stringify(sent);
}

function statedFrom<T>(value: T, found: Found): Stated<T> {
  return sameAsSent(value, found.value) ? { value, from: found.from } : { value, from: found.from, sent: found.value };
}

/** The fact under the first of `aliases` whose value `read` understands; undefined when none states it. */
export function statedFact<T>(record: unknown, aliases: readonly string[], read: Reader<T>, base = ''): Stated<T> | undefined {
  for (const found of lookupAll(record, aliases, base)) {
    const value = read(found.value);
    if (value !== undefined) return statedFrom(value, found);
  }
  return undefined;
}

/**
 * Like statedFact, for nullable facts: an explicit `null` is a statement ("no sample", "never
 * used"), a missing field is not.
 */
export function statedNullable<T>(record: unknown, aliases: readonly string[], read: Reader<T>, base = ''): Stated<T | null> | undefined {
  for (const found of lookupAll(record, aliases, base)) {
    if (found.value === null) return { value: null, from: found.from };
    const value = read(found.value);
    if (value !== undefined) return statedFrom(value, found);
  }
  return undefined;
}

/**
 * A yes/no under `aliases`; an alias written `!name` states the opposite (`!no_derivatives`:
 * `no_derivatives: true` means derivatives are not allowed).
 */
export function statedFlag(record: unknown, aliases: readonly string[], sense: BooleanSense, base = ''): Stated<boolean> | undefined {
  const read = booleanReader(sense);
  const plain = booleanReader('plain');
  for (const alias of aliases) {
    const negated = alias.startsWith('!');
    const found = lookupAll(record, [negated ? alias.slice(1) : alias], base);
    for (const match of found) {
      // A negated name's own words are plain yes/no ("no_derivatives: yes"), never the sense's words.
      const value = negated ? plain(match.value) : read(match.value);
      if (value !== undefined) return { value: negated ? !value : value, from: match.from, ...(negated || value !== match.value ? { sent: match.value } : {}) };
    }
  }
  return undefined;
}
