/**
 * The client against small local HTTP peers (127.0.0.1:0) that behave like foreign servers:
 * what is sent, how many times, and what comes back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AppError, Result } from '../../../shared/domain/app-error';
import { createMarketplaceClient, datasetQueryParams, type MarketplaceClientOptions } from './marketplace-client';
import { closedPort, sendJson, startPeer, type HttpPeer, type PeerHandler } from '../testing/http-peer';
import { failure, value as unwrapValue } from '../testing/results';

const KEY = 'ls_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const peers: HttpPeer[] = [];

async function peer(handler: PeerHandler): Promise<HttpPeer> {
  const started = await startPeer(handler);
  peers.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(peers.splice(0).map((running) => running.close()));
});

function client(baseUrl: string, extra: Partial<MarketplaceClientOptions> = {}) {
  return createMarketplaceClient({ baseUrl, apiKey: KEY, retryBaseDelayMs: 5, maxRetryDelayMs: 2_000, ...extra });
}

/** Typed unwrapping for the client's own Results. */
const value = <T>(result: Result<T>): T => unwrapValue<T>(result);

const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, slug: `slug-${id}`, title: `Dataset ${id}`, ...extra });
const list = (items: unknown[]) => ({ data: items, meta: { total: items.length, page: 1, per_page: 20, has_more: false } });

describe('what the client sends', () => {
  it('sends the key only in the X-Api-Key header, never in the URL', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, list([item('a')])));
    value(await client(server.url).searchDatasets({ q: 'cats', hipaa: true, gdpr: false, per_page: 50 }));
    const [request] = server.requests;
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.url).toBe('/v1/datasets?q=cats&hipaa=true&per_page=50');
    expect(request?.url).not.toContain(KEY);
    expect(request?.headers.accept).toBe('application/json');
  });

  it('keeps a base path prefix and encodes ids', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, { id: 'x' }));
    value(await client(`${server.url}/market`).getDataset('a b'));
    value(await client(`${server.url}/market`).getQuality('slug-1'));
    value(await client(`${server.url}/market`).getLicense('slug-1'));
    expect(server.requests.map((request) => request.url)).toEqual([
      '/market/v1/datasets/a%20b',
      '/market/v1/datasets/slug-1/quality',
      '/market/v1/datasets/slug-1/license',
    ]);
  });

  it('refuses an id that would walk out of the path, without a request', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, {}));
    expect(failure(await client(server.url).getDataset('..'))).toMatchObject({ kind: 'invalid_input', param: 'id' });
    expect(server.requests).toHaveLength(0);
  });

  it('posts the compatibility body as JSON', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, { verdict: 'compatible' }));
    value(await client(server.url).checkCompatibility({ dataset_ids: ['a', 'b'], use_case: 'research' }));
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ dataset_ids: ['a', 'b'], use_case: 'research' });
  });

  it('does not follow a redirect, so the key never reaches another origin', async () => {
    const elsewhere = await peer((_request, response) => sendJson(response, 200, list([])));
    const server = await peer((_request, response) => {
      response.writeHead(302, { Location: `${elsewhere.url}/v1/datasets` });
      response.end();
    });
    const error = failure(await client(server.url).searchDatasets({}));
    expect(error).toMatchObject({ kind: 'unexpected_response', status: 302 });
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('sends nothing without a key', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, list([])));
    expect(failure(await client(server.url, { apiKey: null }).searchDatasets({})).kind).toBe('unauthorized');
    expect(server.requests).toHaveLength(0);
  });

  it('answers from the guard without a request', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, list([])));
    const guard: AppError = { kind: 'quota_exceeded', message: 'used up', resetAt: '2030-01-01T00:00:00.000Z' };
    const result = await client(server.url, { hooks: { beforeRequest: () => guard } }).searchDatasets({});
    expect(failure(result)).toEqual(guard);
    expect(server.requests).toHaveLength(0);
  });

  it('reports every response to the hooks, errors included', async () => {
    const statuses: number[] = [];
    let sent = 0;
    const server = await peer((request, response) =>
      request.url.startsWith('/v1/me') ? sendJson(response, 401, { error: 'no' }) : sendJson(response, 200, list([])),
    );
    const hooked = client(server.url, { hooks: { onRequestSent: () => (sent += 1), onResponse: ({ status }) => statuses.push(status) } });
    await hooked.searchDatasets({});
    await hooked.getMe();
    expect(sent).toBe(2);
    expect(statuses).toEqual([200, 401]);
  });
});

describe('datasetQueryParams', () => {
  it('leaves out unset filters, empty text and false flags', () => {
    expect(datasetQueryParams({ q: '  ', category: 'Vision', hipaa: false, gdpr: true, lqs_min: 0, page: 2 }).toString()).toBe(
      'category=Vision&gdpr=true&lqs_min=0&page=2',
    );
  });
});

describe('retries', () => {
  function flaky(statuses: number[]): PeerHandler {
    let call = 0;
    return (_request, response) => {
      const status = statuses[Math.min(call, statuses.length - 1)] ?? 200;
      call += 1;
      if (status === 200) sendJson(response, 200, list([item('a')]));
      else sendJson(response, status, { error: `status ${status}` });
    };
  }

  it.each([502, 503, 504])('retries a GET after %d and succeeds', async (status) => {
    const server = await peer(flaky([status, status, 200]));
    expect(value(await client(server.url).searchDatasets({})).items).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('retries at most twice', async () => {
    const server = await peer(flaky([503]));
    expect(failure(await client(server.url).searchDatasets({}))).toMatchObject({ kind: 'server', status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  it.each([500, 501, 400, 401, 403, 404, 429])('does not retry %d', async (status) => {
    const server = await peer(flaky([status, 200]));
    failure(await client(server.url).searchDatasets({}));
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a POST the server answered, even with a 503', async () => {
    const server = await peer(flaky([503, 200]));
    failure(await client(server.url).checkCompatibility({ dataset_ids: ['a', 'b'] }));
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a POST whose connection dropped after it was sent (the server may have charged it)', async () => {
    const server = await peer((_request, response) => {
      response.socket?.destroy();
    });
    const error = failure(await client(server.url).checkCompatibility({ dataset_ids: ['a', 'b'] }));
    expect(error.kind).toBe('network');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET after a dropped connection', async () => {
    let call = 0;
    const server = await peer((request, response) => {
      call += 1;
      if (call < 3) response.socket?.destroy();
      else sendJson(response, 200, list([]));
    });
    value(await client(server.url).searchDatasets({}));
    expect(server.requests).toHaveLength(3);
  });

  it('gives up on an unreachable host after two retries', async () => {
    let sent = 0;
    const port = await closedPort();
    const error = failure(await client(`http://127.0.0.1:${port}`, { hooks: { onRequestSent: () => (sent += 1) } }).searchDatasets({}));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('connection refused');
    expect(sent).toBe(3);
  });

  it('retries a POST only when the connection failed before anything was sent', async () => {
    let sent = 0;
    const port = await closedPort();
    failure(await client(`http://127.0.0.1:${port}`, { hooks: { onRequestSent: () => (sent += 1) } }).checkCompatibility({ dataset_ids: ['a', 'b'] }));
    // Connection refused: the request never reached a server, so trying again spends nothing.
    expect(sent).toBe(3);
  });

  it('retries a GET after a 429 that asks for a short wait, and not after one that names no time', async () => {
    const short = await peer((_request, response) => {
      if (short.requests.length === 1) sendJson(response, 429, { error: 'slow down' }, { 'Retry-After': '1', 'X-RateLimit-Remaining': '40' });
      else sendJson(response, 200, list([]));
    });
    value(await client(short.url).searchDatasets({}));
    expect(short.requests).toHaveLength(2);

    const silent = await peer((_request, response) => sendJson(response, 429, { error: 'slow down' }));
    expect(failure(await client(silent.url).searchDatasets({})).kind).toBe('rate_limited');
    expect(silent.requests).toHaveLength(1);
  });

  it('never retries a 429 that says the quota is used up', async () => {
    const server = await peer((_request, response) => sendJson(response, 429, { error: 'quota' }, { 'Retry-After': '1', 'X-RateLimit-Remaining': '0' }));
    expect(failure(await client(server.url).searchDatasets({})).kind).toBe('quota_exceeded');
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After asks', async () => {
    const server = await peer((_request, response) => {
      if (server.requests.length === 1) sendJson(response, 503, { error: 'busy' }, { 'Retry-After': '1' });
      else sendJson(response, 200, list([]));
    });
    const started = Date.now();
    value(await client(server.url).searchDatasets({}));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry when Retry-After asks for longer than the cap', async () => {
    const server = await peer((_request, response) => sendJson(response, 503, { error: 'busy' }, { 'Retry-After': '3600' }));
    expect(failure(await client(server.url).searchDatasets({})).kind).toBe('server');
    expect(server.requests).toHaveLength(1);
  });

  it('spaces retries with backoff', async () => {
    const server = await peer(flaky([503, 503, 200]));
    const started = Date.now();
    value(await client(server.url, { retryBaseDelayMs: 100, random: () => 0.5 }).searchDatasets({}));
    // 100 ms then 200 ms (base × 2^n, jittered to half…one and a half times; random 0.5 → exactly).
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('timeouts and cancellation', () => {
  it('times out a slow answer and does not retry it', async () => {
    const server = await peer((_request, response) => {
      setTimeout(() => sendJson(response, 200, list([])), 1_000);
    });
    const started = Date.now();
    const error = failure(await client(server.url, { timeoutMs: 100 }).searchDatasets({}));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('0.1 s');
    expect(Date.now() - started).toBeLessThan(900);
    expect(server.requests).toHaveLength(1);
  });

  it('times out a body that never finishes, saying the answer stalled', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"data": [');
    });
    const error = failure(await client(server.url, { timeoutMs: 150 }).searchDatasets({}));
    expect(error).toMatchObject({ kind: 'timeout', code: 'answer_stalled' });
    expect(error.status).toBeUndefined();
  });

  it('gives all attempts one time budget: a server that hangs costs one request and the timeout', async () => {
    const server = await peer(() => undefined);
    const started = Date.now();
    expect(failure(await client(server.url, { timeoutMs: 600 }).searchDatasets({})).kind).toBe('timeout');
    const elapsed = Date.now() - started;
    expect(server.requests).toHaveLength(1);
    expect(elapsed).toBeLessThan(600 + 400);
  });

  it('says a connection dropped mid-answer was dropped, with no status to mislead', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"data": [');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const error = failure(await client(server.url, { maxRetries: 0 }).searchDatasets({}));
    expect(error).toMatchObject({ kind: 'network', code: 'connection_dropped' });
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/dropped while its answer/);
  });

  it('cancels a request in flight', async () => {
    const server = await peer((_request, response) => {
      setTimeout(() => sendJson(response, 200, list([])), 1_000);
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = failure(await client(server.url).searchDatasets({}, controller.signal));
    expect(error).toMatchObject({ kind: 'network', code: 'cancelled' });
  });

  it('cancels during the wait before a retry', async () => {
    const server = await peer((_request, response) => sendJson(response, 503, { error: 'busy' }, { 'Retry-After': '1' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    expect(failure(await client(server.url).searchDatasets({}, controller.signal)).code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(800);
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing when already cancelled', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, list([])));
    const controller = new AbortController();
    controller.abort();
    expect(failure(await client(server.url).searchDatasets({}, controller.signal)).code).toBe('cancelled');
    expect(server.requests).toHaveLength(0);
  });
});

describe('error mapping over HTTP', () => {
  it.each([
    [400, { error: { code: 'invalid_parameter', message: 'bad', status: 400, details: { param: 'lqs_min' } } }, { kind: 'invalid_input', param: 'lqs_min' }],
    [401, { error: 'invalid key' }, { kind: 'unauthorized' }],
    [
      403,
      { error: { code: 'insufficient_scope', message: 'no', status: 403, details: { required: 'account:read' } } },
      { kind: 'forbidden', requiredScope: 'account:read' },
    ],
    [404, { detail: 'Not Found' }, { kind: 'not_found' }],
    [415, { message: 'JSON only' }, { kind: 'invalid_input' }],
    [422, { detail: [{ loc: ['body'], msg: 'bad' }] }, { kind: 'invalid_input' }],
    [429, { error: 'slow down' }, { kind: 'rate_limited', retryAt: expect.any(String) }],
    [429, { error: { code: 'quota_exceeded', message: 'used up' } }, { kind: 'quota_exceeded', resetAt: expect.any(String) }],
    [500, 'Internal Server Error', { kind: 'server' }],
  ])('maps %d', async (status, body, expected) => {
    const server = await peer((_request, response) => {
      response.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', 'Retry-After': '60' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    expect(failure(await client(server.url, { maxRetries: 0 }).searchDatasets({}))).toMatchObject({ status, ...expected });
  });

  it('turns a proxy HTML page into a message without HTML', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr>nginx</body></html>');
    });
    const error = failure(await client(server.url, { maxRetries: 0 }).getMe());
    expect(error.kind).toBe('server');
    expect(error.message).toContain('502');
    expect(error.message).not.toContain('<');
  });

  it('maps a non-JSON 200 to unexpected_response', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('hello');
    });
    expect(failure(await client(server.url).searchDatasets({}))).toMatchObject({ kind: 'unexpected_response', status: 200 });
  });

  it('maps an HTML 200 (captive portal) to unexpected_response mentioning it', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html><body>Log in to the Wi-Fi</body></html>');
    });
    const error = failure(await client(server.url).searchDatasets({}));
    expect(error.kind).toBe('unexpected_response');
    expect(error.message).toMatch(/web page/);
  });

  it('maps a list answer with no list in it to unexpected_response naming what was expected', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, { data: 'nope' }));
    const error = failure(await client(server.url).searchDatasets({}));
    expect(error.kind).toBe('unexpected_response');
    expect(error.message).toContain('a list of datasets');
  });

  it('maps a detail answer that is not a record to unexpected_response', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, ['not', 'a', 'record']));
    expect(failure(await client(server.url).getDataset('x')).kind).toBe('unexpected_response');
  });

  it('names a detail record that gives no id by the id it was asked for', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, { title: 'no id' }));
    const detail = value(await client(server.url).getDataset('x'));
    expect(detail.id).toBe('x');
    expect(detail.title?.value).toBe('no id');
  });
});

describe('response size', () => {
  it('refuses an answer larger than 10 MB without reading it into memory', async () => {
    const huge = JSON.stringify({ data: [], padding: 'x'.repeat(11 * 1024 * 1024) });
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(huge) });
      response.end(huge);
    });
    const error = failure(await client(server.url).searchDatasets({}));
    expect(error).toMatchObject({ kind: 'unexpected_response', status: 200 });
    expect(error.message).toMatch(/larger than 10 MB/);
  });

  it('stops reading a streamed answer (no Content-Length) once it passes the cap', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      for (let chunk = 0; chunk < 20; chunk += 1) response.write('x'.repeat(1024));
      response.end();
    });
    const error = failure(await client(server.url, { maxResponseBytes: 8 * 1024 }).searchDatasets({}));
    expect(error.kind).toBe('unexpected_response');
    expect(error.message).toMatch(/larger than 8 KB/);
    // Not retried: the same answer would come back.
    expect(server.requests).toHaveLength(1);
  });

  it('reads an answer just under the cap', async () => {
    const body = JSON.stringify(list([item('a')]));
    const server = await peer((_request, response) => sendJson(response, 200, list([item('a')])));
    expect(value(await client(server.url, { maxResponseBytes: Buffer.byteLength(body) }).searchDatasets({})).items).toHaveLength(1);
  });
});

describe('quality badges', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"><text>LQS 91.2</text></svg>';

  it('fetches a badge of the configured marketplace without the key, as an SVG data URL', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
      response.end(SVG);
    });
    const badge = value(await client(`${server.url}/market`).getBadge(`${server.url}/market/v1/datasets/a/badge.svg`));
    expect(badge.dataUrl).toBe(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`);
    const [request] = server.requests;
    expect(request?.url).toBe('/market/v1/datasets/a/badge.svg');
    expect(request?.headers['x-api-key']).toBeUndefined();
    expect(JSON.stringify(request?.headers)).not.toContain(KEY);
  });

  it('refuses a badge address outside the configured marketplace, without a request', async () => {
    const server = await peer((_request, response) => sendJson(response, 200, {}));
    const other = await peer((_request, response) => sendJson(response, 200, {}));
    for (const url of [
      `${other.url}/market/v1/datasets/a/badge.svg`,
      `${server.url}/elsewhere/badge.svg`,
      'file:///etc/passwd',
      'not a url',
      `${server.url.replace('http://', 'http://user:pw@')}/market/x.svg`,
    ]) {
      expect(failure(await client(`${server.url}/market`).getBadge(url)), url).toMatchObject({ kind: 'invalid_input', param: 'url' });
    }
    expect(server.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(0);
  });

  it('gives no image for an answer that is not a small SVG', async () => {
    const server = await peer((request, response) => {
      if (request.url.startsWith('/missing')) sendJson(response, 404, { error: 'no badge' });
      else if (request.url.startsWith('/html')) {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<html><script>alert(1)</script></html>');
      } else {
        response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        response.end(`<svg>${'x'.repeat(200 * 1024)}</svg>`);
      }
    });
    for (const path of ['/missing.svg', '/html.svg', '/huge.svg']) {
      expect(value(await client(server.url).getBadge(`${server.url}${path}`)), path).toEqual({ dataUrl: null });
    }
  });

  it('neither asks the quota guard nor reports the response to the quota hooks', async () => {
    const server = await peer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'X-RateLimit-Limit': '0', 'X-RateLimit-Remaining': '0' });
      response.end(SVG);
    });
    const seen: string[] = [];
    const hooks = {
      beforeRequest: () => (seen.push('guard'), { kind: 'quota_exceeded' as const, message: 'used up' }),
      onResponse: () => void seen.push('response'),
      onRequestSent: () => void seen.push('sent'),
    };
    expect(value(await client(server.url, { hooks }).getBadge(`${server.url}/b.svg`)).dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(seen).toEqual([]);
  });
});

describe('reading answers', () => {
  it('reads every record through the reading layer, keeping the JSON as sent', async () => {
    const sent = { data: [item('a', { price: '19.99' }), { title: 'no id, left out' }], meta: { total: 2 } };
    const server = await peer((request, response) => {
      if (request.url.endsWith('/quality')) sendJson(response, 200, { composite: 80, dimensions: { completeness: 91 } });
      else if (request.url.endsWith('/license')) sendJson(response, 200, { license: 'CC0-1.0', permissions: { attribution: false } });
      else if (request.url === '/v1/me') sendJson(response, 200, { user: { name: 'Ada' }, plan: 'PRO' });
      else if (request.url === '/v1/categories') sendJson(response, 200, { vision: 4 });
      else if (request.method === 'POST') sendJson(response, 200, { outcome: 'not compatible' });
      else sendJson(response, 200, sent);
    });
    const page = value(await client(server.url).searchDatasets({}));
    expect(page.items.map((entry) => entry.id)).toEqual(['a']);
    expect(page.items[0]?.price).toEqual({ value: 19.99, from: 'price', sent: '19.99' });
    expect(page.unreadable).toBe(1);
    expect(page.raw).toEqual(sent);
    expect(value(await client(server.url).getQuality('a')).composite?.value).toBe(80);
    expect(value(await client(server.url).getLicense('a')).obligations.attribution?.value).toBe(false);
    expect(value(await client(server.url).getMe()).name?.value).toBe('Ada');
    expect(value(await client(server.url).listCategories()).categories[0]?.name.value).toBe('vision');
    expect(value(await client(server.url).checkCompatibility({ dataset_ids: ['a', 'b'] })).verdict?.value).toEqual({ known: 'incompatible' });
  });
});

describe('logging', () => {
  it('never logs the key, even when the server echoes it', async () => {
    const lines: string[] = [];
    const server = await peer((_request, response) => sendJson(response, 401, { error: `key ${KEY} unknown` }));
    const error = failure(await client(server.url, { log: (line) => lines.push(line) }).getMe());
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(KEY);
    expect(error.message).not.toContain(KEY);
  });
});
