import { describe, expect, it } from 'vitest';
import { createSearchTerms } from './search-terms';

const terms = createSearchTerms(
  new Map([
    ['sign', 3],
    ['signs', 5],
    ['signed', 1],
    ['signal', 7],
    ['label', 2],
    ['labelled', 4],
  ]),
);

describe('SearchTerms', () => {
  it('groups the indexed terms by stem, in order', () => {
    expect(terms.withStem('sign')).toEqual(['sign', 'signed', 'signs']);
    expect(terms.withStem('label')).toEqual(['label', 'labelled']);
    expect(terms.withStem('signal')).toEqual(['signal']);
    expect(terms.withStem('missing')).toEqual([]);
  });

  it('spells out a prefix as the terms it stands for, or null beyond the limit', () => {
    expect(terms.withPrefix('sig', 10)).toEqual(['sign', 'signal', 'signed', 'signs']);
    expect(terms.withPrefix('sig', 3)).toBeNull();
    expect(terms.withPrefix('zz', 3)).toEqual([]);
  });

  it('tells how many datasets hold a term', () => {
    expect(terms.datasetsWith('signs')).toBe(5);
    expect(terms.datasetsWith('missing')).toBe(0);
  });
});
