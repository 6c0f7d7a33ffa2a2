/**
 * The browser shell: the core served to a browser over loopback HTTP, for when the Electron
 * runtime is not available. A browser gets the app only at this launch's host name,
 * `<label>.localhost:PORT`, random per start (launch-access.ts), and under its random path:
 * `/<launch-id>/` the built renderer, `/<launch-id>/api/…` the core (one endpoint per contract
 * channel and the events as Server-Sent Events, api-requests.ts), and `/<launch-id>/open/<code>`
 * the one-time link that signs a browser in. At 127.0.0.1 and localhost, `/api/…` answers
 * programs holding the token and everything else a page saying where the app is. Any other path
 * (the root, an earlier start's) gets a page saying so, never the app; no answer may be cached.
 *
 * Guards here: binds loopback only, and answers only Host headers naming itself (DNS
 * rebinding); the page needs the session cookie; /api adds its own (the cookie or the token,
 * other origins, body caps). The page itself is served without asking the core anything but,
 * when one is saved, whether the first view is this connection's (`firstView`; no marketplace starts for it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '../core/create-core';
import { isLoopbackHost } from '../../shared/node-support/loopback-host';
import { rendererResponse } from '../renderer-host/renderer-response';
import { pageWithFirstView } from '../renderer-host/first-view-markup';
import type { PageFirstView } from '../../shared/ipc/first-view';
import { apiRequests, DEFAULT_MAX_BODY_BYTES } from './api-requests';
import { createEventStreams } from './event-streams';
import { sendFailure } from './http-replies';
import { createLaunchAccess } from './launch-access';
import { allowedHostHeaders } from './loopback';
import { rawShellPage, sendRedirect, sendShellPage, shellHeaders } from './shell-pages';
import { tokensMatch } from './shell-token';

export interface BrowserShellServerOptions {
  core: Pick<Core, 'invoke' | 'onEvent'>;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** A loopback address; anything else is refused. Default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** For programs (`X-Shell-Token`); never given to a browser. */
  token: string;
  maxBodyBytes?: number;
  /**
   * The saved first view to serve inside the page (shared/ipc/first-view.ts), asked at each
   * request of the page: null when there is none to read (the page goes as it is), else its reading.
   */
  firstView?: () => Promise<PageFirstView | null> | null;
  /** How often an idle event stream gets a comment line, so proxies and browsers keep it open. */
  heartbeatMs?: number;
  log?: (line: string) => void;
}

export interface BrowserShellServer {
  readonly host: string;
  readonly port: number;
  /** `http://127.0.0.1:PORT` (no path): for programs, `/api/…` with the token. */
  readonly origin: string;
  /** `http://<label>.localhost:PORT`: the page's origin, new each launch; Node does not resolve it. */
  readonly pageOrigin: string;
  /** `/<launch-id>/`: where this launch's page is, for a browser signed in by a link. */
  readonly launchPath: string;
  /** A new one-time link to open the app (`…/<launch-id>/open/<code>`): it opens once. */
  openLink(): string;
  close(): Promise<void>;
}

function splitUrl(rawUrl: string | undefined): { pathname: string; search: string } {
  const raw = rawUrl ?? '/';
  const at = raw.indexOf('?');
  return at === -1 ? { pathname: raw, search: '' } : { pathname: raw.slice(0, at), search: raw.slice(at) };
}

/** The file of the renderer a path under the launch path names: the document only at its root; no app routes (the app routes by fragment). */
function isDocumentPath(rest: string): boolean {
  const last = rest.split('/').pop() ?? '';
  return last === 'index.html' || !last.includes('.');
}

export async function createBrowserShellServer(options: BrowserShellServerOptions): Promise<BrowserShellServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new Error(`The browser shell listens on loopback only; "${host}" is not a loopback address.`);
  const { core, rendererDir, token } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const log = options.log ?? (() => undefined);
  const access = createLaunchAccess();
  let allowedHosts = new Set<string>();
  let pageHost = '';
  let origin = '';
  let pageOrigin = '';
  const events = createEventStreams(core, options.heartbeatMs);
  const openLink = () => `${pageOrigin}${access.launchPath}open/${access.mintCode()}`;
  const hostOf = (req: http.IncomingMessage) => (req.headers.host ?? '').toLowerCase();
  /** The session counts only at the page's host (the browser keeps the cookie for that host alone). */
  const isSignedInPage = (req: http.IncomingMessage) => hostOf(req) === pageHost && access.hasSession(req.headers.cookie);
  const handleApi = apiRequests({ core, token, isSignedInPage, events, maxBodyBytes, allowedHosts: () => allowedHosts, openLink, log });

  async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, rest: string, search: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...shellHeaders(), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    if (rest.startsWith('/open/')) {
      // A spent or wrong code: a browser signed in already simply goes on to the app.
      if (access.redeem(rest.slice('/open/'.length))) sendRedirect(res, `${access.launchPath}${search}`, { 'Set-Cookie': access.sessionCookie() });
      else if (access.hasSession(req.headers.cookie)) sendRedirect(res, `${access.launchPath}${search}`);
      else sendShellPage(res, 'link-used', req.method);
      return;
    }
    if (isDocumentPath(rest)) {
      if (rest !== '/') sendShellPage(res, 'earlier-start', req.method);
      else if (!access.hasSession(req.headers.cookie)) sendShellPage(res, 'link-used', req.method);
      else await sendDocument(req, res);
      return;
    }
    await sendRendererFile(req, res, rest);
  }

  async function sendRendererFile(req: http.IncomingMessage, res: http.ServerResponse, rest: string): Promise<void> {
    const answer = await rendererResponse(rendererDir, rest);
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
    // The app:// caching of hashed assets is for Electron's own origin; here nothing is kept.
    res.writeHead(answer.status, { ...answer.headers, ...shellHeaders(), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The page, with its first view when there is one to read (pageWithFirstView); else as it is. */
  async function sendDocument(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const reading = req.method === 'GET' ? (options.firstView?.() ?? null) : null;
    const answer = await rendererResponse(rendererDir, '/');
    if (reading === null || answer.status !== 200) {
      reading?.catch(() => undefined);
      await sendRendererFile(req, res, '/');
      return;
    }
    res.writeHead(200, { ...answer.headers, ...shellHeaders() });
    const parts = pageWithFirstView(String(answer.body), reading, (error) =>
      log(`The first view could not be read: ${error instanceof Error ? error.message : String(error)}`),
    );
    for await (const part of parts) res.write(part);
    res.end();
  }

  /** The path after this launch's `/<launch-id>`, or null for any other path. */
  function underLaunch(pathname: string): string | null {
    const id = pathname.split('/')[1] ?? '';
    if (!tokensMatch(access.launchId, id)) return null;
    return pathname.slice(id.length + 1);
  }

  const server = http.createServer((req, res) => {
    const hostHeader = hostOf(req);
    if (!allowedHosts.has(hostHeader)) {
      sendFailure(res, 403, 'forbidden', 'This server answers only requests addressed to itself: its page’s host, 127.0.0.1 or localhost.');
      return;
    }
    const { pathname, search } = splitUrl(req.url);
    const rest = underLaunch(pathname);
    const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
    let handled: Promise<void>;
    if (hostHeader !== pageHost) {
      // 127.0.0.1 and localhost are for programs: an origin any earlier holder of the port had.
      if (rest === null && isApi(pathname)) handled = handleApi(req, res, pathname);
      else handled = Promise.resolve(sendShellPage(res, 'programs-address', req.method));
    } else if (rest === null) {
      if (isApi(pathname)) handled = handleApi(req, res, pathname);
      else handled = Promise.resolve(sendShellPage(res, 'earlier-start', req.method));
    } else if (rest === '') {
      handled = Promise.resolve(sendRedirect(res, `${access.launchPath}${search}`));
    } else {
      handled = isApi(rest) ? handleApi(req, res, rest) : handlePage(req, res, rest, search);
    }
    handled.catch((error: unknown) => {
      log(`${req.method ?? '?'} ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendFailure(res, 500, 'server', 'The browser shell failed on this request.');
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${options.port} on ${host} is already in use.`, { cause: error }) : error);
    };
    server.once('error', onError);
    server.listen(options.port, host, () => {
      server.off('error', onError);
      resolve();
    });
  }).catch((error: unknown) => {
    events.close();
    throw error;
  });
  server.on('error', (error) => log(`server error: ${error.message}`));
  // Headers over Node's limit (most likely cookies another page set for localhost): say what to do, not a bare 431.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy();
    else if (error.code === 'HPE_HEADER_OVERFLOW') socket.end(rawShellPage('headers-too-large', 'Request Header Fields Too Large'));
    else socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  const port = (server.address() as AddressInfo).port;
  pageHost = `${access.pageHostname}:${port}`;
  allowedHosts = allowedHostHeaders(host, port, access.pageHostname);
  const urlHost = host.includes(':') ? `[${host.replace(/^\[|\]$/g, '')}]` : host;
  origin = `http://${urlHost}:${port}`;
  pageOrigin = `http://${pageHost}`;

  let closing: Promise<void> | null = null;
  return {
    host,
    port,
    origin,
    pageOrigin,
    launchPath: access.launchPath,
    openLink,
    close() {
      closing ??= new Promise<void>((resolve) => {
        events.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
