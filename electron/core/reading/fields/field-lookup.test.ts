import { describe, expect, it } from 'vitest';
import { canonicalName, lookup, lookupAll } from './field-lookup';

describe('field lookup', () => {
  it('matches a name in any spelling, licence for license too', () => {
    for (const key of ['last_used_at', 'lastUsedAt', 'last-used-at', 'LastUsedAt', 'LAST_USED_AT']) {
      expect(lookup({ [key]: 1 }, ['last_used_at'])).toEqual({ value: 1, from: key });
    }
    expect(canonicalName('Licence_URL')).toBe('licenseurl');
    expect(['±', '+/-', 'plus_minus'].map(canonicalName)).toEqual(['plusminus', 'plusminus', 'plusminus']);
  });

  it('matches a dotted alias nested, or flat in either spelling, nested first', () => {
    expect(lookup({ quality: { composite: 1 } }, ['quality.composite'])).toEqual({ value: 1, from: 'quality.composite' });
    expect(lookup({ quality_composite: 2 }, ['quality.composite'])).toEqual({ value: 2, from: 'quality_composite' });
    expect(lookup({ qualityComposite: 3 }, ['quality.composite'])).toEqual({ value: 3, from: 'qualityComposite' });
    expect(lookupAll({ quality: { composite: 1 }, quality_composite: 2 }, ['quality.composite']).map((found) => found.value)).toEqual([1, 2]);
  });

  it('keeps the order of the aliases, and finds nothing in what is no record', () => {
    expect(lookup({ b: 2, a: 1 }, ['a', 'b'])?.value).toBe(1);
    expect(lookup([1], ['0'])).toBeUndefined();
    expect(lookup(null, ['a'])).toBeUndefined();
  });
});
