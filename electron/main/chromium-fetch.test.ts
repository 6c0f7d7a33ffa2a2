import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStandInNet } from '../../tests/packaging/stand-in/stand-in-net.mjs';
import type { LoginChallenge } from '../core/network/proxy-login';
import { chromiumNetwork } from './chromium-fetch';

let server: http.Server;
let base = '';
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    if (request.url === '/gzip') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-seen': 'a' });
      response.end(gzipSync(JSON.stringify({ ok: true })));
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: '/gzip' }).end();
    } else if (request.url === '/echo') {
      const parts: Buffer[] = [];
      request.on('data', (part: Buffer) => parts.push(part));
      request.on('end', () =>
        response.writeHead(201, { 'content-type': 'text/plain' }).end(`${request.headers['x-api-key']}:${Buffer.concat(parts).toString()}`),
      );
    } else if (request.url === '/slow') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part');
    } else if (request.url === '/guarded') {
      response.writeHead(401, { 'www-authenticate': 'Basic realm="Market"' }).end('no');
    } else response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const net = createStandInNet();
const chromium = chromiumNetwork({ request: (options) => net.request(options), clearAuthCache: () => net.clearAuthCache() });
const never = () => 'cancel' as const;

describe("Chromium's requests as WHATWG Responses", () => {
  it('hands back the status, the headers and the decoded body, and sends the method, headers and body', async () => {
    const answer = await chromium.fetch(`${base}/gzip`, undefined, never);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-seen')).toBe('a');
    expect(await answer.json()).toEqual({ ok: true });
    const echoed = await chromium.fetch(new URL(`${base}/echo`), { method: 'POST', headers: { 'X-Api-Key': 'k1' }, body: 'hello' }, never);
    expect([echoed.status, await echoed.text()]).toEqual([201, 'k1:hello']);
    expect((await chromium.fetch(`${base}/empty`, undefined, never)).body).toBeNull();
  });

  it("returns a redirect as it is for redirect: 'manual', and follows it otherwise", async () => {
    hits.length = 0;
    const manual = await chromium.fetch(`${base}/moved`, { redirect: 'manual' }, never);
    expect([manual.status, manual.headers.get('location')]).toEqual([302, '/gzip']);
    expect(hits).toEqual(['GET /moved']);
    const followed = await chromium.fetch(`${base}/moved`, undefined, never);
    expect(await followed.json()).toEqual({ ok: true });
  });

  it('ends the request and its body when the signal aborts', async () => {
    const controller = new AbortController();
    const answer = await chromium.fetch(`${base}/slow`, { signal: controller.signal }, never);
    const reader = answer.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe('first part');
    controller.abort();
    await expect(reader?.read()).rejects.toThrow(/abort/i);
    await expect(chromium.fetch(`${base}/slow`, { signal: AbortSignal.abort() }, never)).rejects.toThrow(/abort/i);
  });

  it("asks the core about each login and hands on the server's 401 when it cancels", async () => {
    const asked: LoginChallenge[] = [];
    const answer = await chromium.fetch(`${base}/guarded`, undefined, (challenge) => {
      asked.push(challenge);
      return 'cancel';
    });
    expect(answer.status).toBe(401);
    expect(asked).toEqual([{ isProxy: false, scheme: 'basic', host: '127.0.0.1', port: Number(new URL(base).port), realm: 'Market' }]);
  });
});
