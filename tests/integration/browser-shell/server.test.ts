/**
 * The browser shell's HTTP server against the real core: the token and the session cookie, the
 * one-time link, loopback binding, the page's own host, Host-header and origin guards, body and
 * header limits, channel routing, and the launch path's files with the strict CSP, never cached. (Server-Sent Events:
 * events.test.ts; the attack on a remembered port in a real browser: planted-cache.test.ts.)
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserShellServer } from '../../../electron/browser-shell/server';
import { CONTENT_SECURITY_POLICY } from '../../../electron/renderer-host/content-security-policy';
import { SHELL_PAGES } from '../../../electron/browser-shell/shell-pages';
import { INDEX_HTML, linkPath, pageHost, rawRequest, signIn, startShellHarness, type ShellHarness } from './shell-harness';
import type { PageFirstView } from '../../../shared/ipc/first-view';

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
  it('listens on 127.0.0.1 and gives one-time links at its own host name and launch path, never holding the token', async () => {
    expect(shell.server.host).toBe('127.0.0.1');
    expect(shell.server.origin).toBe(`http://127.0.0.1:${shell.server.port}`);
    expect(shell.server.pageOrigin).toMatch(new RegExp(`^http://dmd-[0-9a-f]{32}\\.localhost:${shell.server.port}$`));
    const link = shell.server.openLink();
    expect(link).toBe(`${shell.server.pageOrigin}${new URL(link).pathname}`);
    expect(new URL(link).pathname).toMatch(new RegExp(`^${shell.server.launchPath}open/[A-Za-z0-9_-]{43}$`));
    expect(link).not.toContain(shell.token);
    expect(shell.server.openLink()).not.toBe(link);
    const other = await startShellHarness();
    try {
      expect(other.server.pageOrigin.replace(/:\d+$/, '')).not.toBe(shell.server.pageOrigin.replace(/:\d+$/, ''));
    } finally {
      await other.close();
    }
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

  it('guards the event stream, and takes no token in its address', async () => {
    const response = await rawRequest(shell.server.port, { path: '/api/events', headers: { Host: `127.0.0.1:${shell.server.port}` } });
    expect(response.status).toBe(401);
    const inQuery = await rawRequest(shell.server.port, { path: `/api/events?token=${shell.token}`, headers: { Host: `127.0.0.1:${shell.server.port}` } });
    expect(inQuery.status).toBe(401);
  });
});

describe('the one-time link and the session cookie', () => {
  const host = () => ({ Host: pageHost(shell.server) });
  const launchApi = (channel: string, headers: Record<string, string>) =>
    rawRequest(shell.server.port, { method: 'POST', path: `${shell.server.launchPath}api/${channel}`, headers: { ...host(), ...headers } });

  it('signs a browser in once: a cookie for the launch path only, then a 303 to the page keeping the query', async () => {
    const link = shell.server.openLink();
    const opened = await rawRequest(shell.server.port, { path: `${linkPath(link)}?query-cache=off`, headers: host() });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`${shell.server.launchPath}?query-cache=off`);
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookie = opened.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^dmd-shell-session=[A-Za-z0-9_-]{43}; Path=${shell.server.launchPath}; HttpOnly; SameSite=Strict$`));
    expect(cookie).not.toContain(shell.token);

    // The same link again, from a browser without the cookie: refused, with a page that says so.
    const again = await rawRequest(shell.server.port, { path: linkPath(link), headers: host() });
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain(SHELL_PAGES['link-used'].title);
    // A browser signed in already simply goes on to the app (it clicked the link twice).
    const signedIn = await rawRequest(shell.server.port, { path: linkPath(link), headers: { ...host(), Cookie: cookie.split(';')[0] ?? '' } });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    // A code never minted is no better.
    const wrong = await rawRequest(shell.server.port, { path: `${shell.server.launchPath}open/${'A'.repeat(43)}`, headers: host() });
    expect(wrong.status).toBe(403);
  });

  it('lets the cookie call the core under the launch path, and refuses a missing or wrong one', async () => {
    const cookie = await signIn(shell.server);
    const answered = await launchApi('app:info', { Cookie: cookie, Origin: shell.server.pageOrigin, 'Sec-Fetch-Site': 'same-origin' });
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ ok: true, value: { shell: 'browser' } });
    for (const headers of [{}, { Cookie: `${cookie}x` }, { Cookie: 'dmd-shell-session=' }, { Cookie: `theme=dark` }] as Array<Record<string, string>>) {
      const refused = await launchApi('app:info', headers);
      expect(refused.status, JSON.stringify(headers)).toBe(401);
    }
    // The token still works, there and at /api for programs.
    expect((await launchApi('app:info', { 'X-Shell-Token': shell.token })).status).toBe(200);
    const stream = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        { port: shell.server.port, host: '127.0.0.1', path: `${shell.server.launchPath}api/events`, headers: { ...host(), Cookie: cookie } },
        (res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) => (String(error).includes('socket hang up') ? undefined : reject(error)));
    });
    expect(stream).toBe(200);
  });

  it('refuses a signed-in request a browser made for another origin, its port at 127.0.0.1 and another *.localhost included', async () => {
    const cookie = await signIn(shell.server);
    const port = shell.server.port;
    const crossOrigin: Array<Record<string, string>> = [
      { Origin: `http://127.0.0.1:${port}` },
      { Origin: `http://127.0.0.1:${port + 1}` },
      { Origin: `http://localhost:${port}` },
      { Origin: `http://dmd-${'0'.repeat(32)}.localhost:${port}` },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const extra of crossOrigin) {
      const refused = await launchApi('app:info', { Cookie: cookie, ...extra });
      expect(refused.status, JSON.stringify(extra)).toBe(403);
    }
  });

  it('mints new links only for the token, never for a page', async () => {
    const cookie = await signIn(shell.server);
    expect((await launchApi('shell:open-link', { Cookie: cookie })).status).toBe(403);
    const minted = await rawRequest(shell.server.port, {
      method: 'POST',
      path: '/api/shell:open-link',
      headers: { Host: `127.0.0.1:${shell.server.port}`, 'X-Shell-Token': shell.token },
    });
    expect(minted.status).toBe(200);
    const link = (JSON.parse(minted.body) as { value: { url: string } }).value.url;
    expect((await rawRequest(shell.server.port, { path: linkPath(link), headers: host() })).status).toBe(303);
  });

  it('serves the page only to a signed-in browser, and tells one that is not', async () => {
    const cookie = await signIn(shell.server);
    const page = await rawRequest(shell.server.port, { path: shell.server.launchPath, headers: { ...host(), Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    const stranger = await rawRequest(shell.server.port, { path: shell.server.launchPath, headers: host() });
    expect(stranger.status).toBe(403);
    expect(stranger.body).not.toContain('<div id="root">');
    expect(stranger.body).toContain(SHELL_PAGES['link-used'].title);
    const noSlash = await rawRequest(shell.server.port, { path: `${shell.server.launchPath.slice(0, -1)}?x=1`, headers: host() });
    expect(noSlash.status).toBe(303);
    expect(noSlash.headers.location).toBe(`${shell.server.launchPath}?x=1`);
  });

  it('serves the app, its link and the cookie’s /api at its page host only: 127.0.0.1 and localhost are for programs', async () => {
    const cookie = await signIn(shell.server);
    const port = shell.server.port;
    const link = shell.server.openLink();
    for (const programsHost of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const headers = { Host: programsHost, Cookie: cookie };
      for (const path of [
        shell.server.launchPath,
        `${shell.server.launchPath}index.html`,
        `${shell.server.launchPath}assets/index-Abc12345.js`,
        linkPath(link),
        '/',
      ]) {
        const answer = await rawRequest(port, { path, headers });
        expect(answer.status, `${programsHost}${path}`).toBe(404);
        expect(answer.headers['set-cookie'], path).toBeUndefined();
        expect(answer.body, path).toContain(SHELL_PAGES['programs-address'].title);
        expect(answer.body, path).not.toContain('document.title');
        expect(answer.body, path).not.toContain(shell.server.launchPath);
      }
      const own = { ...headers, Origin: `http://${programsHost}`, 'Sec-Fetch-Site': 'same-origin' };
      expect((await rawRequest(port, { method: 'POST', path: '/api/app:info', headers: own })).status, programsHost).toBe(401);
      expect((await rawRequest(port, { method: 'POST', path: `${shell.server.launchPath}api/app:info`, headers: own })).status, programsHost).not.toBe(200);
    }
    // The link shown at those names was not spent: it still opens the app at the page's host.
    expect((await rawRequest(port, { path: linkPath(link), headers: host() })).status).toBe(303);
  });
});

describe('the origin guard (beside the token and the cookie)', () => {
  it('refuses /api calls from another origin or a cross-site fetch, even with the token', async () => {
    const port = shell.server.port;
    const headers = { Host: `127.0.0.1:${port}`, 'X-Shell-Token': shell.token };
    const refused: Array<Record<string, string>> = [
      { Origin: 'http://evil.example' },
      { Origin: `http://127.0.0.1:${port + 1}` },
      { Origin: 'null' },
      { Origin: `http://localhost:${port}` },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const extra of refused) {
      const response = await rawRequest(port, { method: 'POST', path: '/api/app:info', headers: { ...headers, ...extra } });
      expect(response.status, JSON.stringify(extra)).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    const events = await rawRequest(port, {
      path: '/api/events',
      headers: { ...headers, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(events.status).toBe(403);
  });

  it('answers the page itself (same origin) and tools that send neither header', async () => {
    const port = shell.server.port;
    const headers = { Host: `127.0.0.1:${port}`, 'X-Shell-Token': shell.token };
    const answered: Array<Record<string, string>> = [
      {},
      { Origin: `http://127.0.0.1:${port}`, 'Sec-Fetch-Site': 'same-origin' },
      { Host: `localhost:${port}`, Origin: `http://localhost:${port}` },
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
        const req = http.get({ host: '127.0.0.1', port: shell.server.port, path: '/api/events', headers: { 'X-Shell-Token': shell.token } }, (res) => {
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
  it('answers only requests addressed to its page host, 127.0.0.1 or localhost on its port', async () => {
    const port = shell.server.port;
    const others = [`evil.example:${port}`, `127.0.0.1:${port + 1}`, 'evil.example', `127.0.0.1.nip.io:${port}`];
    others.push(`dmd-${'0'.repeat(32)}.localhost:${port}`, `evil.localhost:${port}`, `${pageHost(shell.server).replace(/:\d+$/, '')}:${port + 1}`);
    for (const host of others) {
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
    const cookie = await signIn(shell.server);
    expect((await rawRequest(port, { path: shell.server.launchPath, headers: { Host: pageHost(shell.server).toUpperCase(), Cookie: cookie } })).status).toBe(
      200,
    );
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await rawRequest(port, { method: 'POST', path: '/api/app:info', headers: { Host: host, 'X-Shell-Token': shell.token } })).status, host).toBe(200);
    }
  });
});

describe('the header limit', () => {
  it('answers headers too large to read (cookies another page piled up) with a page saying what to do', async () => {
    const cookies = Array.from({ length: 6 }, (_, index) => `bomb${index}=${'x'.repeat(4000)}`).join('; ');
    const answer = await rawRequest(shell.server.port, { path: shell.server.launchPath, headers: { Host: pageHost(shell.server), Cookie: cookies } });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain(SHELL_PAGES['headers-too-large'].title);
    expect((await api('app:info')).status).toBe(200);
  });
});

describe('the launch path', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await signIn(shell.server);
  });
  const get = (path: string) => rawRequest(shell.server.port, { path, headers: { Host: pageHost(shell.server), Cookie: cookie } });
  const under = (path: string) => `${shell.server.launchPath}${path}`;

  it('serves index.html with the strict CSP as header and meta tag (no remote origin, whatever the connection) and nosniff', async () => {
    const response = await get(under(''));
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

  it('serves the page without asking the core anything (no marketplace is started by a GET)', async () => {
    const asked: string[] = [];
    const quiet = await createBrowserShellServer({
      core: { invoke: async (channel) => (asked.push(channel), { ok: true, value: null }), onEvent: () => () => undefined },
      rendererDir: shell.rendererDir,
      port: 0,
      token: shell.token,
    });
    try {
      const page = await rawRequest(quiet.port, { path: quiet.launchPath, headers: { Host: pageHost(quiet), Cookie: await signIn(quiet) } });
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(asked).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it('serves the saved first view in the page, escaped, its head sent before the view is read', async () => {
    let release: (view: PageFirstView) => void = () => undefined;
    const view = new Promise<PageFirstView>((resolve) => (release = resolve));
    const served = await createBrowserShellServer({ core: shell.core, rendererDir: shell.rendererDir, port: 0, token: shell.token, firstView: () => view });
    try {
      const cookie = await signIn(served);
      const chunks: string[] = [];
      const page = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: served.port, path: served.launchPath, headers: { Host: pageHost(served), Cookie: cookie } },
          (response) => {
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              chunks.push(chunk);
              if (chunks.length === 1) release({ kind: 'saved', view: { tag: 'div', className: 'results-list', children: ['<script>alert(1)</script>'] } });
            });
            response.on('end', () => resolve({ headers: response.headers, body: chunks.join('') }));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(chunks[0]).toContain('http-equiv="Content-Security-Policy"');
      expect(chunks[0]).not.toContain('first-view');
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(page.body).toContain('<div class="results-list">&lt;script&gt;alert(1)&lt;/script&gt;</div></div></div><div id="root"></div>');
      expect(page.body).not.toContain('<script>alert(1)');
    } finally {
      await served.close();
    }
  });

  it('serves assets with their type and the CSP header, and no app route or missing asset', async () => {
    const asset = await get(under('assets/index-Abc12345.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    expect(asset.body).toBe('document.title = "ok";');
    expect((await get(under('assets/missing-file.js'))).status).toBe(404);
    const route = await get(under('datasets/some-slug'));
    expect(route.status).toBe(404);
    expect(route.body).not.toContain('<div id="root">');
  });

  it('lets no answer be cached, and keeps the security headers on every one', async () => {
    const answers = await Promise.all(
      [
        under(''),
        under('assets/index-Abc12345.js'),
        under('favicon-missing.png'),
        '/',
        '/assets/index-Abc12345.js',
        '/api/app:info',
        `/${'B'.repeat(22)}/`,
        under('open/x'),
      ].map((path) => get(path)),
    );
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers the root paths and an earlier start’s with a page saying so, never the app', async () => {
    const earlier = await startShellHarness();
    try {
      const paths = [
        '/',
        '/index.html',
        '/assets/index-Abc12345.js',
        earlier.server.launchPath,
        `${earlier.server.launchPath}assets/index-Abc12345.js`,
        linkPath(earlier.server.openLink()),
      ];
      for (const path of paths) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(answer.body, path).toContain(SHELL_PAGES['earlier-start'].title);
        expect(answer.body, path).not.toContain('document.title');
        expect(answer.body, path).not.toContain(shell.server.launchPath);
      }
    } finally {
      await earlier.close();
    }
  });

  it('refuses path traversal, encoded or not, and symlinks out of the renderer', async () => {
    for (const path of [
      '../outside-secret.txt',
      'assets/../../outside-secret.txt',
      '%2e%2e/outside-secret.txt',
      '..%2foutside-secret.txt',
      'assets/escape.txt',
    ]) {
      const response = await get(under(path));
      expect(response.status, path).toBeGreaterThanOrEqual(403);
      expect(response.body).not.toContain('SECRET');
    }
  });

  it('allows only GET and HEAD', async () => {
    const response = await rawRequest(shell.server.port, {
      method: 'PUT',
      path: under('index.html'),
      headers: { Host: pageHost(shell.server), Cookie: cookie },
      body: 'x',
    });
    expect(response.status).toBe(405);
    expect(INDEX_HTML).toContain('index-Abc12345.js');
  });
});
