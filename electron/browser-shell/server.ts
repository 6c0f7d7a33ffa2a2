/**
 * The browser shell: the core served to a browser over loopback HTTP, for when the Electron
 * runtime is not available. `/api` (api-requests.ts) serves one endpoint per contract channel
 * and the core's events as Server-Sent Events (event-streams.ts); everything else is the built
 * renderer as static files under the same strict CSP as in Electron.
 *
 * Guards here: binds loopback only, and answers only Host headers naming itself (DNS
 * rebinding); /api adds its own (the per-launch token, other origins, body caps). The page
 * itself is served without asking the core anything.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '../core/create-core';
import { isLoopbackHost } from '../node-support/loopback-host';
import { rendererResponse, securityHeaders } from '../renderer-host/renderer-response';
import { apiRequests, DEFAULT_MAX_BODY_BYTES } from './api-requests';
import { createEventStreams } from './event-streams';
import { sendFailure } from './http-replies';
import { allowedHostHeaders } from './loopback';

export interface BrowserShellServerOptions {
  core: Pick<Core, 'invoke' | 'onEvent'>;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** A loopback address; anything else is refused. Default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port. */
  port: number;
  token: string;
  maxBodyBytes?: number;
  /** How often an idle event stream gets a comment line, so proxies and browsers keep it open. */
  heartbeatMs?: number;
  log?: (line: string) => void;
}

export interface BrowserShellServer {
  readonly host: string;
  readonly port: number;
  /** `http://127.0.0.1:PORT/` (no token). */
  readonly origin: string;
  /** The URL to open: the token travels in the fragment, which browsers never send to a server. */
  readonly url: string;
  close(): Promise<void>;
}

function splitUrl(rawUrl: string | undefined): { pathname: string; query: URLSearchParams } {
  const raw = rawUrl ?? '/';
  const at = raw.indexOf('?');
  return at === -1 ? { pathname: raw, query: new URLSearchParams() } : { pathname: raw.slice(0, at), query: new URLSearchParams(raw.slice(at + 1)) };
}

export async function createBrowserShellServer(options: BrowserShellServerOptions): Promise<BrowserShellServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new Error(`The browser shell listens on loopback only; "${host}" is not a loopback address.`);
  const { core, rendererDir, token } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const log = options.log ?? (() => undefined);
  let allowedHosts = new Set<string>();
  const events = createEventStreams(core, options.heartbeatMs);
  const handleApi = apiRequests({ core, token, events, maxBodyBytes, allowedHosts: () => allowedHosts, log });

  async function handleStatic(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...securityHeaders(), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const answer = await rendererResponse(rendererDir, pathname);
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
    res.writeHead(answer.status, { ...answer.headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    if (!allowedHosts.has(hostHeader)) {
      sendFailure(res, 403, 'forbidden', 'This server answers only requests addressed to 127.0.0.1 or localhost.');
      return;
    }
    const { pathname, query } = splitUrl(req.url);
    const handled = pathname === '/api' || pathname.startsWith('/api/') ? handleApi(req, res, pathname, query) : handleStatic(req, res, pathname);
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
  const origin = `http://${urlHost}:${port}/`;

  let closing: Promise<void> | null = null;
  return {
    host,
    port,
    origin,
    url: `${origin}#token=${token}`,
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
