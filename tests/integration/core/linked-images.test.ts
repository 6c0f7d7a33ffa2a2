/**
 * Images a sample's labels name by address, fetched by the core over real HTTP: from the
 * embedded marketplace at once (its COCO samples served as the annotation file alone), from the
 * sample's own origin at once, from another host only after the user agreed to it (and never
 * with the key), from a custom marketplace that may count them only after a go-ahead naming the
 * count; caps on count and bytes; bad addresses and answers end in a message.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { SampleAnswer, SampleBundle } from '../../../shared/domain/samples/sample-types';
import { createCore, type Core } from '../../../electron/core/create-core';
import { createMarketplaceClient } from '../../../electron/core/http/marketplace-client';
import { openSampleCache } from '../../../electron/core/samples/sample-cache';
import { createSampleAddresses, type SampleAddresses } from '../../../electron/core/samples/sample-addresses';
import { createSampleService, type SampleConnection } from '../../../electron/core/samples/sample-service';
import { createSecretRedactor } from '../../../electron/core/secrets/secret-redaction';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { servesImagesByUrl } from '@dmd/marketplace/testing';

const KEY = 'ls_live_LinkedImagesTestKey0000000000000';
const keys = createSecretRedactor();
keys.remember(KEY);
/** A PNG's signature and header, padded: the core sniffs the bytes, it does not decode them. */
const png = (size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 4]).copy(bytes);
  return bytes;
};
const coco = (images: Array<{ file_name?: string; coco_url?: string }>) =>
  JSON.stringify({
    images: images.map((image, index) => ({ id: index + 1, width: 4, height: 4, ...image })),
    annotations: images.map((_, index) => ({ id: index + 1, image_id: index + 1, category_id: 1, bbox: [0, 0, 2, 2] })),
    categories: [{ id: 1, name: 'car' }],
  });

let marketplace: HttpPeer;
let otherHost: HttpPeer;
let otherBase: string;
let dir: string;
let addresses: SampleAddresses;
let service: ReturnType<typeof createSampleService>;
let connection: SampleConnection;

beforeAll(async () => {
  otherHost = await startPeer((request, response) => {
    if (/^\/img\/\d+\.png$/.test(request.url)) return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(png());
    if (/^\/big\/\d+\.png$/.test(request.url)) return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(png(3 * 1024 * 1024));
    if (request.url === '/page.png') return void response.writeHead(200, { 'Content-Type': 'image/png' }).end('<!doctype html><script>alert(1)</script>');
    if (request.url === '/labels/coco.json')
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(coco([{ file_name: '../img/1.png' }, { file_name: '../img/2.png' }]));
    response.writeHead(404).end();
  });
  otherBase = otherHost.url.replace('127.0.0.1', 'localhost');
  marketplace = await startPeer((request, response) => {
    const sample = /^\/v1\/datasets\/([^/]+)\/sample$/.exec(request.url)?.[1];
    const json = (body: string) => void response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    switch (sample) {
      case 'elsewhere':
        return json(coco([1, 2, 3].map((n) => ({ file_name: `${n}.png`, coco_url: `${otherBase}/img/${n}.png` }))));
      case 'own':
        return json(coco([{ file_name: 'images/1.png' }, { file_name: 'images/2.png' }]));
      case 'many':
        return json(coco(Array.from({ length: 100 }, (_, n) => ({ coco_url: `${otherBase}/img/${n}.png` }))));
      case 'heavy':
        return json(coco(Array.from({ length: 6 }, (_, n) => ({ coco_url: `${otherBase}/big/${n}.png` }))));
      case 'hostile':
        return json(
          coco([
            { coco_url: 'http://images.cocodataset.org/val2017/000000397133.jpg' },
            { coco_url: 'file:///etc/passwd' },
            { coco_url: `${otherBase}/page.png` },
            { coco_url: `${otherBase}/missing.png` },
            { coco_url: `${otherBase}/img/1.png` },
          ]),
        );
      case 'voc':
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        return void response.end(
          `<annotation><filename>1.png</filename><path>${otherBase}/img/1.png</path><size><width>4</width><height>4</height></size><object><name>car</name><bndbox><xmin>0</xmin><ymin>0</ymin><xmax>2</xmax><ymax>2</ymax></bndbox></object></annotation>`,
        );
      case 'yolo':
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        return void response.end(`${otherBase}/img/1.png\n${otherBase}/img/2.png\n`);
    }
    if (/^\/v1\/datasets\/own\/images\/\d\.png$/.test(request.url)) return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(png());
    response.writeHead(404).end();
  });
});
afterAll(async () => {
  await otherHost.close();
  await marketplace.close();
});

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-linked-images-'));
  marketplace.requests.length = 0;
  otherHost.requests.length = 0;
  addresses = createSampleAddresses();
  service = createSampleService({
    cache: await openSampleCache(dir, { now: () => new Date(), log: () => undefined, keys }),
    addresses,
    keys,
    now: () => new Date(),
    userAgent: 'test',
  });
  connection = {
    identity: { kind: 'custom', id: marketplace.url, keyAccount: marketplace.url, configuredBaseUrl: marketplace.url },
    client: createMarketplaceClient({ baseUrl: marketplace.url, apiKey: KEY }),
    signal: new AbortController().signal,
    cacheId: 'c',
  };
});

const own = (name: string) => `${marketplace.url}/v1/datasets/${name}/sample`;
const sampleOf = (answer: SampleAnswer): SampleBundle => {
  if (answer.kind !== 'sample') throw new Error(`expected a sample, got ${JSON.stringify(answer)}`);
  return answer.sample;
};
const get = async (name: string, imageHosts?: string[]) =>
  sampleOf(value(await service.get(connection, { id: name, url: own(name), consent: true, imageHosts })));
const otherHostName = () => new URL(otherBase).host;
const images = (sample: SampleBundle) => sample.files.filter((file) => file.kind === 'png' || file.kind === 'jpeg');

describe('images named by address, from hosts of their own', () => {
  it('asks before fetching from another host, names the count, then fetches there without the key', async () => {
    const first = await get('elsewhere');
    expect(first.linked).toMatchObject({ format: 'COCO', named: 3, fetched: 0, waiting: [{ host: otherHostName(), count: 3, quota: 'no-key' }] });
    expect(otherHost.requests).toHaveLength(0);
    const agreed = await get('elsewhere', [otherHostName()]);
    expect(agreed.linked).toMatchObject({ fetched: 3, waiting: [], fetchedFrom: [otherHostName()], problems: [] });
    expect(images(agreed).map((file) => file.path)).toEqual(['1.png', '2.png', '3.png']);
    expect(otherHost.requests).toHaveLength(3);
    for (const request of otherHost.requests) expect(JSON.stringify(request.headers)).not.toContain(KEY);
    // Agreed to for this run: not asked about again.
    expect((await get('elsewhere')).linked).toMatchObject({ fetched: 3, waiting: [] });
  });

  it('fetches images on the sample’s own origin at once once the sample’s host is agreed to, resolving file_name against the sample', async () => {
    const url = `${otherBase}/labels/coco.json`;
    addresses.note(connection.identity.id, ['d1'], url);
    expect(value<SampleAnswer>(await service.get(connection, { id: 'd1', url, consent: false })).kind).toBe('consent-needed');
    const sample = sampleOf(value(await service.get(connection, { id: 'd1', url, consent: true })));
    expect(sample.linked).toMatchObject({ fetched: 2, waiting: [] });
    const [labels, ...rest] = otherHost.requests.map((request) => request.url);
    expect(labels).toBe('/labels/coco.json');
    expect(rest.sort()).toEqual(['/img/1.png', '/img/2.png']);
  });

  it('reads a VOC file’s path and a YOLO image list', async () => {
    expect((await get('voc', [otherHostName()])).linked).toMatchObject({ format: 'Pascal VOC', fetched: 1 });
    const yolo = await get('yolo', [otherHostName()]);
    expect(yolo.linked).toMatchObject({ format: 'YOLO image list', fetched: 2 });
    expect(images(yolo).map((file) => file.path)).toEqual(['img/1.png', 'img/2.png']);
  });
});

describe('images on a custom marketplace’s own origin', () => {
  it('waits for a go-ahead naming the count, as each request may count, then sends the key there only', async () => {
    const first = await get('own');
    expect(first.linked).toMatchObject({ named: 2, fetched: 0, waiting: [{ host: new URL(marketplace.url).host, count: 2, quota: 'may-count' }] });
    expect(marketplace.requests).toHaveLength(1);
    const agreed = await get('own', [new URL(marketplace.url).host]);
    expect(agreed.linked).toMatchObject({ fetched: 2, waiting: [] });
    const imageRequests = marketplace.requests.filter((request) => request.url.includes('/images/'));
    expect(imageRequests.map((request) => request.url).sort()).toEqual(['/v1/datasets/own/images/1.png', '/v1/datasets/own/images/2.png']);
    for (const request of imageRequests) expect(request.headers['x-api-key']).toBe(KEY);
  });
});

describe('the caps and bad answers', () => {
  it('fetches at most 60 images and says how many more the labels name', async () => {
    const sample = await get('many', [otherHostName()]);
    expect(sample.linked).toMatchObject({ named: 100, fetched: 60, beyondCap: 40 });
    expect(otherHost.requests).toHaveLength(60);
  });

  it('stops at 10 MB of images in all, saying so', async () => {
    const sample = await get('heavy', [otherHostName()]);
    expect(sample.linked?.fetched).toBe(3);
    expect(sample.linked?.fetchedBytes).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(sample.linked?.problems).toEqual([expect.stringMatching(/^3 images not fetched: .*(past 10 MB|larger than)/)]);
  });

  it('refuses plain http and file addresses without a request, and drops a page posing as an image and a 404, saying why', async () => {
    const sample = await get('hostile', [otherHostName()]);
    expect(sample.linked).toMatchObject({ named: 5, fetched: 1 });
    const problems = sample.linked?.problems.join('\n') ?? '';
    expect(problems).toContain('1 image not fetched: they are offered over plain http:// (images.cocodataset.org)');
    expect(problems).toContain('1 image not fetched: their addresses use file:');
    expect(problems).toContain('no PNG, JPEG, GIF or WebP image (its bytes read as html)');
    expect(problems).toContain('HTTP 404');
    expect(images(sample)).toHaveLength(1);
    expect(otherHost.requests.map((request) => request.url).sort()).toEqual(['/img/1.png', '/missing.png', '/page.png']);
  });
});

describe('the demo marketplace’s COCO samples served by address', () => {
  let core: Core | null = null;
  afterEach(async () => {
    await core?.dispose();
    core = null;
  });

  it('fetches the images the annotation file names, at once and without spending quota, and they carry their boxes', async () => {
    core = await createCore(testCoreOptions({ userDataDir: dir, embedded: { datasets: 400, seed: 3 } }));
    const page = value<DatasetPageReading>(await core.invoke('datasets:search', { format: 'coco', per_page: 50 }));
    const item = page.items.find((entry) => servesImagesByUrl({ id: entry.id, format: 'coco' }));
    if (item === undefined) throw new Error('no COCO dataset served by address in this catalog');
    const detail = value<DatasetDetailReading>(await core.invoke('datasets:get', { id: item.id }));
    const before = value<QuotaState>(await core.invoke('quota:state', null)).remaining;
    const answer = value<SampleAnswer>(await core.invoke('samples:get', { id: item.id, url: detail.sampleUrl?.value as string }));
    const sample = sampleOf(answer);
    expect(sample.plan).toMatchObject({ quota: 'not-counted', needsConsent: false });
    expect(sample.linked).toMatchObject({ format: 'COCO', named: 8, fetched: 8, waiting: [], problems: [], beyondCap: 0 });
    expect(sample.files.map((file) => file.kind)).toEqual(['json', ...Array<string>(8).fill('jpeg')]);
    const labels = JSON.parse(Buffer.from(sample.files[0]!.data, 'base64').toString()) as { images: Array<{ file_name: string }>; annotations: unknown[] };
    expect(labels.images.map((image) => image.file_name)).toEqual(sample.files.slice(1).map((file) => file.path));
    expect(labels.annotations.length).toBeGreaterThan(0);
    expect(value<QuotaState>(await core.invoke('quota:state', null)).remaining).toBe(before);
  });
});
