import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetSearchExpression, MAX_SPELLED_OUT_TERMS, spellOutPrefixes, toFtsMatchExpression } from './fts-query';
import { openMarketplaceDatabase } from '../db/open-database';
import { createMatchSet, createSearchMatchSets, type MatchSet, SEARCH_MATCH_FUNCTION } from './search-match-sets';
import { readSearchTerms, type SearchTerms } from './search-terms';

let dir: string;
let db: Database.Database;
let terms: SearchTerms;
let titleWords: string[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'match-sets-test-'));
  db = await openMarketplaceDatabase({ file: path.join(dir, 'm.db'), seed: 3, datasets: 400, now: new Date('2025-03-01T00:00:00Z') });
  terms = readSearchTerms(db);
  const titles = db.prepare('SELECT title FROM datasets WHERE published = 1').pluck().all() as string[];
  titleWords = [...new Set(titles.flatMap((title) => title.toLowerCase().match(/[a-z0-9]+/g) ?? []))].sort();
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const matching = (expression: string): number[] =>
  db.prepare('SELECT rowid FROM datasets_fts WHERE datasets_fts MATCH ? ORDER BY rowid').pluck().all(expression) as number[];

/** The members of a set, read back through the SQL function as queries use it. */
function membersViaSql(set: MatchSet): number[] {
  return db.prepare(`SELECT seq FROM datasets WHERE ${SEARCH_MATCH_FUNCTION}(?, seq) ORDER BY seq`).pluck().all(set.id) as number[];
}

describe('SearchTerms', () => {
  it('lists the indexed terms with a prefix, in order, or null beyond the limit', () => {
    const all = db.prepare('SELECT term FROM search_terms ORDER BY term').pluck().all() as string[];
    expect(all.length).toBeGreaterThan(100);
    const prefix = (titleWords.find((word) => word.length > 4) as string).slice(0, 3);
    expect(terms.withPrefix(prefix, 1000)).toEqual(all.filter((term) => term.startsWith(prefix)));
    expect(terms.withPrefix('zzzzqqq', 10)).toEqual([]);
    expect(terms.withPrefix('', 5)).toBeNull();
  });

  it('holds the title, description and keyword terms, each with the number of datasets FTS5 finds for it', () => {
    const vocabulary = db.prepare('SELECT term FROM search_terms').pluck().all() as string[];
    for (const word of ['radiology', 'dicom', ...titleWords.slice(0, 20)]) {
      expect(vocabulary).toContain(word);
      expect(terms.datasetsWith(word)).toBe(matching(`{title description keywords} : "${word}"`).length);
    }
  });
});

describe('spellOutPrefixes', () => {
  const fixedTerms = (prefix: string): string[] => ['ra', 'rays', 'rare', 'radar'].filter((term) => term.startsWith(prefix)).sort();

  it('spells out the last word, with an explicit AND after another phrase', () => {
    expect(spellOutPrefixes('"chest" "x" "ra"*', fixedTerms)).toBe('"chest" "x" AND ("ra" OR "radar" OR "rare" OR "rays")');
    expect(spellOutPrefixes('{title description} : ("rar"*) AND category : "c2"', fixedTerms)).toBe('{title description} : ("rare") AND category : "c2"');
  });

  it('turns a prefix no term starts with into the plain word, and leaves long or non-ASCII prefixes alone', () => {
    expect(spellOutPrefixes('"zz"*', fixedTerms)).toBe('"zz"');
    expect(spellOutPrefixes('"ra"*', () => null)).toBe('"ra"*');
    expect(spellOutPrefixes('"são"*', fixedTerms)).toBe('"são"*');
  });

  it('matches exactly the rows of the prefix query it replaces', () => {
    const word = fc.oneof(
      fc.constantFrom(...titleWords).chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
      fc.stringMatching(/^[a-zA-Z0-9]{1,4}$/),
      fc.constantFrom('São', 'zürich', 'a', 'c1', 'C'),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(null, 1, 2, 5), (words, categoryId) => {
        const typed = toFtsMatchExpression(words.join(' '));
        if (typed === null) return;
        const expression = datasetSearchExpression(typed, categoryId);
        const spelled = spellOutPrefixes(expression, (prefix, limit) => terms.withPrefix(prefix, limit));
        expect(matching(spelled), spelled).toEqual(matching(expression));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a prefix standing for too many terms a prefix', () => {
    const crowded = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('').find((letter) => terms.withPrefix(letter, MAX_SPELLED_OUT_TERMS) === null);
    expect(crowded).toBeDefined();
    expect(spellOutPrefixes(`"${crowded}"*`, (prefix, limit) => terms.withPrefix(prefix, limit))).toBe(`"${crowded}"*`);
  });
});

describe('MatchSet', () => {
  it('answers membership the same as a sorted list and as a bitmap', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 200 }), (values) => {
        const seqs = Int32Array.from(values.sort((a, b) => a - b));
        const list = createMatchSet(1, seqs, 100_000);
        const bitmap = createMatchSet(2, seqs, 500);
        const members = new Set(values);
        for (let seq = -1; seq <= 502; seq++) {
          expect(list.has(seq)).toBe(members.has(seq));
          expect(bitmap.has(seq)).toBe(members.has(seq));
        }
        expect(JSON.parse(list.seqsJson())).toEqual(values);
        expect(JSON.parse(bitmap.seqsJson())).toEqual(values);
      }),
      { numRuns: 100 },
    );
  });
});

describe('SearchMatchSets', () => {
  it('holds exactly the rows FTS5 matches, as seen through the SQL function', () => {
    const sets = createSearchMatchSets(db, terms);
    for (const q of ['data', 'images', 'label', 'zzzz', titleWords[0] as string]) {
      const expression = datasetSearchExpression(toFtsMatchExpression(q) as string, null);
      const set = sets.of(expression);
      expect(set.size).toBe(matching(expression).length);
      expect(membersViaSql(set)).toEqual(matching(expression));
      expect(sets.of(expression)).toBe(set);
    }
  });

  it('forgets the least recently used sets beyond its memory budget, never the one just made', () => {
    const expressions = titleWords.slice(0, 6).map((word) => datasetSearchExpression(toFtsMatchExpression(word) as string, null));
    const sets = createSearchMatchSets(db, terms, 1);
    const first = sets.of(expressions[0] as string);
    const second = sets.of(expressions[1] as string);
    expect(sets.of(expressions[1] as string)).toBe(second);
    expect(membersViaSql(second)).toEqual(matching(expressions[1] as string));
    expect(() => membersViaSql(first)).toThrow(/no match set/);
    expect(sets.of(expressions[0] as string)).not.toBe(first);
  });
});
