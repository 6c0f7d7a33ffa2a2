import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetSearchExpression, MAX_SEARCH_WORDS } from './fts-query';
import { SEARCH_INDEX_SQL, SEARCH_TERMS_FILL_SQL } from '../db/schema';
import { buildSearchUnits, relaxedSearch, searchedWords, searchExpression, unitExpression } from './search-expression';
import { readSearchTerms } from './search-terms';

/** A few listings in the catalog's search index (title, description, keywords, category facet). */
const db = new Database(':memory:');
db.exec(SEARCH_INDEX_SQL);
const insert = db.prepare('INSERT INTO datasets_fts (title, description, keywords, category) VALUES (?, ?, ?, ?)');
const LISTINGS = [
  ['Traffic Sign Images from Busan', 'Urban intersections with bounding boxes.', 'Autonomous Driving coco ["autonomous-driving","lidar"] multimodal', 'c6'],
  ['Chest X-rays from São Paulo', 'Radiologist reports on chest scans.', 'Medical Imaging DICOM ["radiology"] image', 'c1'],
  ['Pediatric Chest Radiographs', 'Pneumothorax labels.', 'Medical Imaging png ["radiology"] image', 'c1'],
  ['Social Media Posts', 'Posts collected through web crawling with robots.txt compliance.', 'NLP / Text jsonl ["nlp","text"] text', 'c3'],
  ['Grasping Trajectories', 'Teleoperated demonstrations by robotics researchers.', 'Robotics rosbag ["manipulation"] multimodal', 'c7'],
  ['Customer Support Conversations', 'Dialogues with intent labels.', 'NLP / Text csv ["nlp"] text', 'c3'],
  ['Cardiac Ultrasound Clips', 'Echocardiography loops.', 'Medical Imaging DICOM ["medical"] image', 'c1'],
  ['In-car Voice Commands', 'Spoken commands recorded in cars.', 'Speech & Audio wav ["speech"] audio', 'c4'],
  ['Phishing Emails', 'Messages flagged by analysts.', 'Cybersecurity jsonl ["phishing"] text', 'c13'],
] as const;
const TITLES: readonly string[] = LISTINGS.map(([title]) => title);
LISTINGS.forEach((listing) => insert.run(...listing));
db.exec(SEARCH_TERMS_FILL_SQL);
const vocabulary = readSearchTerms(db);
const matching = db.prepare('SELECT rowid FROM datasets_fts WHERE datasets_fts MATCH ? ORDER BY rowid').pluck();
afterAll(() => db.close());

function find(q: string, categoryId: number | null = null): unknown[] {
  const units = buildSearchUnits(q, vocabulary);
  const rowids = units === null ? [] : (matching.all(datasetSearchExpression(searchExpression(units), categoryId)) as number[]);
  return rowids.map((rowid) => TITLES[rowid - 1]);
}

describe('buildSearchUnits', () => {
  it('matches plurals and singulars of a word through the stem, not only as typed', () => {
    expect(find('signs')).toEqual(['Traffic Sign Images from Busan']);
    expect(find('car voice')).toEqual(['In-car Voice Commands']);
    expect(find('cars voice')).toEqual(['In-car Voice Commands']);
    expect(find('scan chest')).toEqual(['Chest X-rays from São Paulo']);
  });

  it('matches other spellings and synonyms of a word or a phrase', () => {
    expect(find('xray')).toEqual(['Chest X-rays from São Paulo', 'Pediatric Chest Radiographs']);
    expect(find('x-ray')).toEqual(['Chest X-rays from São Paulo', 'Pediatric Chest Radiographs']);
    expect(find('tweets')).toEqual(['Social Media Posts']);
    expect(find('customer support chats')).toEqual(['Customer Support Conversations']);
    expect(find('self-driving')).toEqual(['Traffic Sign Images from Busan']);
    expect(find('street signs')).toEqual(['Traffic Sign Images from Busan']);
    expect(find('robot')).toEqual(['Social Media Posts', 'Grasping Trajectories']);
  });

  it('searches category names, formats, tags and modality', () => {
    expect(find('autonomous driving')).toEqual(['Traffic Sign Images from Busan']);
    expect(find('dicom')).toEqual(['Chest X-rays from São Paulo', 'Cardiac Ultrasound Clips']);
    expect(find('manipulation')).toEqual(['Grasping Trajectories']);
    expect(find('multimodal')).toEqual(['Traffic Sign Images from Busan', 'Grasping Trajectories']);
  });

  it('matches the last word as a prefix of the words as written, while it is typed', () => {
    expect(find('pedia')).toEqual(['Pediatric Chest Radiographs']);
    expect(find('customer conversat')).toEqual(['Customer Support Conversations']);
    expect(find('chest x-ra')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('ca')).toEqual(['Cardiac Ultrasound Clips', 'In-car Voice Commands']);
  });

  it('adds the last word’s completions only when they add words', () => {
    const [cars] = buildSearchUnits('cars', vocabulary) ?? [];
    expect(cars?.prefix).toBeNull();
    const [car] = buildSearchUnits('car', vocabulary) ?? [];
    expect(car?.prefix).toBe('"car"*');
    expect(car?.words).toContain('"car"');
  });

  it('keeps the words as typed apart from their synonyms', () => {
    const [xrays] = buildSearchUnits('x-rays', vocabulary) ?? [];
    expect(xrays?.words).toEqual(['"x rays"']);
    expect(xrays?.synonyms).toEqual(['"radiographs"']);
  });

  it('drops words that say nothing about a dataset, unless nothing else is left', () => {
    expect(find('chest scans with data')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('with')).toEqual(['Traffic Sign Images from Busan', 'Social Media Posts', 'Customer Support Conversations']);
  });

  it('drops words the catalog never uses, and matches nothing when no word is left', () => {
    expect(find('chest xray pneumonia')).toEqual(['Chest X-rays from São Paulo', 'Pediatric Chest Radiographs']);
    expect(find('qqqq chest')).toEqual(find('chest'));
    expect(find('qqqq zzzz')).toEqual([]);
    expect(find('radiologzzz')).toEqual([]);
  });

  it('still requires every word the catalog uses', () => {
    expect(find('chest robotics')).toEqual([]);
  });

  it('reads a word the catalog never uses through its related words: alone it is the search, beside others it only ranks', () => {
    expect(find('spam')).toEqual(['Phishing Emails']);
    const [chest, spam] = buildSearchUnits('chest spam', vocabulary) ?? [];
    expect(chest?.optional).toBe(false);
    expect(spam).toMatchObject({ optional: true, words: [], related: ['"emails"'] });
    expect(find('chest spam')).toEqual(find('chest'));
  });

  it('relaxes a search no listing answers in full to the listings holding all its words but one', () => {
    const units = buildSearchUnits('chest robotics', vocabulary) ?? [];
    const relaxed = relaxedSearch(units);
    const rowids = matching.all(datasetSearchExpression(relaxed?.expression ?? '', null)) as number[];
    // "robotics" is a synonym of "robot", so robots.txt counts too.
    expect(rowids.map((rowid) => TITLES[rowid - 1])).toEqual([
      'Chest X-rays from São Paulo',
      'Pediatric Chest Radiographs',
      'Social Media Posts',
      'Grasping Trajectories',
    ]);
    expect(relaxed?.units.every((unit) => unit.optional)).toBe(true);
    expect(relaxedSearch(buildSearchUnits('chest', vocabulary) ?? [])).toBeNull();
    // For each unit, the datasets that lack only it: what the list names as missing.
    const lacking = (typed: string) =>
      (matching.all(datasetSearchExpression(relaxed?.leftOut.find((left) => left.typed === typed)?.expression ?? '', null)) as number[]).map(
        (rowid) => TITLES[rowid - 1],
      );
    expect(lacking('robotics')).toEqual(['Chest X-rays from São Paulo', 'Pediatric Chest Radiographs']);
    expect(lacking('chest')).toEqual(['Social Media Posts', 'Grasping Trajectories']);
  });

  it('keeps the words each unit stands for, as typed', () => {
    expect(buildSearchUnits('Customer support chats for X-rays data', vocabulary)?.map((unit) => unit.typed)).toEqual(['Customer support', 'chats', 'X rays']);
    expect(searchedWords('Customer support chats for X-rays data')).toEqual(['Customer', 'support', 'chats', 'X', 'rays']);
    expect(buildSearchUnits('chest spam zebra', vocabulary)?.map((unit) => [unit.typed, unit.optional])).toEqual([
      ['chest', false],
      ['spam', true],
    ]);
  });

  it('leaves words FTS5 must fold itself as typed', () => {
    expect(find('São Paulo')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('sao paulo')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('chest São')).toEqual(['Chest X-rays from São Paulo']);
  });

  it('narrows to a category through its facet', () => {
    expect(find('labels')).toEqual(['Pediatric Chest Radiographs', 'Customer Support Conversations']);
    expect(find('labels', 3)).toEqual(['Customer Support Conversations']);
  });

  it('returns null without words and keeps at most a bounded number of them', () => {
    expect(buildSearchUnits('', vocabulary)).toBeNull();
    expect(buildSearchUnits('"* - ( ) ^ :', vocabulary)).toBeNull();
    expect(buildSearchUnits('chest '.repeat(40), vocabulary)).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('estimates how many datasets a unit matches from its terms', () => {
    const [chest] = buildSearchUnits('chest', vocabulary) ?? [];
    expect(chest?.datasets).toBe(2);
    const [labels] = buildSearchUnits('labels', vocabulary) ?? [];
    expect(labels?.datasets).toBe(2);
  });

  it('neutralises FTS5 syntax: operators and column filters are plain words', () => {
    expect(find('"chest": scans!')).toEqual(['Chest X-rays from São Paulo']);
    expect(find('description:chest')).toEqual(find('chest'));
    expect(unitExpression((buildSearchUnits('NEAR', vocabulary) ?? [])[0] as never)).toBe('"NEAR"');
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
