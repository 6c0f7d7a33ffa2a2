import { describe, expect, it } from 'vitest';
import type { SearchUnit } from './search-expression';
import { createMatchSet, type MatchSet } from './search-match-sets';
import { CATEGORY_WEIGHT, createSearchRankings, inverseDocumentFrequency, type RankingSets, rankMatches } from './search-ranking';

const DATASETS = 1000;
const set = (...seqs: number[]): MatchSet => createMatchSet(0, Int32Array.from(seqs.sort((a, b) => a - b)), DATASETS);
const unit = (partial: Partial<SearchUnit>): SearchUnit => ({
  typed: 'word',
  words: [],
  synonyms: [],
  prefix: null,
  related: [],
  optional: false,
  datasets: 10,
  ...partial,
});

/** Column sets by phrase: where each phrase is found in the title, in the keywords and anywhere; no categories. */
function columns(table: Record<string, { title?: number[]; keywords?: number[]; anywhere?: number[] }>): RankingSets {
  return {
    columns: (expression) => ({ title: set(...(table[expression]?.title ?? [])), keywords: set(...(table[expression]?.keywords ?? [])) }),
    anywhere: (expression) => set(...(table[expression]?.anywhere ?? [])),
    categories: null,
  };
}

describe('rankMatches', () => {
  it('ranks a word found in the title above one in the keywords, above one only in the description', () => {
    const ranked = rankMatches(set(1, 2, 3), [unit({ words: ['"a"'] })], columns({ '"a"': { title: [3], keywords: [2] } }), DATASETS);
    expect(Array.from(ranked)).toEqual([3, 2, 1]);
  });

  it('weighs a rare word above a common one', () => {
    const units = [unit({ words: ['"rare"'], datasets: 5 }), unit({ words: ['"common"'], datasets: 500 })];
    const ranked = rankMatches(set(1, 2), units, columns({ '"rare"': { title: [2] }, '"common"': { title: [1] } }), DATASETS);
    expect(Array.from(ranked)).toEqual([2, 1]);
  });

  it('weighs a unit once, however rare one of its spellings: a synonym in the keywords beats the typed word in a description', () => {
    const robots = unit({ words: ['"robots"'], synonyms: ['"robotics"'], datasets: 300 });
    const ranked = rankMatches(set(1, 2), [robots], columns({ '"robotics"': { keywords: [2] } }), DATASETS);
    expect(Array.from(ranked)).toEqual([2, 1]);
  });

  it('ranks the words as typed above their synonyms, and both above mere completions of the last word', () => {
    const car = unit({ words: ['"car"'], synonyms: ['"automotive"'], prefix: '"car"*' });
    const table = { '"car"': { title: [2] }, '"automotive"': { title: [1] }, '"car"*': { title: [2, 3] } };
    expect(Array.from(rankMatches(set(1, 2, 3), [car], columns(table), DATASETS))).toEqual([2, 1, 3]);
  });

  it('counts synonyms or completions in full when the unit has nothing else', () => {
    const typing = unit({ prefix: '"pedestri"*' });
    const xray = unit({ synonyms: ['"radiographs"'] });
    const table = { '"pedestri"*': { title: [2] }, '"radiographs"': { keywords: [2] }, '"other"': { title: [1] } };
    const other = unit({ words: ['"other"'] });
    // 2: title completion 4 + keyword synonym 2 + description 1 = 7; 1: description 1 + 1 + title word 4 = 6.
    expect(Array.from(rankMatches(set(1, 2), [typing, xray, other], columns(table), DATASETS))).toEqual([2, 1]);
  });

  it('counts a word read through related words below its synonyms, and in full when it is all the unit has', () => {
    const spam = unit({ synonyms: ['"junk"'], related: ['"emails"'] });
    const table = { '"junk"': { title: [1] }, '"emails"': { title: [2] } };
    expect(Array.from(rankMatches(set(1, 2), [spam], columns(table), DATASETS))).toEqual([1, 2]);
    const alone = unit({ related: ['"emails"'] });
    const other = unit({ words: ['"other"'] });
    // 2: related title 4 + description 1 = 5; 1: description 1 + title word 4 = 5, then catalog order.
    expect(Array.from(rankMatches(set(1, 2), [alone, other], columns({ '"emails"': { title: [2] }, '"other"': { title: [1] } }), DATASETS))).toEqual([1, 2]);
  });

  it('counts an optional unit only for the datasets that hold it', () => {
    const known = unit({ words: ['"speaker"'] });
    const optional = unit({ related: ['"recognition"'], optional: true });
    const table = { '"recognition"': { anywhere: [3] } };
    // All hold the word; 3 also holds the optional unit (in its description).
    expect(Array.from(rankMatches(set(1, 2, 3), [known, optional], columns(table), DATASETS))).toEqual([3, 1, 2]);
  });

  it('puts the category a search is most about first, before a passing mention in a title elsewhere', () => {
    // Category 1 (3 datasets): the word in all three descriptions; category 2 (10 datasets): in one title.
    const of = new Uint8Array(20);
    [1, 2, 3].forEach((seq) => (of[seq] = 1));
    for (let seq = 4; seq <= 13; seq++) of[seq] = 2;
    const sizes = Int32Array.from([0, 3, 10]);
    const sets: RankingSets = { ...columns({ '"car"': { title: [4] } }), categories: { of, sizes } };
    expect(Array.from(rankMatches(set(1, 2, 3, 4), [unit({ words: ['"car"'] })], sets, DATASETS))).toEqual([1, 2, 3, 4]);
    // Without categories (a search within one), the title comes first.
    expect(Array.from(rankMatches(set(1, 2, 3, 4), [unit({ words: ['"car"'] })], { ...sets, categories: null }, DATASETS))).toEqual([4, 1, 2, 3]);
    expect(CATEGORY_WEIGHT).toBeGreaterThan(0);
  });

  it('keeps catalog order among equally relevant datasets', () => {
    const ranked = rankMatches(set(9, 4, 7, 1), [unit({ words: ['"a"'] })], columns({ '"a"': { title: [9, 1] } }), DATASETS);
    expect(Array.from(ranked)).toEqual([1, 9, 4, 7]);
  });
});

describe('inverseDocumentFrequency', () => {
  it('falls as a unit gets commoner and never reaches zero', () => {
    expect(inverseDocumentFrequency(1, DATASETS)).toBeGreaterThan(inverseDocumentFrequency(100, DATASETS));
    expect(inverseDocumentFrequency(DATASETS, DATASETS)).toBeGreaterThan(0);
    expect(inverseDocumentFrequency(Number.POSITIVE_INFINITY, DATASETS)).toBe(inverseDocumentFrequency(DATASETS, DATASETS));
  });
});

describe('SearchRankings', () => {
  const units = [unit({ words: ['"a"'] })];
  const sets = columns({ '"a"': { title: [2] } });

  it('ranks a search once and answers it from memory after that', () => {
    const rankings = createSearchRankings(DATASETS);
    const first = rankings.of('"a"', units, set(1, 2), sets);
    expect(Array.from(first)).toEqual([2, 1]);
    expect(rankings.of('"a"', units, set(1, 2), sets)).toBe(first);
  });

  it('ranks the same matches anew for a search that weighs them differently', () => {
    const rankings = createSearchRankings(DATASETS);
    const table = columns({ '"x rays"': { title: [2] }, '"radiographs"': { title: [1] } });
    const typed = rankings.of('same', [unit({ words: ['"x rays"'], synonyms: ['"radiographs"'] })], set(1, 2), table);
    const synonymsOnly = rankings.of('same', [unit({ synonyms: ['"x rays"', '"radiographs"'] })], set(1, 2), table);
    expect(Array.from(typed)).toEqual([2, 1]);
    expect(Array.from(synonymsOnly)).toEqual([1, 2]);
  });

  it('forgets the least recently used rankings beyond its memory budget, never the one just made', () => {
    const rankings = createSearchRankings(DATASETS, 1);
    const first = rankings.of('first', units, set(1, 2), sets);
    const second = rankings.of('second', units, set(1, 2), sets);
    expect(rankings.of('second', units, set(1, 2), sets)).toBe(second);
    expect(rankings.of('first', units, set(1, 2), sets)).not.toBe(first);
  });
});
