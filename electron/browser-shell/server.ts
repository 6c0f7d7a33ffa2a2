/**
 * The browser shell: the core served to a browser over loopback HTTP, for when the Electron
 * runtime is not available. One endpoint per contract channel (`POST /api/<channel>`, JSON in,
 * the core's Result out), the core's events as Server-Sent Events (`GET /api/events`), and the
 * built renderer as static files under the same strict CSP as in Electron.
 *
 * Guards: binds loopback only; answers only Host headers naming itself (DNS rebinding); every
 * /api request carries the per-launch token (`X-Shell-Token`, or `?token=` for the event
 * stream, which EventSource cannot give headers) compared in constant time; as defence in depth
 * /api also refuses a browser request from another origin (`Origin`, `Sec-Fetch-Site`); bodies
 * are capped, and so is the number of open event streams. The page itself is served without
 * asking the core anything.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppError, Result } from '../../shared/app-error';
import { BROWSER_SHELL_TOKEN_HEADER } from '../../shared/bridge';
import type { EventChannel, InvokeChannel } from '../../shared/ipc-contract';
import { invokeChannels } from '../../shared/ipc-schemas';
import type { Core } from '../core/create-core';
import { rendererResponse, securityHeaders } from '../renderer-host/renderer-response';
import { isLoopbackHost } from '../node-support/loopback-host';
import { allowedHostHeaders } from './loopback';
import { tokensMatch } from './shell-token';

const TOKEN_HEADER = BROWSER_SHELL_TOKEN_HEADER.toLowerCase();
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Open `/api/events` streams at once (a page needs one; reloads and tabs add a few). */
export const MAX_EVENT_STREAMS = 8;
/** `Sec-Fetch-Site` values of a request the page itself made, or one typed into the address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
/**
 * `query-cache:save` carries react-query's whole dehydrated cache (the contract allows a
 * 20,000,000-character string; JSON escaping can double it), so it alone gets a larger cap.
 */
export const CHANNEL_BODY_LIMITS: Partial<Record<InvokeChannel, number>> = {
  'query-cache:save': 48 * 1024 * 1024,
};

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

type ShellFailureKind = Extract<AppError['kind'], 'unauthorized' | 'forbidden' | 'not_found' | 'invalid_input' | 'server'>;

function sendJson(res: http.ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...securityHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(text);
}

function sendFailure(res: http.ServerResponse, status: number, kind: ShellFailureKind, message: string, extraHeaders?: Record<string, string>): void {
  const failure: Result<never> = { ok: false, error: { kind, message, status } };
  sendJson(res, status, failure, extraHeaders);
}

type BodyRead = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'aborted' };

function readBody(req: http.IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (read: BodyRead) => {
      if (settled) return;
      settled = true;
      resolve(read);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) settle({ kind: 'too-large' });
      else chunks.push(chunk);
    });
    req.on('end', () => settle({ kind: 'ok', text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
  });
}

function isInvokeChannel(name: string): name is InvokeChannel {
  return Object.prototype.hasOwnProperty.call(invokeChannels, name);
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

  const streams = new Set<http.ServerResponse>();
  const broadcast = (event: EventChannel, payload: unknown) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of streams) stream.write(frame);
  };
  const stopEvents = core.onEvent((event, payload) => broadcast(event, payload));
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? 20_000);
  heartbeat.unref();

  function openEventStream(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (streams.size >= MAX_EVENT_STREAMS) {
      sendFailure(res, 503, 'server', `At most ${MAX_EVENT_STREAMS} event streams can be open at once; close other tabs of the app.`, { 'Retry-After': '5' });
      return;
    }
    res.writeHead(200, {
      ...securityHeaders(),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // The browser waits this long before reconnecting after a dropped stream.
    res.write('retry: 2000\n: connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  /** A request a browser sent on behalf of another origin (the token guards too; this is a second line). */
  function isCrossOrigin(req: http.IncomingMessage): boolean {
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && !OWN_FETCH_SITES.has(site.toLowerCase())) return true;
    const origin = req.headers.origin;
    if (origin === undefined) return false;
    try {
      const url = new URL(origin);
      return url.protocol !== 'http:' || !allowedHosts.has(url.host.toLowerCase());
    } catch {
      return true;
    }
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, query: URLSearchParams): Promise<void> {
    if (isCrossOrigin(req)) {
      sendFailure(res, 403, 'forbidden', "Requests from other web pages are refused: only the app's own page may call its core.");
      return;
    }
    const isEventStream = pathname === '/api/events';
    const presented = isEventStream ? query.get('token') : req.headers[TOKEN_HEADER];
    if (!tokensMatch(token, typeof presented === 'string' ? presented : null)) {
      sendFailure(res, 401, 'unauthorized', 'Missing or wrong shell token: open the link printed by `npm run start:browser`.');
      return;
    }
    if (isEventStream) {
      if (req.method !== 'GET') sendFailure(res, 405, 'invalid_input', 'Use GET for /api/events.', { Allow: 'GET' });
      else openEventStream(req, res);
      return;
    }
    if (req.method !== 'POST') {
      sendFailure(res, 405, 'invalid_input', `Use POST for ${pathname}.`, { Allow: 'POST' });
      return;
    }
    let channel: string;
    try {
      channel = decodeURIComponent(pathname.slice('/api/'.length));
    } catch {
      channel = '';
    }
    if (!isInvokeChannel(channel)) {
      sendFailure(res, 404, 'not_found', `There is no channel "${channel}".`);
      return;
    }
    const limit = CHANNEL_BODY_LIMITS[channel] ?? maxBodyBytes;
    const body = await readBody(req, limit);
    if (body.kind === 'aborted') return;
    if (body.kind === 'too-large') {
      sendFailure(res, 413, 'invalid_input', `The request body is larger than ${limit} bytes.`, { Connection: 'close' });
      return;
    }
    let input: unknown = undefined;
    if (body.text.trim().length > 0) {
      const contentType = String(req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        sendFailure(res, 415, 'invalid_input', 'Send the input as Content-Type: application/json.');
        return;
      }
      try {
        input = JSON.parse(body.text);
      } catch {
        sendFailure(res, 400, 'invalid_input', 'The request body is not valid JSON.');
        return;
      }
    }
    let result: Result<unknown>;
    try {
      result = await core.invoke(channel, input);
    } catch (error) {
      log(`core.invoke(${channel}) threw: ${error instanceof Error ? error.message : String(error)}`);
      sendFailure(res, 500, 'server', "The app's core failed on this request.");
      return;
    }
    sendJson(res, 200, result);
  }

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
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${options.port} on ${host} is already in use.`) : error);
    };
    server.once('error', onError);
    server.listen(options.port, host, () => {
      server.off('error', onError);
      resolve();
    });
  }).catch((error: unknown) => {
    stopEvents();
    clearInterval(heartbeat);
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
        stopEvents();
        clearInterval(heartbeat);
        for (const stream of streams) stream.end();
        streams.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
