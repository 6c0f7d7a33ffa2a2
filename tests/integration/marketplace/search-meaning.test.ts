import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetList, DatasetListItem } from '../../../shared/wire/api-types';
import { datasetListSchema } from '@dmd/marketplace/testing';
import { call, expectShape, startFixture, type Fixture } from './marketplace-fixture';

/**
 * `q` finds what buyers mean, over real HTTP: plurals and other spellings of the catalog's
 * words, synonyms, category names, formats and tags, ranked with titles first and the point of
 * the query (robots → Robotics) first.
 */
let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ datasets: 2000, seed: 42, dailyQuotaOverride: { pro: 100_000 } });
});
afterAll(() => fixture.dispose());

async function search(query: string): Promise<DatasetList> {
  const result = await call<DatasetList>(fixture.marketplace, `/v1/datasets?${query}`, { key: fixture.marketplace.proKey });
  expect(result.status, result.text).toBe(200);
  return expectShape(datasetListSchema, result.body);
}

const q = (text: string, extra = ''): Promise<DatasetList> => search(`q=${encodeURIComponent(text)}${extra}`);

async function allPages(text: string, extra = '', perPage = 100): Promise<DatasetListItem[]> {
  const items: DatasetListItem[] = [];
  for (let page = 1; page <= 50; page++) {
    const result = await q(text, `${extra}&per_page=${perPage}&page=${page}`);
    items.push(...result.data);
    if (!result.meta.has_more) return items;
  }
  throw new Error('more than 50 pages');
}

const categories = (list: DatasetList): string[] => list.data.map((item) => item.category);

describe('GET /v1/datasets?q= finds what buyers mean', () => {
  it('finds the plurals buyers type of words the catalog uses in the singular', async () => {
    const expected: Record<string, string[]> = {
      // Traffic signs, vital signs, storefront signs.
      signs: ['Autonomous Driving', 'Clinical Records', 'Computer Vision'],
      vehicles: ['Autonomous Driving', 'Speech & Audio'],
      cars: ['Autonomous Driving', 'Speech & Audio'],
      tumors: ['Medical Imaging'],
      tweets: ['NLP / Text'],
      podcasts: ['Speech & Audio'],
    };
    for (const [text, wanted] of Object.entries(expected)) {
      const result = await q(text);
      expect(result.meta.total, text).toBeGreaterThan(0);
      for (const category of categories(result)) expect(wanted, `${text}: ${category}`).toContain(category);
    }
  });

  it('finds X-rays however the buyer spells them, and radiographs too', async () => {
    const spellings = await Promise.all(['xray', 'x-ray', 'x ray', 'X-Rays'].map((text) => q(text)));
    const totals = new Set(spellings.map((result) => result.meta.total));
    expect(totals.size).toBe(1);
    expect([...totals][0]).toBeGreaterThan(0);
    for (const result of spellings) expect(new Set(categories(result))).toEqual(new Set(['Medical Imaging']));
    const titles = (await allPages('xray')).map((item) => item.title.toLowerCase());
    expect(titles.some((title) => title.includes('x-rays'))).toBe(true);
    expect(titles.some((title) => title.includes('radiographs'))).toBe(true);
  });

  it('ranks robotics datasets first for "robots", not text that mentions robots.txt', async () => {
    const result = await q('robots');
    expect(result.data).toHaveLength(20);
    expect(new Set(categories(result))).toEqual(new Set(['Robotics']));
  });

  it('searches category names, formats and tags besides titles and descriptions', async () => {
    // None of these words is in a title or description: a category name, tags, a modality.
    const only: Record<string, string> = {
      cybersecurity: 'Cybersecurity',
      agritech: 'Agriculture',
      adas: 'Autonomous Driving',
      'network traffic': 'Cybersecurity',
    };
    for (const [text, category] of Object.entries(only)) {
      const items = await allPages(text);
      expect(items.length, text).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.category)), text).toEqual(new Set([category]));
    }
    expect(new Set(categories(await q('dicom')))).toEqual(new Set(['Medical Imaging']));
  });

  it('still matches the last word as a prefix while it is typed', async () => {
    const typed = await q('pedestri');
    expect(typed.meta.total).toBeGreaterThan(0);
    expect(new Set(categories(typed))).toEqual(new Set(['Autonomous Driving']));
    expect((await q('self driving pedestri')).meta.total).toBe((await q('self driving pedestrians')).meta.total);
  });

  it('ignores words the catalog never uses and has no related words for, rather than finding nothing', async () => {
    const withUnknown = await q('chest xray tuberculosis');
    expect(withUnknown.meta.total).toBeGreaterThan(0);
    expect(withUnknown.data.map((item) => item.id)).toEqual((await q('chest xray')).data.map((item) => item.id));
  });

  it('reads a word the catalog never uses through its related words: spam finds emails, rainfall precipitation', async () => {
    const spam = await allPages('spam');
    expect(spam.length).toBeGreaterThan(0);
    expect(new Set(spam.map((item) => item.category))).toEqual(new Set(['Cybersecurity']));
    expect(spam.every((item) => /emails?/i.test(item.title) || item.category === 'Cybersecurity')).toBe(true);
    const rainfall = await q('rainfall');
    expect(rainfall.meta.total).toBeGreaterThan(0);
    expect(new Set(categories(rainfall).slice(0, 5))).toEqual(new Set(['Climate & Weather']));
  });

  it('beside words the catalog has, a word it lacks only ranks: it never leaves a dataset out', async () => {
    // "recognize" is not in the catalog, and is read through "recognition"; "speaker" decides what is found.
    const speaker = await q('speaker', '&per_page=100');
    const withRelated = await q('speaker recognize', '&per_page=100');
    expect(withRelated.meta.total).toBe(speaker.meta.total);
    expect(new Set(categories(withRelated).slice(0, 10))).toEqual(new Set(['Speech & Audio']));
  });

  it('lists the datasets that have all words but one when none has every word', async () => {
    const none = await q('intrusion', '&per_page=100');
    const relaxed = await allPages('network intrusion logs');
    expect(relaxed.length).toBeGreaterThan(0);
    expect(new Set(relaxed.map((item) => item.category))).toEqual(new Set(['Cybersecurity']));
    // A search some dataset answers in full is not relaxed.
    expect((await q('network intrusion')).meta.total).toBeLessThanOrEqual(none.meta.total);
  });

  it('says in the list how its datasets match the words: every word, or all but one of those it names', async () => {
    const full = await q('chest xray');
    expect(full.meta.match).toEqual({ kind: 'all_words', words: ['chest', 'xray'], missing: [], not_found: [] });
    // No dataset has "intrusion" beside chest X-rays: the chest X-rays are listed, each without it.
    const one = await q('chest intrusion xray');
    expect(one.meta.total).toBeGreaterThan(0);
    expect(one.meta.match).toEqual({ kind: 'all_but_one', words: ['chest', 'intrusion', 'xray'], missing: ['intrusion'], not_found: [] });
    expect(one.meta.total).toBe(full.meta.total);
    // Each word some listed dataset lacks is named: here each of the three.
    const relaxed = await q('network intrusion logs');
    expect(relaxed.meta.match?.kind).toBe('all_but_one');
    expect(relaxed.meta.match?.missing.length).toBeGreaterThan(1);
    for (const word of relaxed.meta.match?.missing ?? [])
      expect((await q(['network', 'intrusion', 'logs'].filter((other) => other !== word).join(' '))).meta.total, word).toBeGreaterThan(0);
    // Words no dataset holds in any form are named too: the search did not require them.
    expect((await q('chest xray tuberculosis')).meta.match).toEqual({
      kind: 'all_words',
      words: ['chest', 'xray', 'tuberculosis'],
      missing: [],
      not_found: ['tuberculosis'],
    });
    expect((await q('speaker recognize')).meta.match?.not_found).toEqual(['recognize']);
    // Read through its related words alone, a word is the search, and found.
    expect((await q('spam data')).meta.match).toEqual({ kind: 'all_words', words: ['spam'], missing: [], not_found: [] });
    expect((await search('per_page=5')).meta.match).toBeUndefined();
  });

  it('finds the common tasks of each category, by their abbreviations too', async () => {
    const expected: Record<string, string[]> = {
      asr: ['Speech & Audio'],
      ocr: ['Document AI', 'Computer Vision'],
      ner: ['NLP / Text'],
      ehr: ['Clinical Records'],
      nlp: ['NLP / Text', 'Clinical Records'],
      llm: ['NLP / Text'],
      'scene text recognition': ['Computer Vision'],
      'depth estimation': ['Computer Vision'],
      'person re-identification': ['Computer Vision'],
      'speaker identification': ['Speech & Audio'],
      'diabetic retinopathy': ['Medical Imaging'],
      'stock prices': ['Financial / Crypto'],
      'hate speech': ['NLP / Text'],
    };
    for (const [text, wanted] of Object.entries(expected)) {
      const result = await q(text);
      expect(result.meta.total, text).toBeGreaterThan(0);
      for (const category of categories(result)) expect(wanted, `${text}: ${category}`).toContain(category);
    }
  });

  it('carries no face datasets, and says so rather than correcting “face” into another word', async () => {
    const faces = await q('face recognition');
    expect(faces.meta.query_correction).toBeUndefined();
    expect(faces.meta.match?.not_found).toEqual(['face']);
    expect((await q('facial')).meta.total).toBe(0);
  });

  it('ranks the category a word is most about first: cars finds driving datasets before in-car voice commands', async () => {
    const cars = await q('cars');
    expect(new Set(categories(cars))).toEqual(new Set(['Autonomous Driving']));
    const all = await allPages('cars');
    expect(all.some((item) => item.category === 'Speech & Audio')).toBe(true);
  });

  it('ranks datasets with the word in the title above those with it elsewhere, within a category', async () => {
    const items = await allPages('lidar', '&category=autonomous-driving');
    const inTitle = items.map((item) => /lidar/i.test(item.title));
    expect(inTitle.includes(true) && inTitle.includes(false)).toBe(true);
    expect(inTitle.lastIndexOf(true)).toBeLessThan(inTitle.indexOf(false));
  });

  it('ranks the words as typed above their synonyms', async () => {
    const items = (await q('chest x-rays', '&per_page=100')).data;
    // The word as typed in any of its forms ("Portable X-ray Unit …"), before its synonyms (radiographs).
    const typed = items.map((item) => /x-rays?\b/i.test(item.title));
    expect(typed.includes(true) && typed.includes(false)).toBe(true);
    expect(typed.lastIndexOf(true)).toBeLessThan(typed.indexOf(false));
  });

  it('pages a filtered relevance search without gaps or repeats, and counts it exactly', async () => {
    const filters = '&category=medical-imaging&price_max=5000&lqs_min=60';
    const ranked = await allPages('images', filters, 7);
    const sorted = await allPages('images', `${filters}&sort=price`);
    expect(ranked.length).toBeGreaterThan(20);
    expect(new Set(ranked.map((item) => item.id)).size).toBe(ranked.length);
    expect(new Set(ranked.map((item) => item.id))).toEqual(new Set(sorted.map((item) => item.id)));
    expect((await q('images', filters)).meta.total).toBe(ranked.length);
    for (const item of ranked) expect(item.category === 'Medical Imaging' && item.price <= 5000 && (item.quality.composite ?? -Infinity) >= 60).toBe(true);
  });
});
