/**
 * A custom marketplace over real HTTP whose samples and errors echo the API key in every
 * spelling an echoing server might use: the core's answers, as the renderer receives them
 * (`core.invoke`), hold the key in none of them. A text file has the key replaced by
 * `[API key]`; a file where it cannot be replaced (UTF-16, inside an archive in the sample, in a
 * Parquet file's compressed values) refuses the sample with a message.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/domain/app-error';
import type { SampleAnswer } from '../../../shared/domain/samples/sample-types';
import { createCore, type Core } from '../../../electron/core/create-core';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const KEY = 'ls_live_Q7v2Xk9LpR4tZ8mN3bW6yH1cJ5dF0gSa';
/** The key's secret, in halves: neither may reach the renderer, in any spelling the checks below undo. */
const HALVES = [KEY.slice(8, 24), KEY.slice(24)].map((half) => half.toLowerCase());

const hexOf = (text: string) => Buffer.from(text).toString('hex');
const percentAll = (text: string) => [...text].map((char) => `%${hexOf(char).toUpperCase()}`).join('');
/** Every character as a JSON escape, its hex digits in lower and upper case by turns. */
const jsonEscapes = (text: string) =>
  [...text].map((char, index) => `\\u${hexOf(char).padStart(4, '0')[index % 2 ? 'toLowerCase' : 'toUpperCase']()}`).join('');
const utf16 = (text: string, endian: 'le' | 'be', bom: boolean) => {
  const le = Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf16le');
  return endian === 'le' ? le : Buffer.from(le).swap16();
};
const snappyParquet = () => {
  // Five-character rows, then the key: snappy writes the key as copies of them, so its bytes hold no piece of it.
  const parts = Array.from({ length: Math.ceil(KEY.length / 5) }, (_, index) => KEY.slice(index * 5, index * 5 + 5));
  return Buffer.from(parquetWriteBuffer({ columnData: [{ name: 'note', data: [...parts, 'x', KEY], type: 'STRING' }], statistics: false }));
};

/** Samples the key can be taken out of: each is shown, with `[API key]` where the key was. */
const REWRITTEN: Record<string, { type: string; body: () => Buffer; name?: string }> = {
  raw: { type: 'text/csv', body: () => Buffer.from(`id,echo\n1,${KEY}\n`) },
  'upper-case': { type: 'text/csv', body: () => Buffer.from(`id,echo\n1,${KEY.toUpperCase()}\n`) },
  'percent-encoded': { type: 'text/plain', body: () => Buffer.from(`GET /x?api_key=${percentAll(KEY).toLowerCase()}&y=${percentAll(KEY)}`) },
  'json-escapes': { type: 'application/json', body: () => Buffer.from(`[{"id":1,"echo":"${jsonEscapes(KEY)}"},{"id":2,"echo":"b"}]`) },
  'html-entities': {
    type: 'text/html',
    body: () => Buffer.from(`<p>${[...KEY].map((char, index) => (index % 2 ? `&#x${hexOf(char)};` : `&#${char.charCodeAt(0)};`)).join('')}</p>`),
  },
  base64: { type: 'text/plain', body: () => Buffer.from(`a ${Buffer.from(`x${KEY}`).toString('base64url')} b ${Buffer.from(KEY).toString('base64')}`) },
  hex: { type: 'text/plain', body: () => Buffer.from(`hex ${hexOf(KEY).toUpperCase()}`) },
  halves: { type: 'text/csv', body: () => Buffer.from(`a,b\n${KEY.slice(0, 20)},junk\njunk,${KEY.slice(20).toUpperCase()}\n`) },
  gzip: { type: 'application/gzip', name: 'rows.csv.gz', body: () => gzipSync(Buffer.from(`id,echo\n1,${KEY}\n`)) },
  'zip-of-text': {
    type: 'application/zip',
    body: () => Buffer.from(zipSync({ 'rows.csv': strToU8(`id,echo\n1,${percentAll(KEY)}\n`), 'b.txt': strToU8('clean') })),
  },
};

/** Samples where the key cannot be taken out without breaking a file: refused, nothing of them sent. */
const REFUSED: Record<string, { type: string; body: () => Buffer }> = {
  'utf-16le-bom': { type: 'text/plain', body: () => utf16(`echo ${KEY}`, 'le', true) },
  'utf-16le': { type: 'text/plain', body: () => utf16(`echo ${KEY}`, 'le', false) },
  'utf-16be-bom': { type: 'text/plain', body: () => utf16(`echo ${KEY}`, 'be', true) },
  'utf-16be': { type: 'text/plain', body: () => utf16(`echo ${KEY}`, 'be', false) },
  'gzip-in-zip': { type: 'application/zip', body: () => Buffer.from(zipSync({ 'rows.csv.gz': gzipSync(Buffer.from(`id\n${KEY}\n`)) })) },
  'binary-with-base64': {
    type: 'application/octet-stream',
    body: () => Buffer.concat([Buffer.from([0, 1, 2, 3]), Buffer.from(Buffer.from(KEY).toString('base64'))]),
  },
  parquet: { type: 'application/octet-stream', body: snappyParquet },
};

/** Every way the checks undo what a file or message may hold: text, UTF-16, gzip and zip, escapes. */
function readings(bytes: Buffer, depth = 0): string[] {
  const even = (from: Buffer) => Buffer.from(from.subarray(0, from.length - (from.length % 2)));
  const out = [bytes.toString('latin1'), bytes.toString('latin1').replace(/\0/g, '')];
  for (const aligned of [even(bytes), even(bytes.subarray(1))]) out.push(aligned.toString('utf16le'), Buffer.from(aligned).swap16().toString('utf16le'));
  if (depth < 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) out.push(...readings(gunzipSync(bytes), depth + 1));
  if (depth < 2 && bytes[0] === 0x50 && bytes[1] === 0x4b)
    for (const inner of Object.values(unzipSync(bytes))) out.push(...readings(Buffer.from(inner), depth + 1));
  return out.flatMap((text) => {
    const unescaped = text
      .replace(/\\u([0-9a-f]{4})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_all, decimal: string) => String.fromCharCode(Number(decimal)));
    const base64s = [...text.matchAll(/[A-Za-z0-9+/_-]{16,}/g)].flatMap(([run]) =>
      [0, 1, 2, 3].map((skip) => Buffer.from(run.slice(skip).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1')),
    );
    const hexes = [...text.matchAll(/[0-9a-f]{16,}/gi)].map(([run]) => Buffer.from(run, 'hex').toString('latin1'));
    return [text, unescaped, ...base64s, ...hexes].map((reading) => reading.toLowerCase());
  });
}

/** The halves of the key found anywhere in what the renderer receives, in any reading. */
function keyIn(answer: Result<unknown>): string[] {
  const json = JSON.stringify(answer);
  const files = answer.ok && (answer.value as SampleAnswer).kind === 'sample' ? (answer.value as Extract<SampleAnswer, { kind: 'sample' }>).sample.files : [];
  const texts = [...readings(Buffer.from(json)), ...files.flatMap((file) => readings(Buffer.from(file.data, 'base64')))];
  return HALVES.filter((half) => texts.some((text) => text.includes(half)));
}

let dir: string;
let peer: HttpPeer;
let core: Core;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-key-echo-'));
  peer = await startPeer((request, response) => {
    const id = /^\/v1\/datasets\/([^/]+)\/sample$/.exec(request.url)?.[1];
    const sample = id === undefined ? undefined : (REWRITTEN[id] ?? REFUSED[id]);
    if (sample !== undefined) {
      const name = 'name' in sample && sample.name ? sample.name : `${id}.bin`;
      response.writeHead(200, { 'Content-Type': sample.type, 'Content-Disposition': `attachment; filename="${name}"` });
      response.end(sample.body());
      return;
    }
    if (request.url.startsWith('/v1/datasets/echo-error')) {
      // An error that echoes the key back, upper-cased and percent-encoded.
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { code: 'bad_key', message: `Key ${KEY.toUpperCase()} (${percentAll(KEY)}) is not valid for dataset ${KEY.slice(0, 20)}…${KEY.slice(20)}` },
        }),
      );
      return;
    }
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"code":"not_found","message":"no"}}');
  });
  core = await createCore(testCoreOptions({ userDataDir: dir, apiBaseOverride: peer.url, apiKeyOverride: KEY }));
});
afterAll(async () => {
  await core?.dispose();
  await peer?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const getSample = (id: string) => core.invoke('samples:get', { id, url: `${peer.url}/v1/datasets/${id}/sample`, consent: true });

describe('a marketplace echoing the key in its samples and errors', () => {
  it.each(Object.keys(REWRITTEN))('shows the %s sample with the key replaced, and sends the key in no spelling', async (id) => {
    const answer = await getSample(id);
    expect(answer.ok, JSON.stringify(answer).slice(0, 300)).toBe(true);
    const sample = answer.ok ? (answer.value as SampleAnswer) : null;
    if (sample?.kind !== 'sample') throw new Error(`expected a sample, got ${JSON.stringify(sample)}`);
    expect(sample.sample.keyRemoved).toBe(true);
    expect(sample.sample.files.some((file) => Buffer.from(file.data, 'base64').toString().includes('[API key]'))).toBe(true);
    expect(keyIn(answer)).toEqual([]);
  });

  it.each(Object.keys(REFUSED))('refuses the %s sample with a message naming the file, and sends nothing of it', async (id) => {
    const answer = await getSample(id);
    expect(answer).toMatchObject({ ok: false, error: { code: 'sample_holds_key' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/is not shown: its file .+ contains your API key in a form the app cannot take out/);
    expect(keyIn(answer)).toEqual([]);
  });

  it('keeps a sample the key was taken out of off the disk', async () => {
    await getSample('raw');
    const index = await fs.readFile(path.join(dir, 'samples', 'index.json'), 'utf8').catch(() => '{"entries":[]}');
    expect((JSON.parse(index) as { entries: Array<{ url: string }> }).entries.map((entry) => entry.url)).not.toContain(`${peer.url}/v1/datasets/raw/sample`);
    const files = await fs.readdir(path.join(dir, 'samples')).catch(() => []);
    for (const file of files) expect(keyIn({ ok: true, value: (await fs.readFile(path.join(dir, 'samples', file))).toString('latin1') })).toEqual([]);
  });

  it('takes the key out of an error message that echoes it upper-cased, percent-encoded and in halves', async () => {
    const answer = await core.invoke('datasets:get', { id: 'echo-error' });
    expect(answer.ok).toBe(false);
    expect(JSON.stringify(answer)).toContain('[API key]');
    expect(keyIn(answer)).toEqual([]);
  });
});
