import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetSearchExpression, MAX_SEARCH_WORDS, toFtsMatchExpression } from './fts-query';
import { SEARCH_INDEX_SQL } from '../db/schema';

/** Three listings in the catalog's search index (title, description, keywords, category facet). */
const LISTINGS = [
  ['Chest X-rays from São Paulo', 'Radiologist bounding boxes on chest radiographs.', 'Medical Imaging DICOM ["radiology"]', 'c1'],
  ['Urban driving scenes', 'LiDAR sweeps with 3D boxes in Munich.', 'Autonomous Driving pcd ["lidar"]', 'c2'],
  ['C2 protocol logs', 'Command and control traffic, boxes of it.', 'Cybersecurity pcap ["network"]', 'c13'],
] as const;
const db = new Database(':memory:');
db.exec(SEARCH_INDEX_SQL);
const insert = db.prepare('INSERT INTO datasets_fts (title, description, keywords, category) VALUES (?, ?, ?, ?)');
LISTINGS.forEach((listing) => insert.run(...listing));
const search = db.prepare('SELECT rowid FROM datasets_fts WHERE datasets_fts MATCH ? ORDER BY bm25(datasets_fts)').pluck();
afterAll(() => db.close());

const find = (q: string, categoryId: number | null = null): unknown[] => {
  const words = toFtsMatchExpression(q);
  const rowids = words === null ? [] : (search.all(datasetSearchExpression(words, categoryId)) as number[]);
  return rowids.map((rowid) => LISTINGS[rowid - 1]?.[0]);
};

describe('toFtsMatchExpression', () => {
  it('quotes every word and makes the last one a prefix', () => {
    expect(toFtsMatchExpression('chest x-ra')).toBe('"chest" "x" "ra"*');
    expect(toFtsMatchExpression('  lidar ')).toBe('"lidar"*');
  });

  it('returns null when nothing searchable is left', () => {
    expect(toFtsMatchExpression('')).toBeNull();
    expect(toFtsMatchExpression('"* - ( ) ^ :')).toBeNull();
  });

  it('keeps at most a bounded number of words', () => {
    expect(toFtsMatchExpression('a '.repeat(50))?.split(' ')).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('finds words, prefixes and accented text; all words must match', () => {
    expect(find('radiolog')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('sao paulo')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('boxes')).toHaveLength(3);
    expect(find('boxes munich')).toEqual(['Urban driving scenes']);
    expect(find('chest AND lidar')).toEqual([]);
  });

  it('searches the keywords (category name, format, tags) besides title and description', () => {
    expect(find('dicom')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('autonomous')).toEqual(['Urban driving scenes']);
    expect(find('network')).toEqual(['C2 protocol logs']);
  });

  it('narrows to a category through its facet token, which plain words never match', () => {
    expect(find('boxes', 2)).toEqual(['Urban driving scenes']);
    expect(find('boxes', 13)).toEqual(['C2 protocol logs']);
    expect(find('c2')).toEqual(['C2 protocol logs']);
    expect(find('boxes', null)).toHaveLength(3);
    expect(find('boxes', -1)).toHaveLength(3);
  });

  it('neutralises FTS5 syntax: operators and column filters are plain words, punctuation separates', () => {
    expect(find('"chest": x-rays!')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('description:chest')).toEqual([]);
    expect(find('NEAR(chest x)')).toEqual([]);
    expect(find('chest OR lidar')).toEqual([]);
    expect(find('-lidar* ^urban')).toEqual(['Urban driving scenes']);
  });

  it('never makes SQLite fail, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(() => find(text)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});
