import { describe, expect, it } from 'vitest';
import { hasOwnKey, ownValue, PROTOTYPE_NAMES } from './own-keys';

describe('ownValue and hasOwnKey', () => {
  it.each(PROTOTYPE_NAMES)('find nothing at %s in a plain object that does not hold it', (name) => {
    const record: Record<string, string> = { a: 'x' };
    expect(ownValue(record, name)).toBeUndefined();
    expect(hasOwnKey(record, name)).toBe(false);
    expect(ownValue(JSON.parse('{"a":"x"}') as Record<string, string>, name)).toBeUndefined();
  });

  it.each(PROTOTYPE_NAMES)('find the value at %s where the record holds it (built by Object.fromEntries or JSON.parse)', (name) => {
    const built = Object.fromEntries([[name, 'own']]) as Record<string, string>;
    expect(ownValue(built, name)).toBe('own');
    expect(hasOwnKey(built, name)).toBe(true);
    const parsed = JSON.parse(JSON.stringify(built)) as Record<string, string>;
    expect(ownValue(parsed, name)).toBe('own');
  });

  it('take an absent record as empty', () => {
    expect(ownValue(undefined, 'a')).toBeUndefined();
    expect(hasOwnKey(null, 'a')).toBe(false);
  });
});
