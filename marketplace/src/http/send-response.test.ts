import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type RouteResponse } from './send-response';

let server: Server;
let url: string;
let next: RouteResponse;
const rateLimit = { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '1750000000' };

beforeAll(async () => {
  server = createServer((_req, res) => send(res, next, rateLimit));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('send', () => {
  it('sends the standing headers, the rate-limit headers and an exact length for a body of chunks', async () => {
    next = { status: 200, body: [Buffer.from('{"a":'), Buffer.from('"é"'), Buffer.from('}')], contentType: 'application/json; charset=utf-8' };
    const response = await fetch(url);
    expect(await response.json()).toEqual({ a: 'é' });
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('{"a":"é"}')));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('7');
  });

  it('lets a route replace a standing header instead of sending it twice, and add its own', async () => {
    next = { status: 405, body: 'x', contentType: 'image/svg+xml', headers: { 'Cache-Control': 'public, max-age=300', Allow: 'GET' } };
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('allow')).toBe('GET');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});
