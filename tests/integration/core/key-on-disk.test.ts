/**
 * No file the core writes holds the API key, with `--key-storage memory` (keys in memory only):
 * a custom marketplace over real HTTP echoes the key in a sample's Content-Disposition, a zip
 * member's name, the sample address's query, an ETag and the bytes, and in an error; the window
 * sends it back in the saved results and the screen state. Afterwards every
 * file in the user data folder is read every way the key could be spelled in it (raw, any case,
 * percent-encoded, base64, hex, UTF-16) and holds none of them; nor does any log line.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleAnswer } from '../../../shared/domain/samples/sample-types';
import { DEFAULT_UI_STATE, type UiState } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { flushAtomicWrites } from '../../../electron/core/storage/atomic-file';
import { keySpellings } from '../../../electron/core/secrets/secret-redaction-spellings';
import { readings } from '../../../electron/core/testing/secret-readings';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { value } from '../../../electron/core/testing/results';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const KEY = 'ls_live_VS7aFORehf2OBq9ZtL4mW8xYc3NdJ6kPa';
/** Pieces of the key's random part: none may be on disk, in any reading below. */
const PIECES = [KEY.slice(8, 20), KEY.slice(20, 32), KEY.slice(32)].map((piece) => piece.toLowerCase());
const spellings = keySpellings(KEY);

const percentTwice = (text: string) => [...text].map((char) => `%25${char.charCodeAt(0).toString(16)}`).join('');

/** Each way the marketplace echoes the key in a sample: every one of them stays off the disk. */
const SAMPLES: Record<string, { headers: Record<string, string>; body: () => Buffer }> = {
  'content-disposition': {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${KEY}.csv"` },
    body: () => Buffer.from('id\n1\n'),
  },
  'zip-member-name': {
    headers: { 'Content-Type': 'application/zip' },
    body: () => Buffer.from(zipSync({ [`${KEY}.csv`]: strToU8('id\n1\n'), 'b.txt': strToU8('clean') }, { level: 0 })),
  },
  etag: { headers: { 'Content-Type': 'text/csv', ETag: `"${KEY}"` }, body: () => Buffer.from('id\n1\n') },
  bytes: {
    headers: { 'Content-Type': 'text/csv' },
    body: () => Buffer.from(`id,echo\n1,${percentTwice(KEY)}\n2,${Buffer.from(KEY, 'utf16le').toString('base64')}\n3,${[...KEY].join('\u200b')}\n`),
  },
  clean: { headers: { 'Content-Type': 'text/csv', ETag: '"v1"' }, body: () => Buffer.from('id\n1\n') },
};
const QUERY_SAMPLE = `/files/rows.csv?token=${KEY}`;

/** Each file under `folder` (relative path) that holds a piece of the key in some reading, or the key in a spelling the finder knows. */
async function filesHoldingKey(folder: string): Promise<string[]> {
  const held: string[] = [];
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await fs.readFile(file);
    const texts = readings(bytes);
    if (PIECES.some((piece) => texts.some((text) => text.includes(piece))) || spellings.find(bytes.toString('latin1')).length > 0 || entry.name.includes(KEY))
      held.push(path.relative(folder, file));
  }
  return held;
}

let peer: HttpPeer;
const logLines: string[] = [];

beforeAll(async () => {
  peer = await startPeer((request, response) => {
    const id = /^\/v1\/datasets\/([^/]+)\/sample$/.exec(request.url)?.[1];
    const sample = id === undefined ? undefined : SAMPLES[id];
    if (sample !== undefined) {
      response.writeHead(200, sample.headers).end(sample.body());
      return;
    }
    if (request.url === QUERY_SAMPLE) {
      response.writeHead(200, { 'Content-Type': 'text/csv' }).end('id\n1\n');
      return;
    }
    if (request.url === '/v1/datasets/url-query') {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ id: 'url-query', title: 'Rows', sample_url: `${peer.url}${QUERY_SAMPLE}` }));
      return;
    }
    if (request.url === '/v1/datasets/echo-error') {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ error: { code: 'bad_key', message: `Key ${[...KEY].join('\u200b')} (${encodeURIComponent(encodeURIComponent(KEY))}) is not valid` } }),
      );
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":"not_found","message":"no"}}');
  });
});
afterAll(() => peer?.close());

const startCore = (dir: string) =>
  createCore(testCoreOptions({ userDataDir: dir, apiBaseOverride: peer.url, apiKeyOverride: KEY, log: (line) => logLines.push(line) }));

/**
 * `task` on a core of its own user data folder; then the core stops, a new one starts there (it
 * reads and rewrites what it finds) and stops, and the files left in the folder are returned.
 */
async function filesAfter(task: (core: Core, dir: string) => Promise<void>): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-key-on-disk-'));
  try {
    const core = await startCore(dir);
    try {
      await task(core, dir);
    } finally {
      await core.dispose();
    }
    const next = await startCore(dir);
    await next.invoke('connection:status', undefined);
    await next.dispose();
    return await filesHoldingKey(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const getSample = (core: Core, id: string, url = `${peer.url}/v1/datasets/${id}/sample`) => core.invoke('samples:get', { id, url, consent: true });

describe('the API key echoed by a marketplace, with the keys kept in memory', () => {
  it.each(Object.keys(SAMPLES).filter((id) => id !== 'clean'))('shows the sample echoing it in its %s, and keeps none of it on disk', async (id) => {
    const held = await filesAfter(async (core) => {
      expect(value<SampleAnswer>(await getSample(core, id)).kind).toBe('sample');
    });
    expect(held).toEqual([]);
  });

  it('keeps a sample whose address holds the key in its query off the disk', async () => {
    const held = await filesAfter(async (core) => {
      value(await core.invoke('datasets:get', { id: 'url-query' }));
      expect(value<SampleAnswer>(await getSample(core, 'url-query', `${peer.url}${QUERY_SAMPLE}`)).kind).toBe('sample');
    });
    expect(held).toEqual([]);
  });

  it('keeps a clean sample on disk: the rule drops only what holds the key', async () => {
    await filesAfter(async (core, dir) => {
      value(await getSample(core, 'clean'));
      expect(await fs.readFile(path.join(dir, 'samples', 'index.json'), 'utf8')).toContain(`${peer.url}/v1/datasets/clean/sample`);
    });
  });

  it('writes no key into the remembered failures, the saved results, their first view or the screen state', async () => {
    let reloaded: unknown;
    let firstView: unknown;
    const held = await filesAfter(async (core, dir) => {
      expect((await core.invoke('datasets:get', { id: 'echo-error' })).ok).toBe(false);
      // What the window sends back may hold what the user typed or pasted: the key, here.
      value(
        await core.invoke('query-cache:save', {
          blob: JSON.stringify({ queries: [{ key: ['search', KEY], note: encodeURIComponent(KEY) }] }),
          // The search box's text, as painted: the key, typed there by mistake.
          firstView: { tag: 'section', children: [{ tag: 'input', value: KEY }, `Results for ${KEY}`] },
        }),
      );
      const state = value<UiState | null>(await core.invoke('ui-state:get', undefined)) ?? DEFAULT_UI_STATE;
      value(await core.invoke('ui-state:set', { ...state, search: { ...state.search, q: `find ${KEY}` } }));
      await flushAtomicWrites();
      // The saved results still read as JSON: their strings were cleaned, not the file's text.
      reloaded = JSON.parse((JSON.parse(await fs.readFile(path.join(dir, 'query-cache.json'), 'utf8')) as { blob: string }).blob);
      firstView = JSON.parse(await fs.readFile(path.join(dir, 'first-view.json'), 'utf8'));
    });
    expect(held).toEqual([]);
    expect(reloaded).toEqual({ queries: [{ key: ['search', '[API key]'], note: '[API key]' }] });
    expect(firstView).toMatchObject({
      view: { tag: 'section', children: [{ tag: 'input', value: '[API key]' }, 'Results for [API key]'] },
    });
  });

  it('logs no spelling of the key', () => {
    const texts = logLines.flatMap((line) => readings(Buffer.from(line)));
    expect(logLines.length).toBeGreaterThan(0);
    expect(PIECES.filter((piece) => texts.some((text) => text.includes(piece)))).toEqual([]);
  });
});
