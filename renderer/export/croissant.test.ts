import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import type { DatasetDetailReading } from '../../shared/domain/readings/dataset-reading';
import { readAsCore } from '../../tests/support/readings';
import { missingWords } from './croissant-button';
import { croissantCatalog, croissantDocument, croissantShapeProblems, CROISSANT_REQUIRED } from './croissant';

const at = (value: string) => ({ value, from: 'x' });

/** What the Croissant 1.0 and 1.1 specifications require of a dataset, as IRIs once the document is expanded. */
const REQUIRED_IRIS = {
  '@type': '@type',
  conformsTo: 'http://purl.org/dc/terms/conformsTo',
  name: 'https://schema.org/name',
  description: 'https://schema.org/description',
  license: 'https://schema.org/license',
  url: 'https://schema.org/url',
  creator: 'https://schema.org/creator',
  datePublished: 'https://schema.org/datePublished',
} as const;

/** The required properties the expanded document lacks. */
async function requiredMissing(document: Record<string, unknown>): Promise<string[]> {
  const [node] = (await jsonld.expand(document as jsonld.JsonLdDocument)) as Array<Record<string, unknown>>;
  expect(node?.['@type']).toEqual(['https://schema.org/Dataset']);
  return Object.entries(REQUIRED_IRIS).flatMap(([name, iri]) => (node?.[iri] === undefined ? [name] : []));
}

const API = 'http://127.0.0.1:8787/v1/datasets/ds-1';
const detail = readAsCore.detail(
  {
    id: 'ds-1',
    title: 'Cats',
    description: 'Photos of cats.',
    license: 'CC-BY-4.0',
    urls: { dataset: API },
    seller: { name: 'Acme Data' },
    version: '1.0.0',
    tags: ['cats'],
    created_at: '2030-01-01T00:00:00Z',
  },
  'ds-1',
);
const license = readAsCore.license({ license: { type: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } });

describe('Croissant', () => {
  it('writes only what the marketplace stated and names the fields it did not', () => {
    const record: DatasetDetailReading = {
      id: 'ds-1',
      title: at('Cats'),
      pageUrl: at('https://m.example/ds-1'),
      version: at('v2'),
      tags: { value: [' ', 'cats'], from: 'tags' },
      raw: {},
    };
    const { document, missing } = croissantDocument({ record });
    expect(document).toMatchObject({
      '@type': 'sc:Dataset',
      conformsTo: 'http://mlcommons.org/croissant/1.1',
      name: 'Cats',
      keywords: ['cats'],
      version: 'v2',
    });
    expect(document).not.toHaveProperty('description');
    expect(document).not.toHaveProperty('creator');
    expect(Object.keys(document).filter((key) => key.startsWith('rai:'))).toEqual([]);
    expect(missing).toEqual([
      {
        id: 'ds-1',
        title: 'Cats',
        gaps: ['description', 'license', 'creator', 'datePublished', 'dateCreated'].map((field) => ({ field, why: 'not-stated' })),
      },
    ]);
    const problems = croissantShapeProblems(document);
    expect(problems.errors).toEqual(['description is missing', 'license is missing', 'creator is missing', 'datePublished is missing']);
    expect(problems.warnings).toEqual(['dateCreated is missing', 'version v2 is not MAJOR.MINOR.PATCH']);
  });

  it('checks every property the specification requires, by its IRI once the document is expanded', () => {
    expect([...CROISSANT_REQUIRED].sort()).toEqual(
      Object.keys(REQUIRED_IRIS)
        .filter((key) => key !== '@type' && key !== 'conformsTo')
        .sort(),
    );
  });

  it('holds every required property the marketplace states, with the API record as url when it names no web page, and says so', async () => {
    const file = croissantDocument({ record: detail, license, apiUrl: API });
    expect(file.document.url).toBe(API);
    expect(file.notes).toEqual(['Cats: its url is the dataset’s API record, as the marketplace names no web page for it.']);
    // The record states when its listing was created, not when the dataset was published: named, never filled in.
    expect(await requiredMissing(file.document)).toEqual(['datePublished']);
    expect(file.missing).toEqual([{ id: 'ds-1', title: 'Cats', gaps: [{ field: 'datePublished', why: 'not-stated' }] }]);
    expect(croissantShapeProblems(file.document).errors).toEqual(['datePublished is missing']);
    expect(missingWords(file)).toBe(
      ' Not stated by the marketplace, so left out: date published. Cats: its url is the dataset’s API record, as the marketplace names no web page for it.',
    );
  });

  it('takes datePublished from the record’s published date, never from when its listing was created', async () => {
    const published = readAsCore.detail({ ...(detail.raw as Record<string, unknown>), published_at: '2029-06-30T12:00:00Z' }, 'ds-1');
    const file = croissantDocument({ record: published, license, apiUrl: API });
    expect(file.document.datePublished).toBe('2029-06-30T12:00:00Z');
    expect(file.document.dateCreated).toBe('2030-01-01T00:00:00Z');
    expect(await requiredMissing(file.document)).toEqual([]);
    expect(file.missing).toEqual([]);
    expect(croissantShapeProblems(file.document).errors).toEqual([]);
  });

  it('says a field its record could state is not loaded, never not stated, while the record is not held', async () => {
    const item = readAsCore.item({ id: 'ds-2', title: 'Dogs', urls: { page: 'https://market.test/ds-2' } });
    const file = croissantCatalog('Shortlist', [{ record: item, notLoaded: ['record', 'license'], apiUrl: 'http://127.0.0.1:8787/v1/datasets/ds-2' }]);
    const dataset = (file.document.dataset as Array<Record<string, unknown>>)[0]!;
    expect(dataset.url).toBe('https://market.test/ds-2');
    expect(file.notes).toEqual([]);
    expect(file.missing[0]?.gaps).toEqual([
      { field: 'description', why: 'not-loaded' },
      { field: 'license', why: 'not-loaded' },
      { field: 'creator', why: 'not-loaded' },
      { field: 'datePublished', why: 'not-loaded' },
      { field: 'keywords', why: 'not-loaded' },
      { field: 'version', why: 'not-loaded' },
      { field: 'dateCreated', why: 'not-loaded' },
    ]);
    expect(missingWords(file)).toBe(
      ' Left out, as their records are not loaded yet: description, licence, seller, date published, keywords, version, date created.',
    );
    expect(await requiredMissing({ '@context': file.document['@context'], ...dataset })).toEqual(['description', 'license', 'creator', 'datePublished']);
  });
});
