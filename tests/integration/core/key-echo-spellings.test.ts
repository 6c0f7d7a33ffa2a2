/**
 * The spellings an outside re-test got past the redaction, over real HTTP through the core as the
 * window receives it (`core.invoke`): double percent-encoding, an invisible character between each
 * of the key's characters, pieces of 7 characters, base64 of the key's UTF-16LE, and the key
 * reversed; in a sample's table and in the server's error text. None reaches the window.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleAnswer } from '../../../shared/domain/samples/sample-types';
import { createCore, type Core } from '../../../electron/core/create-core';
import { keySpellings } from '../../../electron/core/secrets/secret-redaction-spellings';
import { startPeer, type HttpPeer } from '../../../electron/core/testing/http-peer';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';

const KEY = 'ls_live_VS7aFORehf2OBq9ZtL4mW8xYc3NdJ6kPa';
const SECRET = KEY.slice(8);

const ECHOES: Record<string, string> = {
  'percent-twice': [...KEY].map((char) => `%25${char.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
  'zero-width': [...KEY].join('\u200b'),
  'word-joiner-and-soft-hyphen': [...KEY].map((char, index) => char + (index % 2 ? '\u2060' : '\u00ad')).join(''),
  'pieces-of-7': Array.from({ length: Math.ceil(KEY.length / 7) }, (_, index) => KEY.slice(index * 7, index * 7 + 7)).join(' '),
  'base64-utf16le': Buffer.from(KEY, 'utf16le').toString('base64'),
  reversed: [...KEY].reverse().join(''),
};

/** What the window could read of the key in a text: each spelling above undone, and the finder's own look. */
function readable(text: string): boolean {
  const plain = text.replace(/\p{Cf}/gu, '');
  let decoded = plain;
  for (let round = 0; round < 3; round++) decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = [...plain.matchAll(/[A-Za-z0-9+/=]{24,}/g)].map(([run]) => Buffer.from(run, 'base64').toString('utf16le'));
  const pieces = [SECRET.slice(0, 6), SECRET.slice(10, 16), SECRET.slice(20, 26), SECRET.slice(26)].map((piece) => piece.toLowerCase());
  const readings = [plain, decoded, decoded.split('').reverse().join(''), ...base64].map((reading) => reading.toLowerCase());
  return keySpellings(KEY).find(text).length > 0 || pieces.some((piece) => readings.some((reading) => reading.includes(piece)));
}

let dir: string;
let peer: HttpPeer;
let core: Core;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-key-echo-spellings-'));
  peer = await startPeer((request, response) => {
    const sample = /^\/v1\/datasets\/([^/]+)\/sample$/.exec(request.url)?.[1];
    if (sample !== undefined && Object.hasOwn(ECHOES, sample)) {
      response.writeHead(200, { 'Content-Type': 'text/csv' }).end(`id,echo\n1,${ECHOES[sample]}\n2,plain\n`);
      return;
    }
    const error = /^\/v1\/datasets\/error-([^/]+)$/.exec(request.url)?.[1];
    if (error !== undefined && Object.hasOwn(ECHOES, error)) {
      response
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'bad_key', message: `Key ${ECHOES[error]} is not valid` } }));
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

describe('spellings of the key a re-test found shown in the window', () => {
  it.each(Object.keys(ECHOES))('takes the key out of a sample that echoes it %s', async (id) => {
    const answer = await core.invoke('samples:get', { id, url: `${peer.url}/v1/datasets/${id}/sample`, consent: true });
    const sample = answer.ok ? (answer.value as SampleAnswer) : null;
    if (sample?.kind !== 'sample') throw new Error(`expected a sample, got ${JSON.stringify(answer).slice(0, 300)}`);
    const table = Buffer.from(sample.sample.files[0]!.data, 'base64').toString('utf8');
    expect(sample.sample.keyRemoved).toBe(true);
    expect(table).toContain('[API key]');
    expect(table).toContain('2,plain');
    expect(readable(table), table).toBe(false);
  });

  it.each(Object.keys(ECHOES))('takes the key out of an error that echoes it %s', async (id) => {
    const answer = await core.invoke('datasets:get', { id: `error-${id}` });
    expect(answer.ok).toBe(false);
    const text = JSON.stringify(answer);
    expect(text).toContain('[API key]');
    expect(readable(text), text).toBe(false);
  });
});
