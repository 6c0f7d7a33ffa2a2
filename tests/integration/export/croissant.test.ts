/**
 * Croissant from real records (the core against the embedded marketplace): valid JSON-LD against
 * its own @context, expanded offline in jsonld's safe mode (every term defined, nothing dropped, no
 * document fetched), and of the shape mlcroissant checks.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../../shared/domain/readings/license-reading';
import { createCore, type Core } from '../../../electron/core/create-core';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { croissantCatalog, croissantDocument, croissantShapeProblems, type CroissantSource } from '../../../renderer/export/croissant';

/**
 * The properties a Croissant dataset may use here: @vocab maps any word to schema.org, so a
 * misspelt one would still expand; each expanded property must be one of these.
 */
const KNOWN = new Set([
  ...[
    'name',
    'description',
    'license',
    'url',
    'creator',
    'dateCreated',
    'dateModified',
    'version',
    'keywords',
    'inLanguage',
    'isBasedOn',
    'identifier',
    'dataset',
  ].map((term) => `https://schema.org/${term}`),
  'http://purl.org/dc/terms/conformsTo',
  ...['dataCollection', 'dataCollectionRawData', 'dataCollectionTimeframe', 'personalSensitiveInformation'].map(
    (term) => `http://mlcommons.org/croissant/RAI/${term}`,
  ),
]);

function unknownProperties(nodes: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (!key.startsWith('@') && !KNOWN.has(key)) found.push(key);
        walk(inner);
      }
    }
  };
  walk(nodes);
  return found;
}

let dir: string;
let core: Core;
const PUBLISHED_NOT_STATED = { field: 'datePublished', why: 'not-stated' };
let sources: CroissantSource[] = [];

/** No document is ever fetched: the context is inline. */
const offline = {
  documentLoader: (url: string) => Promise.reject(new Error(`The test fetches nothing (asked for ${url}).`)),
  safe: true,
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-croissant-'));
  core = await createCore(testCoreOptions({ userDataDir: dir, embedded: { datasets: 40, seed: 9 } }));
  const page = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 3 }));
  sources = [];
  for (const item of page.items) {
    const record = value<DatasetDetailReading>(await core.invoke('datasets:get', { id: item.id }));
    const license = value<LicenseReading>(await core.invoke('datasets:license', { id: item.id }));
    sources.push({ record, license });
  }
}, 120_000);

afterAll(async () => {
  await core.dispose();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('Croissant from the embedded marketplace', () => {
  it('expands against its own context with every term defined, and is a schema.org Dataset conforming to Croissant 1.1', async () => {
    const source = sources[0];
    if (!source) throw new Error('no dataset');
    const { document, missing } = croissantDocument(source);
    // The one required property no marketplace record states: when the dataset was published.
    expect(missing.flatMap((entry) => entry.gaps)).toEqual([PUBLISHED_NOT_STATED]);
    const expanded = (await jsonld.expand(document as jsonld.JsonLdDocument, offline)) as Array<Record<string, unknown>>;
    expect(expanded).toHaveLength(1);
    const node = expanded[0] ?? {};
    expect(node['@type']).toEqual(['https://schema.org/Dataset']);
    expect(node['http://purl.org/dc/terms/conformsTo']).toEqual([{ '@value': 'http://mlcommons.org/croissant/1.1', '@language': 'en' }]);
    expect(unknownProperties(expanded)).toEqual([]);
    expect(node['https://schema.org/name']).toEqual([{ '@value': source.record.title?.value, '@language': 'en' }]);
    expect(node['http://mlcommons.org/croissant/RAI/dataCollection']).toEqual([
      { '@value': source.license?.provenance.collectionMethod?.value, '@language': 'en' },
    ]);
  });

  it('is in the shape mlcroissant checks, for each dataset', () => {
    for (const source of sources) expect(croissantShapeProblems(croissantDocument(source).document).errors).toEqual(['datePublished is missing']);
  });

  it('writes the shortlist as a catalog of such datasets, valid JSON-LD too', async () => {
    const { document, missing } = croissantCatalog('Shortlist', sources);
    expect(missing.flatMap((entry) => entry.gaps)).toEqual(sources.map(() => PUBLISHED_NOT_STATED));
    const expanded = (await jsonld.expand(document as jsonld.JsonLdDocument, offline)) as Array<Record<string, unknown>>;
    expect(expanded[0]?.['@type']).toEqual(['https://schema.org/DataCatalog']);
    expect(expanded[0]?.['https://schema.org/dataset']).toHaveLength(sources.length);
    expect(unknownProperties(expanded)).toEqual([]);
  });

  it('catches a property outside the vocabularies (the check can fail)', async () => {
    const source = sources[0];
    if (!source) throw new Error('no dataset');
    const { document } = croissantDocument(source);
    const misspelt = await jsonld.expand({ ...document, descripton: 'x' } as jsonld.JsonLdDocument, offline);
    expect(unknownProperties(misspelt as Array<Record<string, unknown>>)).toEqual(['https://schema.org/descripton']);
  });
});
