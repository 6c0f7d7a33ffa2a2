/**
 * The browser shell: the core served to a browser over loopback HTTP, for when the Electron
 * runtime is not available. Everything of a launch lives under its random path
 * (launch-access.ts): `/<launch-id>/` the built renderer, `/<launch-id>/api/…` the core (one
 * endpoint per contract channel and the events as Server-Sent Events, api-requests.ts), and
 * `/<launch-id>/open/<code>` the one-time link that signs a browser in. `/api/…` answers
 * programs holding the token. Any other path (the root, an earlier start's) gets a page saying
 * so, never the app; no answer may be cached.
 *
 * Guards here: binds loopback only, and answers only Host headers naming itself (DNS
 * rebinding); the page needs the session cookie; /api adds its own (the cookie or the token,
 * other origins, body caps). The page itself is served without asking the core anything.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '../core/create-core';
import { isLoopbackHost } from '../node-support/loopback-host';
import { rendererResponse } from '../renderer-host/renderer-response';
import { apiRequests, DEFAULT_MAX_BODY_BYTES } from './api-requests';
import { createEventStreams } from './event-streams';
import { sendFailure } from './http-replies';
import { createLaunchAccess } from './launch-access';
import { allowedHostHeaders } from './loopback';
import { sendRedirect, sendShellPage, shellHeaders } from './shell-pages';
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
  /** How often an idle event stream gets a comment line, so proxies and browsers keep it open. */
  heartbeatMs?: number;
  log?: (line: string) => void;
}

export interface BrowserShellServer {
  readonly host: string;
  readonly port: number;
  /** `http://127.0.0.1:PORT` (no path). */
  readonly origin: string;
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
  let origin = '';
  const events = createEventStreams(core, options.heartbeatMs);
  const openLink = () => `${origin}${access.launchPath}open/${access.mintCode()}`;
  const handleApi = apiRequests({ core, token, access, events, maxBodyBytes, allowedHosts: () => allowedHosts, openLink, log });

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
      else await sendRendererFile(req, res, rest);
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

  /** The path after this launch's `/<launch-id>`, or null for any other path. */
  function underLaunch(pathname: string): string | null {
    const id = pathname.split('/')[1] ?? '';
    if (!tokensMatch(access.launchId, id)) return null;
    return pathname.slice(id.length + 1);
  }

  const server = http.createServer((req, res) => {
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    if (!allowedHosts.has(hostHeader)) {
      sendFailure(res, 403, 'forbidden', 'This server answers only requests addressed to 127.0.0.1 or localhost.');
      return;
    }
    const { pathname, search } = splitUrl(req.url);
    const rest = underLaunch(pathname);
    const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
    let handled: Promise<void>;
    if (rest === null) {
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

  const port = (server.address() as AddressInfo).port;
  allowedHosts = allowedHostHeaders(host, port);
  const urlHost = host.includes(':') ? `[${host.replace(/^\[|\]$/g, '')}]` : host;
  origin = `http://${urlHost}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    host,
    port,
    origin,
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
