/**
 * The core as the renderer sees it: every channel fed bad input, the guard, events, keys and
 * connections. The marketplace here is a small local HTTP peer standing in for a foreign server
 * (the embedded marketplace is exercised in tests/integration/core).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../shared/domain/app-error';
import type { ConnectionStatus, EventChannel } from '../../shared/ipc/ipc-contract';
import { INVOKE_CHANNELS, invokeChannels } from '../../shared/ipc/ipc-schemas';
import { createCore, type Core, type CoreOptions } from './create-core';
import { MAX_NESTING, NESTED_TOO_DEEP } from './secrets/secret-redaction';
import { closedPort, sendJson, startPeer, type HttpPeer, type PeerRequest } from './testing/http-peer';
import { mapSecretBackend } from './testing/map-secret-backend';
import { failure, value } from './testing/results';
import { testCoreOptions } from './testing/test-core-options';

const GOOD_KEY = 'ls_live_GoodGoodGoodGoodGoodGoodGoodGood';
const OTHER_KEY = 'ls_live_OtherOtherOtherOtherOtherOther12';
// The quota's reset as the real service states it: the next UTC midnight (the core bounds any later
// one to it, so an hour from now failed every run between 23:00 and midnight UTC).
const RESET_S = Math.ceil((Date.now() + 1) / 86_400_000) * 86_400;
/** How deep the peer nests its `/v1/datasets/deep` answer. */
const DEEP_LEVELS = 20_000;

let dir: string;
let peer: HttpPeer;
let remaining: number;
const cores: Core[] = [];

/** A foreign marketplace: knows GOOD_KEY and OTHER_KEY, counts down the quota, answers every endpoint. */
function marketplaceAnswer(request: PeerRequest, response: import('node:http').ServerResponse): void {
  const key = request.headers['x-api-key'];
  if (key !== GOOD_KEY && key !== OTHER_KEY) {
    sendJson(
      response,
      401,
      { error: { code: 'invalid_api_key', message: 'Unknown key.', status: 401 } },
      { 'X-RateLimit-Limit': '0', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(RESET_S) },
    );
    return;
  }
  remaining = Math.max(remaining - 1, 0);
  const quota = { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': String(RESET_S) };
  const url = new URL(request.url, 'http://peer');
  if (url.pathname === '/v1/datasets') sendJson(response, 200, { data: [{ id: 'a', title: 'A' }], meta: { total: 1 } }, quota);
  else if (url.pathname === '/v1/categories') sendJson(response, 200, { data: [{ name: 'Vision', slug: 'vision', count: 1 }] }, quota);
  else if (url.pathname === '/v1/me') sendJson(response, 200, { tier: 'free', quota: { limit: 100, remaining } }, quota);
  else if (url.pathname === '/v1/licenses/compatibility') sendJson(response, 200, { verdict: 'compatible' }, quota);
  else if (url.pathname === '/v1/datasets/deep') {
    // Built as text: JSON.stringify itself would recurse this deep.
    response.writeHead(200, { 'Content-Type': 'application/json', ...quota });
    response.end(`{"id":"deep","extra":${'['.repeat(DEEP_LEVELS)}"echo ${key}"${']'.repeat(DEEP_LEVELS)}}`);
  } else if (url.pathname.startsWith('/v1/datasets/')) sendJson(response, 200, { id: 'a', dataset_id: 'a' }, quota);
  else sendJson(response, 404, { error: 'no route' }, quota);
}

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-core-'));
  remaining = 100;
  peer = await startPeer(marketplaceAnswer);
});

afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.dispose()));
  await peer.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function core(extra: Partial<CoreOptions> = {}): Promise<Core> {
  const created = await createCore(
    testCoreOptions({
      userDataDir: dir,
      appVersion: '0.1.0-test',
      apiBaseOverride: peer.url,
      ...extra,
    }),
  );
  cores.push(created);
  return created;
}

const HUGE = 'x'.repeat(25_000_000);
const BAD_INPUTS: Array<[string, unknown]> = [
  ['a number', 42],
  ['a string', 'datasets'],
  ['a boolean', true],
  ['an empty array', []],
  ['an array of objects', [{ id: 'a' }]],
  ['an object with an unknown field', { unexpected: 1 }],
  ['an id of the wrong type', { id: 123 }],
  ['an id with a path', { id: '../../admin' }],
  ['a huge id', { id: 'a'.repeat(100_000) }],
  ['a huge string everywhere', { q: HUGE, url: HUGE, blob: HUGE, apiKey: HUGE, baseUrl: HUGE, id: HUGE }],
  ['nested nonsense', { dataset_ids: [{}, null], kind: { a: 1 }, theme: ['dark'] }],
  ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}')],
  ['NaN and Infinity', { lqs_min: Number.NaN, price_max: Number.POSITIVE_INFINITY, page: 1.5 }],
];
const MAYBE_VALID_INPUTS: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['an empty object', {}],
];

describe('every channel with bad input', () => {
  it.each(INVOKE_CHANNELS)('%s answers with a typed error and never throws', async (channel) => {
    const opened: string[] = [];
    const instance = await core({ openExternal: async (url) => void opened.push(url) });
    for (const [label, input] of [...BAD_INPUTS, ...MAYBE_VALID_INPUTS]) {
      const schema = invokeChannels[channel].input;
      const acceptable = schema.safeParse(input).success || (input === null && schema.safeParse(undefined).success);
      const result = await instance.invoke(channel, input);
      expect(typeof result.ok, `${channel} with ${label}`).toBe('boolean');
      if (!result.ok) {
        expect(isAppError(result.error), `${channel} with ${label}`).toBe(true);
        expect(result.error.message, `${channel} with ${label}`).not.toMatch(/\n\s+at /);
        expect(result.error.message.length).toBeLessThan(1_000);
      }
      if (!acceptable) {
        expect(result.ok, `${channel} with ${label} should be refused`).toBe(false);
        expect(failure(result).kind).toBe('invalid_input');
      }
    }
    expect(opened).toEqual([]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    // Still serving after all that.
    expect((await instance.invoke('app:info', undefined)).ok).toBe(true);
  });

  it.each(['nope', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'datasets:search '])('refuses the unknown channel %j', async (channel) => {
    const instance = await core();
    expect(failure(await instance.invoke(channel, {}))).toMatchObject({ kind: 'invalid_input', param: 'channel' });
  });

  it('refuses a channel name that is not a string', async () => {
    const instance = await core();
    expect(failure(await instance.invoke(42 as unknown as string, {})).kind).toBe('invalid_input');
  });

  it('names the wrong field', async () => {
    const instance = await core();
    const error = failure(await instance.invoke('datasets:search', { per_page: 500 }));
    expect(error).toMatchObject({ kind: 'invalid_input', param: 'per_page' });
    expect(error.message).toContain('per_page');
    const nested = failure(await instance.invoke('licenses:check', { dataset_ids: ['a', 5] }));
    expect(nested.param).toBe('dataset_ids.1');
    const missing = failure(await instance.invoke('datasets:get', {}));
    expect(missing.param).toBe('id');
  });

  it('turns an unexpected exception into a typed error without a stack', async () => {
    const instance = await core({
      openExternal: async () => {
        throw new Error('The desktop refused');
      },
    });
    const error = failure(await instance.invoke('shell:open-external', { url: 'https://example.com/docs' }));
    expect(error).toMatchObject({ kind: 'server', code: 'app_internal_error' });
    expect(error.message).toContain('The desktop refused');
    expect(error.message).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('marketplace channels', () => {
  it('serves every marketplace channel from the connection', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    expect(value<{ items: unknown[] }>(await instance.invoke('datasets:search', { q: 'cats' })).items).toHaveLength(1);
    for (const channel of ['datasets:get', 'datasets:quality', 'datasets:license'] as const) {
      expect((await instance.invoke(channel, { id: 'a' })).ok).toBe(true);
    }
    expect((await instance.invoke('categories:list', undefined)).ok).toBe(true);
    expect((await instance.invoke('licenses:check', { dataset_ids: ['a', 'b'] })).ok).toBe(true);
    expect((await instance.invoke('account:me', undefined)).ok).toBe(true);
    expect(peer.requests.map((request) => new URL(request.url, 'http://x').pathname)).toEqual([
      '/v1/datasets',
      '/v1/datasets/a',
      '/v1/datasets/a/quality',
      '/v1/datasets/a/license',
      '/v1/categories',
      '/v1/licenses/compatibility',
      '/v1/me',
    ]);
  });

  it('tracks quota and session stats, with events', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    const events: Array<[EventChannel, unknown]> = [];
    instance.onEvent((event, payload) => events.push([event, payload]));
    await instance.invoke('datasets:search', {});
    await instance.invoke('account:me', undefined);
    expect(value(await instance.invoke('quota:state', undefined))).toMatchObject({ limit: 100, remaining: 98, tier: 'free' });
    expect(value(await instance.invoke('session:stats', undefined))).toMatchObject({ requestsSent: 2, responsesReceived: 2 });
    expect(events.filter(([event]) => event === 'session:stats-changed')).toHaveLength(4);
    expect(events.filter(([event]) => event === 'quota:changed').length).toBeGreaterThanOrEqual(2);
  });

  it('stops sending at zero quota until the reset, and remembers it across a restart', async () => {
    remaining = 1;
    const first = await core({ apiKeyOverride: GOOD_KEY });
    await first.invoke('datasets:search', {});
    const blocked = failure(await first.invoke('datasets:search', {}));
    expect(blocked).toMatchObject({ kind: 'quota_exceeded', resetAt: new Date(RESET_S * 1000).toISOString() });
    expect(peer.requests).toHaveLength(1);
    await first.dispose();
    const second = await core({ apiKeyOverride: GOOD_KEY });
    expect(value(await second.invoke('quota:state', undefined))).toMatchObject({ remaining: 0 });
    expect(failure(await second.invoke('categories:list', undefined)).kind).toBe('quota_exceeded');
    expect(peer.requests).toHaveLength(1);
  });

  it('asks for a key when the connection has none', async () => {
    const instance = await core();
    expect(failure(await instance.invoke('datasets:search', {})).kind).toBe('unauthorized');
    expect(peer.requests).toHaveLength(0);
  });
});

describe('keys and connections', () => {
  it('checks a key before storing it', async () => {
    const instance = await core();
    const rejected = failure(await instance.invoke('connection:save-key', { apiKey: 'ls_live_WrongWrongWrongWrong' }));
    expect(rejected.kind).toBe('unauthorized');
    expect(rejected.message).toMatch(/did not accept this key/);
    expect(value<ConnectionStatus>(await instance.invoke('connection:status', undefined)).hasKey).toBe(false);
    const saved = value<ConnectionStatus>(await instance.invoke('connection:save-key', { apiKey: `  ${GOOD_KEY}  ` }));
    expect(saved).toMatchObject({ kind: 'custom', baseUrl: peer.url, hasKey: true, maskedKey: 'ls_live_Good…', keyStorage: 'memory' });
    expect(saved.notices.join(' ')).toMatch(/kept in memory until you quit/);
    expect((await instance.invoke('datasets:search', {})).ok).toBe(true);
    expect(peer.requests.at(-1)?.headers['x-api-key']).toBe(GOOD_KEY);
  });

  it('switches marketplace and key in one step: a key the new marketplace refuses changes nothing', async () => {
    const other = await startPeer(marketplaceAnswer);
    try {
      const instance = await core();
      value(await instance.invoke('connection:save-key', { apiKey: OTHER_KEY }));
      const rejected = failure(await instance.invoke('connection:set', { kind: 'custom', baseUrl: other.url, apiKey: 'ls_live_WrongWrongWrongWrong' }));
      expect(rejected).toMatchObject({ kind: 'unauthorized', message: expect.stringMatching(/did not accept this key/) });
      expect(value<ConnectionStatus>(await instance.invoke('connection:status', undefined))).toMatchObject({ baseUrl: peer.url, maskedKey: 'ls_live_Othe…' });

      const switched = value<ConnectionStatus>(await instance.invoke('connection:set', { kind: 'custom', baseUrl: other.url, apiKey: GOOD_KEY }));
      expect(switched).toMatchObject({ kind: 'custom', baseUrl: other.url, hasKey: true, maskedKey: 'ls_live_Good…' });
      value(await instance.invoke('datasets:search', {}));
      expect(other.requests.map((request) => [request.url.split('?')[0], request.headers['x-api-key']])).toEqual([
        ['/v1/me', 'ls_live_WrongWrongWrongWrong'],
        ['/v1/me', GOOD_KEY],
        ['/v1/datasets', GOOD_KEY],
      ]);
    } finally {
      await other.close();
    }
  });

  it('refuses a key that could break or add a header before sending it anywhere', async () => {
    const instance = await core();
    for (const apiKey of [`${GOOD_KEY}\r\nX-Admin: 1`, `${GOOD_KEY} extra`, `${GOOD_KEY}é`]) {
      const refused = failure(await instance.invoke('connection:save-key', { apiKey }));
      expect(refused).toMatchObject({ kind: 'invalid_input', param: 'apiKey' });
      expect(refused.message).toMatch(/An API key has (no spaces|only letters)/);
    }
    expect(peer.requests).toHaveLength(0);
    expect(value<ConnectionStatus>(await instance.invoke('connection:status', undefined)).hasKey).toBe(false);
  });

  it('never lets the key out: not in results, events or logs', async () => {
    const lines: string[] = [];
    const instance = await core({ log: (line) => lines.push(line) });
    const outputs: unknown[] = [];
    instance.onEvent((event, payload) => outputs.push([event, payload]));
    for (const [channel, input] of [
      ['connection:save-key', { apiKey: GOOD_KEY }],
      ['connection:status', undefined],
      ['datasets:search', {}],
      ['account:me', undefined],
      ['connection:save-key', { apiKey: OTHER_KEY }],
      ['connection:remove-key', undefined],
    ] as const) {
      outputs.push(await instance.invoke(channel, input));
    }
    const everything = JSON.stringify(outputs) + lines.join('\n');
    expect(everything).not.toContain(GOOD_KEY);
    expect(everything).not.toContain(OTHER_KEY);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('answers a record nested 20,000 levels deep, cut at MAX_NESTING levels with no key in it, and never rejects', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    const reading = value<{ id: string; raw: { extra: unknown } }>(await instance.invoke('datasets:get', { id: 'deep' }));
    expect(reading.id).toBe('deep');
    // The reading is level 0, its raw record level 1: the record's `extra` is level 2.
    let inner: unknown = reading.raw.extra;
    for (let level = 3; level < MAX_NESTING; level += 1) inner = (inner as unknown[])[0];
    expect(inner).toBe(NESTED_TOO_DEEP);
    expect(JSON.stringify(reading)).not.toContain(GOOD_KEY);
  });

  it('removes a key a server echoes from every result and event, error fields and 200 bodies alike', async () => {
    const echoing = await startPeer((request, response) => {
      const key = String(request.headers['x-api-key']);
      const path = new URL(request.url, 'http://peer').pathname;
      const quota = { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '90', 'X-RateLimit-Reset': String(RESET_S) };
      if (path === '/v1/me') {
        sendJson(response, 200, { api_key: key, tier: 'free', [key]: 'as a field name', nested: { list: [`Bearer ${key}`] } }, quota);
      } else if (path === '/v1/datasets') {
        response.writeHead(400, `Bad ${key}`, { 'Content-Type': 'application/json', ...quota });
        response.end(JSON.stringify({ error: { code: `bad_${key}`, message: 'No.', details: { param: key, allowed: [key, 'x'] } } }));
      } else if (path === '/v1/licenses/compatibility') {
        sendJson(response, 404, { error: { code: 'dataset_not_found', message: 'No.', details: { unknown_ids: [key] } } }, quota);
      } else if (path.endsWith('/license')) {
        sendJson(response, 403, { error: { code: 'insufficient_scope', message: 'No.', details: { required: key } } }, quota);
      } else {
        response.writeHead(502, `Gateway for ${key}`, { 'Content-Type': 'text/plain' });
        response.end(`upstream refused ${key}`);
      }
    });
    try {
      const instance = await core({ apiBaseOverride: echoing.url, apiKeyOverride: GOOD_KEY });
      const outputs: unknown[] = [];
      instance.onEvent((event, payload) => outputs.push([event, payload]));
      const me = await instance.invoke('account:me', undefined);
      const search = await instance.invoke('datasets:search', {});
      const check = await instance.invoke('licenses:check', { dataset_ids: ['a', 'b'] });
      const license = await instance.invoke('datasets:license', { id: 'a' });
      const results = [
        me,
        search,
        check,
        license,
        await instance.invoke('datasets:get', { id: 'a' }),
        await instance.invoke('connection:save-key', { apiKey: OTHER_KEY }),
      ];
      outputs.push(...results);
      // The fields were there, with the key taken out.
      expect(value<{ raw: unknown }>(me).raw).toMatchObject({ api_key: '[API key]', '[API key]': 'as a field name', nested: { list: ['Bearer [API key]'] } });
      expect(failure(search)).toMatchObject({ kind: 'invalid_input', code: 'bad_[API key]', param: '[API key]' });
      expect(failure(check).unknownIds).toEqual(['[API key]']);
      expect(failure(license).requiredScope).toBe('[API key]');
      const everything = JSON.stringify(outputs);
      expect(everything).not.toContain(GOOD_KEY);
      expect(everything).not.toContain(OTHER_KEY);
      // Nothing with the key reaches the saved query cache either.
      value(await instance.invoke('query-cache:save', { blob: JSON.stringify(results) }));
      await instance.dispose();
      expect(await fs.readFile(path.join(dir, 'query-cache.json'), 'utf8')).not.toContain(GOOD_KEY);
    } finally {
      await echoing.close();
    }
  });

  it('cancels requests still running with the old key when a new key is saved', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await startPeer(async (request, response) => {
      if (request.headers['x-api-key'] === GOOD_KEY && request.url.startsWith('/v1/datasets')) await held;
      sendJson(response, 200, request.url === '/v1/me' ? { tier: 'free' } : { data: [], meta: {} });
    });
    try {
      const instance = await core({ apiBaseOverride: slow.url });
      value(await instance.invoke('connection:save-key', { apiKey: GOOD_KEY }));
      const running = instance.invoke('datasets:search', {});
      while (!slow.requests.some((request) => request.url.startsWith('/v1/datasets'))) await new Promise((resolve) => setTimeout(resolve, 5));
      value(await instance.invoke('connection:save-key', { apiKey: OTHER_KEY }));
      expect(failure(await running)).toMatchObject({ kind: 'network', code: 'cancelled' });
      expect((await instance.invoke('datasets:search', {})).ok).toBe(true);
    } finally {
      release();
      await slow.close();
    }
  });

  it("forgets the old account's quota when a key is saved whose profile cannot be read", async () => {
    const scoped = await startPeer((request, response) => {
      const key = request.headers['x-api-key'];
      const quota =
        key === GOOD_KEY
          ? { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(RESET_S) }
          : { 'X-RateLimit-Limit': '500', 'X-RateLimit-Remaining': '77', 'X-RateLimit-Reset': String(RESET_S) };
      if (request.url === '/v1/me' && key === OTHER_KEY) {
        sendJson(response, 403, { error: { code: 'insufficient_scope', message: 'No account:read.', details: { required: 'account:read' } } }, quota);
      } else {
        sendJson(response, 200, request.url === '/v1/me' ? { tier: 'free', quota: { limit: 100, remaining: 0 } } : { data: [], meta: {} }, quota);
      }
    });
    try {
      const instance = await core({ apiBaseOverride: scoped.url });
      value(await instance.invoke('connection:save-key', { apiKey: GOOD_KEY }));
      expect(failure(await instance.invoke('datasets:search', {})).kind).toBe('quota_exceeded');
      value(await instance.invoke('connection:save-key', { apiKey: OTHER_KEY }));
      expect(value(await instance.invoke('quota:state', undefined))).toMatchObject({ limit: 500, remaining: 77, tier: null });
      expect((await instance.invoke('datasets:search', {})).ok).toBe(true);
    } finally {
      await scoped.close();
    }
  });

  it('stores keys in the first secret backend, per connection origin', async () => {
    const { backend, entries } = mapSecretBackend();
    const instance = await core({ secretBackends: [backend] });
    const status = value<ConnectionStatus>(await instance.invoke('connection:save-key', { apiKey: GOOD_KEY }));
    expect(status).toMatchObject({ keyStorage: 'keychain', keyStorageName: 'Test Keychain', notices: [expect.stringMatching(/from the command line/)] });
    expect([...entries]).toEqual([[new URL(peer.url).origin, GOOD_KEY]]);
    value(await instance.invoke('connection:remove-key', undefined));
    expect(entries.size).toBe(0);
  });

  it('uses DMD_API_KEY only for the connection of this run (--api-base), never for one picked later', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    expect((await instance.invoke('datasets:search', {})).ok).toBe(true);
    const other = await startPeer(marketplaceAnswer);
    try {
      const status = value<ConnectionStatus>(await instance.invoke('connection:set', { kind: 'custom', baseUrl: other.url }));
      expect(status).toMatchObject({ hasKey: false, keyStorage: 'memory' });
      expect(status.keyStorageName).not.toMatch(/DMD_API_KEY/);
      expect(failure(await instance.invoke('datasets:search', {})).kind).toBe('unauthorized');
      // Only the check that the address answers, without any key.
      expect(other.requests.map((request) => [request.url, request.headers['x-api-key']])).toEqual([['/v1/me', undefined]]);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['too short', 'ls_live'],
    ['a space inside', 'ls_live_Good Good'],
    ['a line break inside', 'ls_live_Good\r\nX-Evil: 1'],
    ['a character no key has', 'ls_live_GoodGood<GoodGood>'],
  ])('says a DMD_API_KEY with %s is not a key, and never sends it', async (_, malformed) => {
    const instance = await core({ apiKeyOverride: malformed });
    const status = value<ConnectionStatus>(await instance.invoke('connection:status', undefined));
    expect(status.hasKey).toBe(false);
    expect(status.notices.join(' ')).toMatch(/The key in DMD_API_KEY was not used: (that key is too short|an API key has)/);
    expect(failure(await instance.invoke('datasets:search', {}))).toMatchObject({ kind: 'unauthorized', code: 'no_key' });
    expect(peer.requests).toHaveLength(0);
  });

  it('binds DMD_API_KEY without --api-base to the demo marketplace', async () => {
    const instance = await core({ apiBaseOverride: undefined, apiKeyOverride: GOOD_KEY });
    value(await instance.invoke('connection:set', { kind: 'custom', baseUrl: peer.url }));
    expect(value<ConnectionStatus>(await instance.invoke('connection:status', undefined)).hasKey).toBe(false);
    expect(failure(await instance.invoke('datasets:search', {})).kind).toBe('unauthorized');
    expect(peer.requests.map((request) => [request.url, request.headers['x-api-key']])).toEqual([['/v1/me', undefined]]);
  });

  it('checks a custom address before switching to it, and names the cause when nothing answers', async () => {
    const instance = await core({ apiBaseOverride: undefined, embedded: undefined });
    const before = value<ConnectionStatus>(await instance.invoke('connection:status', undefined));
    const port = await closedPort();
    const refused = failure(await instance.invoke('connection:set', { kind: 'custom', baseUrl: `http://127.0.0.1:${port}` }));
    expect(refused.kind).toBe('network');
    expect(refused.message).toMatch(new RegExp(`^Nothing answered at http://127\\.0\\.0\\.1:${port}, so the app stays on the marketplace it uses now\\. `));
    expect(refused.message).not.toMatch(/no_key|API key/);
    expect(value<ConnectionStatus>(await instance.invoke('connection:status', undefined))).toMatchObject({ kind: before.kind, baseUrl: before.baseUrl });
    const settings = JSON.parse(await fs.readFile(path.join(dir, 'settings.json'), 'utf8').catch(() => '{}')) as { connection?: unknown };
    expect(settings.connection).not.toEqual({ kind: 'custom', baseUrl: `http://127.0.0.1:${port}` });
  });

  it('validates a custom address and switches connection with an event', async () => {
    const instance = await core({ apiBaseOverride: undefined, apiKeyOverride: GOOD_KEY, embedded: undefined });
    const events: unknown[] = [];
    instance.onEvent((event, payload) => events.push([event, payload]));
    const refused = failure(await instance.invoke('connection:set', { kind: 'custom', baseUrl: 'http://evil.example.com' }));
    expect(refused).toMatchObject({ kind: 'invalid_input', param: 'baseUrl' });
    expect(refused.message).toMatch(/https/);
    const switched = value<ConnectionStatus>(await instance.invoke('connection:set', { kind: 'custom', baseUrl: `${peer.url}/` }));
    expect(switched).toMatchObject({ kind: 'custom', baseUrl: peer.url });
    expect(events.some((event) => (event as [string])[0] === 'connection:changed')).toBe(true);
    const settings = JSON.parse(await fs.readFile(path.join(dir, 'settings.json'), 'utf8'));
    expect(settings.connection).toEqual({ kind: 'custom', baseUrl: peer.url });
  });

  it('keeps one query cache per connection', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    value(await instance.invoke('query-cache:save', { blob: '{"from":"peer"}' }));
    expect(value(await instance.invoke('query-cache:load', undefined))).toMatchObject({ blob: '{"from":"peer"}' });
    const other = await startPeer(marketplaceAnswer);
    try {
      value(await instance.invoke('connection:set', { kind: 'custom', baseUrl: other.url }));
      expect(value(await instance.invoke('query-cache:load', undefined))).toEqual({ blob: null, savedAt: null });
    } finally {
      await other.close();
    }
  });

  it('starts when its state files cannot be read (folders in their place), with a notice', async () => {
    for (const name of ['settings.json', 'quota-state.json', 'query-cache.json']) await fs.mkdir(path.join(dir, name));
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    const status = value<ConnectionStatus>(await instance.invoke('connection:status', undefined));
    expect(status.notices.join(' ')).toMatch(/settings file could not be read/);
    expect(value(await instance.invoke('query-cache:load', undefined))).toEqual({ blob: null, savedAt: null });
    expect((await instance.invoke('datasets:search', {})).ok).toBe(true);
  });

  it('says that the saved copy of the results could not be written as a storage error', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    await fs.mkdir(path.join(dir, 'query-cache.json', 'inside'), { recursive: true });
    const refused = failure(await instance.invoke('query-cache:save', { blob: '{}' }));
    expect(refused).toMatchObject({ kind: 'storage', code: 'cache_not_saved' });
    expect(refused.message).toMatch(/saved copy of your results could not be written/);
  });

  it('keeps the current connection when the new one cannot be saved', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    await fs.rm(path.join(dir, 'settings.json'), { force: true });
    await fs.mkdir(path.join(dir, 'settings.json'));
    await fs.writeFile(path.join(dir, 'settings.json', 'inside'), 'x');
    const other = await startPeer(marketplaceAnswer);
    const refused = failure(await instance.invoke('connection:set', { kind: 'custom', baseUrl: other.url }));
    await other.close();
    expect(refused).toMatchObject({ kind: 'storage', code: 'settings_not_saved' });
    expect(refused.message).toMatch(/could not be saved .*settings\.json: .*, so the connection was not changed\.$/);
    expect(value<ConnectionStatus>(await instance.invoke('connection:status', undefined))).toMatchObject({ kind: 'custom', baseUrl: peer.url });
    expect((await instance.invoke('datasets:search', {})).ok).toBe(true);
    expect(peer.requests.at(-1)?.url).toMatch(/^\/v1\/datasets/);
  });

  it('does not give the saved query cache to another key of the same connection', async () => {
    const first = await core({ apiKeyOverride: GOOD_KEY });
    value(await first.invoke('query-cache:save', { blob: '{"account":"good"}' }));
    expect(value(await first.invoke('query-cache:load', undefined))).toMatchObject({ blob: '{"account":"good"}' });
    await first.dispose();
    const second = await core({ apiKeyOverride: OTHER_KEY });
    expect(value(await second.invoke('query-cache:load', undefined))).toEqual({ blob: null, savedAt: null });
    expect(await fs.readFile(path.join(dir, 'query-cache.json'), 'utf8')).not.toContain(GOOD_KEY);
  });

  it('removes what an interrupted run left at start: temp files of dead writers, all but three unreadable copies', async () => {
    await fs.mkdir(path.join(dir, 'marketplace'), { recursive: true });
    const leftovers = ['.settings.json.999999.0123456789ab.tmp', 'marketplace/.last-port.json.999999.0123456789ab.tmp'];
    const copies = [1, 2, 3, 4].map((day) => `settings.json.corrupt-2025-06-0${day}T00-00-00-000Z`);
    for (const name of [...leftovers, ...copies]) await fs.writeFile(path.join(dir, name), 'x');
    const lines: string[] = [];
    await core({ log: (line) => lines.push(line) });
    const left = await fs.readdir(dir);
    expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await fs.readdir(path.join(dir, 'marketplace'))).toEqual([]);
    expect(left.filter((name) => name.includes('.corrupt-')).sort()).toEqual(copies.slice(1));
    expect(lines.join('\n')).toMatch(/Removed 2 file\(s\) an interrupted run left/);
  });

  it('tells the user when the settings file was reset', async () => {
    await fs.writeFile(path.join(dir, 'settings.json'), '{ broken');
    const instance = await core();
    const status = value<ConnectionStatus>(await instance.invoke('connection:status', undefined));
    expect(status.notices.join(' ')).toMatch(/settings file could not be read .*settings\.json\.corrupt-/);
  });
});

describe('other channels', () => {
  it('remembers the UI state', async () => {
    const instance = await core();
    expect(value(await instance.invoke('ui-state:get', undefined))).toBeNull();
    const uiState = {
      theme: 'light',
      search: { q: '', order: 'desc', per_page: 20 },
      compatibility: { tray: [], useCase: 'commercial_training' },
      selectedDatasetId: 'abc',
      view: 'compatibility',
    };
    value(await instance.invoke('ui-state:set', uiState));
    await instance.dispose();
    const again = await core();
    // A state from before compare, saved searches and "fits my use" comes back with their defaults.
    expect(value(await again.invoke('ui-state:get', undefined))).toEqual({ ...uiState, compare: { ids: [] }, savedSearches: [], fitsMyUse: false });
  });

  it('keeps what the marketplace sent within bounds, and takes any id a path segment can carry', async () => {
    const instance = await core({ apiKeyOverride: GOOD_KEY });
    const title = `Long ${'t'.repeat(606)}`;
    const license = `L-${'x'.repeat(298)}`;
    const uiState = {
      theme: 'dark',
      search: { q: '', order: 'desc', per_page: 20 },
      compatibility: {
        tray: [
          { id: 'h13:v2', title, license },
          { id: 'b', title: 'B' },
        ],
        useCase: 'research',
      },
      selectedDatasetId: 'h13:v2',
      view: 'search',
    };
    value(await instance.invoke('ui-state:set', uiState));
    const saved = value<{ compatibility: { tray: Array<{ id: string; title: string; license?: string }> }; theme: string }>(
      await instance.invoke('ui-state:get', undefined),
    );
    expect(saved.theme).toBe('dark');
    expect(saved.compatibility.tray[0]).toMatchObject({ id: 'h13:v2' });
    expect(saved.compatibility.tray[0]?.title).toHaveLength(500);
    expect(saved.compatibility.tray[0]?.license).toHaveLength(200);
    value(await instance.invoke('shortlist:add', { entry: { id: 'h13:v2', title, license, pageUrl: `https://x.example/${'p'.repeat(2100)}` } }));
    value(await instance.invoke('datasets:get', { id: 'h13:v2' }));
    expect(peer.requests.map((request) => new URL(request.url, 'http://peer').pathname)).toContain('/v1/datasets/h13%3Av2');
  });

  it.skipIf(process.platform === 'win32')('keeps its user data folder to its owner alone (0700)', async () => {
    const fresh = path.join(dir, 'fresh-user-data');
    await core({ userDataDir: fresh });
    expect((await fs.stat(fresh)).mode & 0o777).toBe(0o700);
  });

  it('opens only vetted https links', async () => {
    const opened: string[] = [];
    const instance = await core({ openExternal: async (url) => void opened.push(url) });
    value(await instance.invoke('shell:open-external', { url: 'https://example.com/docs' }));
    expect(failure(await instance.invoke('shell:open-external', { url: 'file:///etc/passwd' }))).toMatchObject({ kind: 'invalid_input', param: 'url' });
    expect(failure(await instance.invoke('shell:open-external', { url: 'https://a:b@example.com' })).kind).toBe('invalid_input');
    expect(opened).toEqual(['https://example.com/docs']);
  });

  it('reports app info', async () => {
    const instance = await core();
    expect(value(await instance.invoke('app:info', undefined))).toEqual({ version: '0.1.0-test', shell: 'browser', platform: process.platform });
  });

  it('refuses calls after dispose without throwing', async () => {
    const instance = await core();
    await instance.dispose();
    expect(failure(await instance.invoke('app:info', undefined)).code).toBe('shutting_down');
  });
});

describe('the embedded connection', () => {
  /** Runs the test peer in place of the embedded marketplace, recording what the core asked for. */
  function embeddedStarts() {
    const freeKeys: Array<string | undefined> = [];
    let closed = 0;
    const startMarketplace = async (options: { freeKey?: string }) => {
      freeKeys.push(options.freeKey);
      const running = await startPeer((request, response) => {
        if (request.headers['x-api-key'] !== options.freeKey) sendJson(response, 401, { error: 'unknown key' });
        else
          sendJson(response, 200, { data: [], meta: {} }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': String(RESET_S) });
      });
      const port = Number(new URL(running.url).port);
      const admin = { createKey: () => 'unused', registerDemoKey: () => undefined, revokeKey: () => undefined };
      return {
        url: running.url,
        host: '127.0.0.1',
        port,
        freeKey: options.freeKey ?? '',
        proKey: 'pro',
        admin,
        close: async () => void ((closed += 1), await running.close()),
      };
    };
    return { startMarketplace, freeKeys, closed: () => closed };
  }

  it('starts on first use with a demo key kept like any key, and passes it on every start', async () => {
    const starts = embeddedStarts();
    const { backend, entries } = mapSecretBackend();
    const options = { userDataDir: dir, shell: 'electron' as const, appVersion: '1', secretBackends: [backend], openExternal: async () => undefined };
    const first = await createCore(options, { startMarketplace: starts.startMarketplace });
    cores.push(first);
    expect(starts.freeKeys).toHaveLength(0);
    expect((await first.invoke('datasets:search', {})).ok).toBe(true);
    const demoKey = entries.get('embedded');
    expect(demoKey).toMatch(/^ls_demo_[0-9A-Za-z]{32}$/);
    const status = value<ConnectionStatus>(await first.invoke('connection:status', undefined));
    expect(status).toMatchObject({ kind: 'embedded', hasKey: true, maskedKey: `${demoKey?.slice(0, 12)}…`, keyStorageName: 'Test Keychain' });
    expect(status.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await first.dispose();
    expect(starts.closed()).toBe(1);

    const second = await createCore(options, { startMarketplace: starts.startMarketplace });
    cores.push(second);
    expect((await second.invoke('datasets:search', {})).ok).toBe(true);
    expect(starts.freeKeys).toEqual([demoKey, demoKey]);
  });

  it('keeps the saved query cache when the demo marketplace comes up on another port', async () => {
    const starts = embeddedStarts();
    const { backend } = mapSecretBackend();
    const options = { userDataDir: dir, shell: 'electron' as const, appVersion: '1', secretBackends: [backend], openExternal: async () => undefined };
    const first = await createCore(options, { startMarketplace: starts.startMarketplace });
    cores.push(first);
    const firstUrl = value<ConnectionStatus>(await first.invoke('connection:status', undefined)).baseUrl;
    value(await first.invoke('query-cache:save', { blob: '{"saved":"before the restart"}' }));
    await first.dispose();

    // The stand-in takes any free port, as the real one does when its last port is taken.
    const second = await createCore(options, { startMarketplace: starts.startMarketplace });
    cores.push(second);
    expect(value<ConnectionStatus>(await second.invoke('connection:status', undefined)).baseUrl).not.toBe(firstUrl);
    expect(value<{ blob: string | null }>(await second.invoke('query-cache:load', undefined)).blob).toBe('{"saved":"before the restart"}');
  });

  it('gives the saved query cache, and the connection it belongs to, while the demo marketplace is still starting', async () => {
    const starts = embeddedStarts();
    const { backend } = mapSecretBackend();
    const options = { userDataDir: dir, shell: 'electron' as const, appVersion: '1', secretBackends: [backend], openExternal: async () => undefined };
    const first = await createCore(options, { startMarketplace: starts.startMarketplace });
    cores.push(first);
    value(await first.invoke('query-cache:save', { blob: '{"saved":"last view"}' }));
    await first.dispose();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const second = await createCore(options, {
      startMarketplace: async (start) => {
        await held;
        return starts.startMarketplace(start);
      },
    });
    cores.push(second);
    try {
      const searching = second.invoke('datasets:search', {});
      const loaded = await Promise.race([
        second.invoke('query-cache:load', undefined),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      expect(loaded).not.toBe('waited');
      expect(value(loaded as Awaited<ReturnType<Core['invoke']>>)).toMatchObject({
        blob: '{"saved":"last view"}',
        connection: { kind: 'embedded', baseUrl: '' },
      });
      release();
      expect((await searching).ok).toBe(true);
    } finally {
      release();
    }
  });

  it('gives no saved query cache to another catalog of the demo marketplace', async () => {
    const starts = embeddedStarts();
    const { backend } = mapSecretBackend();
    const options = { userDataDir: dir, shell: 'electron' as const, appVersion: '1', secretBackends: [backend], openExternal: async () => undefined };
    const first = await createCore({ ...options, embedded: { datasets: 50 } }, { startMarketplace: starts.startMarketplace });
    cores.push(first);
    value(await first.invoke('query-cache:save', { blob: '{"saved":"of 50 datasets"}' }));
    expect(value(await first.invoke('query-cache:load', undefined))).toMatchObject({ blob: '{"saved":"of 50 datasets"}' });
    await first.dispose();

    const second = await createCore({ ...options, embedded: { datasets: 60 } }, { startMarketplace: starts.startMarketplace });
    cores.push(second);
    expect(value(await second.invoke('query-cache:load', undefined))).toEqual({ blob: null, savedAt: null });
  });

  it('creates one demo key when the first calls race', async () => {
    const starts = embeddedStarts();
    const { backend, entries } = mapSecretBackend();
    const instance = await createCore(testCoreOptions({ userDataDir: dir, shell: 'electron', secretBackends: [backend] }), {
      startMarketplace: starts.startMarketplace,
    });
    cores.push(instance);
    const results = await Promise.all([
      instance.invoke('connection:status', undefined),
      instance.invoke('datasets:search', {}),
      instance.invoke('categories:list', undefined),
      instance.invoke('query-cache:load', undefined),
      instance.invoke('datasets:search', { q: 'x' }),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(starts.freeKeys).toEqual([entries.get('embedded')]);
  });

  it('reports a failed start as a typed error and a notice', async () => {
    const instance = await createCore(testCoreOptions({ userDataDir: dir, shell: 'electron' }), {
      startMarketplace: async () => Promise.reject(new Error('the catalog could not be built')),
    });
    cores.push(instance);
    expect(failure(await instance.invoke('datasets:search', {}))).toMatchObject({ kind: 'network', code: 'embedded_unavailable' });
    const status = value<ConnectionStatus>(await instance.invoke('connection:status', undefined));
    expect(status.notices.join(' ')).toContain('the catalog could not be built');
  });
});

describe('exports', () => {
  const file = { fileName: 'shortlist-2026-11-24.md', mimeType: 'text/markdown', content: '# Shortlist\n' };

  it('leaves saving and printing to the browser in the browser shell', async () => {
    const instance = await core();
    expect(failure(await instance.invoke('export:save', file))).toMatchObject({ kind: 'invalid_input', code: 'not_in_this_shell' });
    expect(failure(await instance.invoke('export:pdf', { fileName: 'report.pdf' }))).toMatchObject({ code: 'not_in_this_shell' });
  });

  it('says where the desktop saved a file, and why a file the disk refused was not saved', async () => {
    const saved = await core({ saveFile: async () => ({ saved: true, path: '/home/me/shortlist.md' }) });
    expect(value(await saved.invoke('export:save', file))).toEqual({ saved: true, path: '/home/me/shortlist.md' });
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const refused = await core({ printToPdf: async () => Promise.reject(full) });
    const error = failure(await refused.invoke('export:pdf', { fileName: 'report.pdf' }));
    expect(error).toMatchObject({ kind: 'storage', code: 'export_not_saved' });
    expect(error.message).toMatch(/^The export could not be saved: .*ENOSPC/);
  });

  it('refuses a file name with a path in it, or content past its limit, before any dialog', async () => {
    let asked = 0;
    const instance = await core({ saveFile: async () => ((asked += 1), { saved: true, path: 'x' }) });
    expect(failure(await instance.invoke('export:save', { ...file, fileName: '../../etc/passwd' }))).toMatchObject({ kind: 'invalid_input' });
    expect(asked).toBe(0);
  });
});
