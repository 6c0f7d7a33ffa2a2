/**
 * `/api`: one endpoint per contract channel (`POST /api/<channel>`, JSON in, the core's Result
 * out), the event stream (`GET /api/events`) and, for programs, a new one-time link
 * (`POST /api/shell:open-link`). A request is signed in by this launch's session cookie at the
 * page's host (the page, launch-access.ts) or by the per-launch token in `X-Shell-Token`
 * (programs that read the ready file), compared in constant time. A browser request made for
 * another origin is refused even when signed in. Bodies are capped.
 */
import type http from 'node:http';
import type { Result } from '../../shared/domain/app-error';
import { BROWSER_SHELL_TOKEN_HEADER } from '../../shared/ipc/shell-token-header';
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';
import { bridgeMethodChannels } from '../../shared/ipc/bridge';
import type { Core } from '../core/create-core';
import type { EventStreams } from './event-streams';
import { sendFailure, sendJson } from './http-replies';
import { readRequestBody } from '../../shared/node-support/request-body';
import { tokensMatch } from './shell-token';

const TOKEN_HEADER = BROWSER_SHELL_TOKEN_HEADER.toLowerCase();
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** The endpoint that mints a one-time link: for programs holding the token, not for a page. */
const OPEN_LINK_PATH = '/api/shell:open-link';
/**
 * `query-cache:save` carries react-query's whole dehydrated cache (the contract allows a
 * 20,000,000-character string; JSON escaping can double it), so it alone gets a larger cap.
 */
const CHANNEL_BODY_LIMITS: Partial<Record<InvokeChannel, number>> = {
  'query-cache:save': 48 * 1024 * 1024,
};

export interface ApiRequestsOptions {
  core: Pick<Core, 'invoke'>;
  token: string;
  /** A request of this launch's page: at its host, with its session cookie (server.ts). */
  isSignedInPage(req: http.IncomingMessage): boolean;
  events: EventStreams;
  maxBodyBytes: number;
  /** The Host values this server answers to (its own address), known once it listens. */
  allowedHosts(): ReadonlySet<string>;
  /** A new one-time link (server.ts). */
  openLink(): string;
  log(line: string): void;
}

/** @param pathname `/api/…`, whether the request came to it directly or under the launch path. */
export type ApiRequestHandler = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<void>;

/** Every channel, from the bridge's table (one method per channel): not from the contract's schemas, which load with the core, after the server listens (cli.ts). */
const INVOKE_CHANNELS: ReadonlySet<string> = new Set(Object.values(bridgeMethodChannels));

function isInvokeChannel(name: string): name is InvokeChannel {
  return INVOKE_CHANNELS.has(name);
}

export function apiRequests({ core, token, isSignedInPage, events, maxBodyBytes, allowedHosts, openLink, log }: ApiRequestsOptions): ApiRequestHandler {
  /** A request a browser sent for another origin than the one it is addressed to (this server, by its Host header). */
  function isCrossOrigin(req: http.IncomingMessage): boolean {
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && site.toLowerCase() !== 'same-origin') return true;
    const origin = req.headers.origin;
    if (origin === undefined) return false;
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    return !allowedHosts().has(hostHeader) || origin.toLowerCase() !== `http://${hostHeader}`;
  }

  /** The request's JSON input (none for an empty body), or the refusal already sent. */
  async function readInput(req: http.IncomingMessage, res: http.ServerResponse, limit: number): Promise<{ input: unknown } | null> {
    const read = await readRequestBody(req, { limit, jsonType: 'unless-empty' });
    switch (read.kind) {
      case 'json':
        return { input: read.value };
      case 'empty':
        return { input: undefined };
      case 'too-large':
        sendFailure(res, 413, 'invalid_input', `The request body is larger than ${read.limit} bytes.`, { Connection: 'close' });
        return null;
      case 'not-json-type':
        sendFailure(res, 415, 'invalid_input', 'Send the input as Content-Type: application/json.');
        return null;
      case 'bad-json':
        sendFailure(res, 400, 'invalid_input', 'The request body is not valid JSON.');
        return null;
      case 'aborted':
        return null;
    }
  }

  return async (req, res, pathname) => {
    if (isCrossOrigin(req)) {
      sendFailure(res, 403, 'forbidden', "Requests from other web pages are refused: only the app's own page may call its core.");
      return;
    }
    // eslint-disable-next-line own-keys/no-string-key-lookup -- the header's name is our constant
    const presented = req.headers[TOKEN_HEADER];
    const byToken = tokensMatch(token, typeof presented === 'string' ? presented : null);
    if (!byToken && !isSignedInPage(req)) {
      sendFailure(res, 401, 'unauthorized', 'This page is not signed in to this start of the app: open the link printed by `npm run start:browser`.');
      return;
    }
    if (pathname === OPEN_LINK_PATH) {
      if (!byToken) sendFailure(res, 403, 'forbidden', `${OPEN_LINK_PATH} needs the shell token (${BROWSER_SHELL_TOKEN_HEADER}).`);
      else if (req.method !== 'POST') sendFailure(res, 405, 'invalid_input', `Use POST for ${pathname}.`, { Allow: 'POST' });
      else sendJson(res, 200, { ok: true, value: { url: openLink() } });
      return;
    }
    if (pathname === '/api/events') {
      if (req.method !== 'GET') sendFailure(res, 405, 'invalid_input', 'Use GET for /api/events.', { Allow: 'GET' });
      else events.open(req, res);
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
    const read = await readInput(req, res, CHANNEL_BODY_LIMITS[channel] ?? maxBodyBytes);
    if (read === null) return;
    let result: Result<unknown>;
    try {
      result = await core.invoke(channel, read.input);
    } catch (error) {
      log(`core.invoke(${channel}) threw: ${error instanceof Error ? error.message : String(error)}`);
      sendFailure(res, 500, 'server', "The app's core failed on this request.");
      return;
    }
    sendJson(res, 200, result);
  };
}
