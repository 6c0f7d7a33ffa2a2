/**
 * The browser shell's HTTP server against the real core: token guard, loopback binding,
 * Host-header guard, body limit, channel routing, and static files with the strict CSP.
 * (Server-Sent Events: events.test.ts.)
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserShellServer } from '../../../electron/browser-shell/server';
import { CONTENT_SECURITY_POLICY } from '../../../electron/renderer-host/content-security-policy';
import { INDEX_HTML, rawRequest, startShellHarness, type ShellHarness } from './shell-harness';

let shell: ShellHarness;
let CUSTOM_BASE = '';
/** A custom marketplace that answers every request "no key" (the app checks an address answers before it switches). */
let custom: http.Server;

beforeAll(async () => {
  custom = http.createServer((_request, response) => {
    response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":{"code":"unauthorized","message":"No API key."}}');
  });
  await new Promise<void>((resolve) => custom.listen(0, '127.0.0.1', resolve));
  CUSTOM_BASE = `http://127.0.0.1:${(custom.address() as net.AddressInfo).port}`;
  shell = await startShellHarness({ maxBodyBytes: 64 * 1024 });
  // A custom connection: these tests exercise the shell, not the marketplace.
  const switched = await shell.core.invoke('connection:set', { kind: 'custom', baseUrl: CUSTOM_BASE });
  if (!switched.ok) throw new Error(switched.error.message);
});

afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => custom?.close(resolve));
});

function api(channel: string, init: { token?: string | null; body?: unknown; method?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = init.token === undefined ? shell.token : init.token;
  if (token !== null) headers['X-Shell-Token'] = token;
  return fetch(`http://127.0.0.1:${shell.server.port}/api/${channel}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('binding', () => {
  it('listens on 127.0.0.1 and gives a URL with the token in the fragment', () => {
    expect(shell.server.host).toBe('127.0.0.1');
    expect(shell.server.url).toBe(`http://127.0.0.1:${shell.server.port}/#token=${shell.token}`);
  });

  it('refuses to listen on a non-loopback address', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10']) {
      await expect(createBrowserShellServer({ core: shell.core, rendererDir: shell.rendererDir, host, port: 0, token: shell.token })).rejects.toThrow(
        /loopback/,
      );
    }
  });
});

describe('the token guard', () => {
  it('answers 401 without a token or with a wrong one, and never reaches the core', async () => {
    for (const token of [null, 'wrong', `${shell.token}x`, '']) {
      const response = await api('app:info', { token });
      expect(response.status, String(token)).toBe(401);
      const body = (await response.json()) as { ok: boolean; error: { kind: string } };
      expect(body.ok).toBe(false);
      expect(body.error.kind).toBe('unauthorized');
    }
  });

  it('answers with the core Result when the token is right', async () => {
    const response = await api('app:info');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, value: { version: '0.0.0-test', shell: 'browser', platform: process.platform } });
  });

  it('guards the event stream with ?token=', async () => {
    const response = await rawRequest(shell.server.port, { path: '/api/events', headers: { Host: `127.0.0.1:${shell.server.port}` } });
    expect(response.status).toBe(401);
    const wrong = await rawRequest(shell.server.port, { path: '/api/events?token=nope', headers: { Host: `127.0.0.1:${shell.server.port}` } });
    expect(wrong.status).toBe(401);
  });
});

describe('the origin guard (defence in depth beside the token)', () => {
  it('refuses /api calls from another origin or a cross-site fetch, even with the token', async () => {
    const port = shell.server.port;
    const headers = { Host: `127.0.0.1:${port}`, 'X-Shell-Token': shell.token };
    const refused: Array<Record<string, string>> = [
      { Origin: 'http://evil.example' },
      { Origin: `http://127.0.0.1:${port + 1}` },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const extra of refused) {
      const response = await rawRequest(port, { method: 'POST', path: '/api/app:info', headers: { ...headers, ...extra } });
      expect(response.status, JSON.stringify(extra)).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    const events = await rawRequest(port, {
      path: `/api/events?token=${encodeURIComponent(shell.token)}`,
      headers: { Host: `127.0.0.1:${port}`, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(events.status).toBe(403);
  });

  it('answers the page itself (same origin) and tools that send neither header', async () => {
    const port = shell.server.port;
    const headers = { Host: `127.0.0.1:${port}`, 'X-Shell-Token': shell.token };
    const answered: Array<Record<string, string>> = [
      {},
      { Origin: `http://127.0.0.1:${port}`, 'Sec-Fetch-Site': 'same-origin' },
      { Origin: `http://localhost:${port}` },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const extra of answered) {
      const response = await rawRequest(port, { method: 'POST', path: '/api/app:info', headers: { ...headers, ...extra } });
      expect(response.status, JSON.stringify(extra)).toBe(200);
    }
  });
});

describe('event stream limit', () => {
  it('keeps at most 8 event streams open at once', async () => {
    const open: http.ClientRequest[] = [];
    const openStream = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: shell.server.port, path: `/api/events?token=${encodeURIComponent(shell.token)}` }, (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        });
        req.on('error', reject);
        open.push(req);
      });
    try {
      for (let stream = 0; stream < 8; stream += 1) expect(await openStream()).toBe(200);
      expect(await openStream()).toBe(503);
      open[0]?.destroy();
      const deadline = Date.now() + 5_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await openStream();
      }
      expect(status).toBe(200);
    } finally {
      for (const req of open) req.destroy();
    }
  });
});

describe('routing and input', () => {
  it('passes the input to the core, which validates it', async () => {
    const bad = await api('datasets:get', { body: { id: '../../etc/passwd' } });
    expect(bad.status).toBe(200);
    const result = (await bad.json()) as { ok: boolean; error: { kind: string } };
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });

  it('answers 404 for an unknown channel and 405 for a method other than POST', async () => {
    expect((await api('datasets:delete-everything')).status).toBe(404);
    expect((await api('__proto__')).status).toBe(404);
    const get = await api('app:info', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 400 for a body that is not JSON and 415 for one that is not declared JSON', async () => {
    const port = shell.server.port;
    const headers = { Host: `127.0.0.1:${port}`, 'X-Shell-Token': shell.token };
    const notJson = await rawRequest(port, {
      method: 'POST',
      path: '/api/datasets:get',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"id":',
    });
    expect(notJson.status).toBe(400);
    const form = await rawRequest(port, {
      method: 'POST',
      path: '/api/datasets:get',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=x',
    });
    expect(form.status).toBe(415);
  });

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const big = { q: 'x'.repeat(70 * 1024) };
    expect((await api('datasets:search', { body: big })).status).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: shell.server.port,
          method: 'POST',
          path: '/api/datasets:search',
          headers: { 'Content-Type': 'application/json', 'X-Shell-Token': shell.token, 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"q":"');
      req.write('y'.repeat(80 * 1024));
      req.end('"}');
    });
    expect(chunked).toBe(413);
    // The server still answers afterwards.
    expect((await api('app:info')).status).toBe(200);
  });
});

describe('the Host-header guard (DNS rebinding)', () => {
  it('answers only requests addressed to 127.0.0.1 or localhost on its port', async () => {
    const port = shell.server.port;
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port + 1}`, 'evil.example', `127.0.0.1.nip.io:${port}`]) {
      const response = await rawRequest(port, { path: '/', headers: { Host: host } });
      expect(response.status, host).toBe(403);
      const apiCall = await rawRequest(port, { method: 'POST', path: '/api/app:info', headers: { Host: host, 'X-Shell-Token': shell.token } });
      expect(apiCall.status, host).toBe(403);
    }
    const noHost = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('GET / HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(noHost.split('\r\n')[0]).toContain('403');
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await rawRequest(port, { path: '/', headers: { Host: host } })).status, host).toBe(200);
    }
  });
});

describe('static files', () => {
  const get = (path: string) => rawRequest(shell.server.port, { path, headers: { Host: `127.0.0.1:${shell.server.port}` } });

  it('serves index.html with the strict CSP as header and meta tag (no remote origin, whatever the connection) and nosniff', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain(new URL(CUSTOM_BASE).host);
    expect(csp).not.toContain('127.0.0.1');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('http-equiv="Content-Security-Policy"');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves the page without asking the core anything (no marketplace is started by an unauthenticated GET)', async () => {
    const asked: string[] = [];
    const quiet = await createBrowserShellServer({
      core: { invoke: async (channel) => (asked.push(channel), { ok: true, value: null }), onEvent: () => () => undefined },
      rendererDir: shell.rendererDir,
      port: 0,
      token: shell.token,
    });
    try {
      const page = await rawRequest(quiet.port, { path: '/', headers: { Host: `127.0.0.1:${quiet.port}` } });
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(asked).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it('falls back to index.html for app routes, but not for missing assets', async () => {
    const route = await get('/datasets/some-slug');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect((await get('/assets/missing-file.js')).status).toBe(404);
  });

  it('serves assets with their type and the CSP header', async () => {
    const asset = await get('/assets/index-Abc12345.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    expect(asset.body).toBe('document.title = "ok";');
  });

  it('refuses path traversal, encoded or not, and symlinks out of the renderer', async () => {
    for (const path of [
      '/../outside-secret.txt',
      '/assets/../../outside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/assets/escape.txt',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      expect(response.body).not.toContain('SECRET');
    }
  });

  it('allows only GET and HEAD', async () => {
    const response = await rawRequest(shell.server.port, {
      method: 'PUT',
      path: '/index.html',
      headers: { Host: `127.0.0.1:${shell.server.port}` },
      body: 'x',
    });
    expect(response.status).toBe(405);
    expect(INDEX_HTML).toContain('index-Abc12345.js');
  });
});
