/**
 * A marketplace that chose differently: the embedded marketplace behind a layer that reshapes
 * every answer into a dialect (./dialects/) — records, errors and rate-limit headers — as an
 * independent server following the API's public description might. Requests pass through as the spec
 * defines them; the upstream's own address in records becomes this server's.
 */
import type { ApiErrorBody } from '../../shared/wire/api-types';
import { startPeer, type HttpPeer } from '../../electron/core/testing/http-peer';
import type { Dialect } from './dialects';

type Reshape = (dialect: Dialect, body: never) => unknown;

/** The API's routes and how a dialect reshapes each one's record. */
const ROUTES: Array<{ method: string; pattern: RegExp; reshape: Reshape }> = [
  { method: 'GET', pattern: /^\/v1\/datasets$/, reshape: (dialect, body) => dialect.list(body) },
  { method: 'GET', pattern: /^\/v1\/datasets\/[^/]+$/, reshape: (dialect, body) => dialect.detail(body) },
  { method: 'GET', pattern: /^\/v1\/datasets\/[^/]+\/quality$/, reshape: (dialect, body) => dialect.quality(body) },
  { method: 'GET', pattern: /^\/v1\/datasets\/[^/]+\/license$/, reshape: (dialect, body) => dialect.license(body) },
  { method: 'GET', pattern: /^\/v1\/categories$/, reshape: (dialect, body) => dialect.categories(body) },
  { method: 'POST', pattern: /^\/v1\/licenses\/compatibility$/, reshape: (dialect, body) => dialect.compatibility(body) },
  { method: 'GET', pattern: /^\/v1\/me$/, reshape: (dialect, body) => dialect.account(body) },
];

const FORWARDED_HEADERS = ['x-api-key', 'content-type', 'accept', 'user-agent'];

export interface DialectServer {
  url: string;
  dialect: Dialect;
  /** Every request it received, as the fault proxy would count them. */
  requests: HttpPeer['requests'];
  close(): Promise<void>;
}

export async function startDialectServer(upstreamUrl: string, dialect: Dialect, now: () => Date = () => new Date()): Promise<DialectServer> {
  const upstream = new URL(upstreamUrl);
  let ownOrigin = '';
  const peer = await startPeer(async (request, response) => {
    const target = new URL(request.url, upstream);
    const headers = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name] as string]] : [])),
    );
    const answer = await fetch(target, { method: request.method, headers, body: request.method === 'POST' ? request.body : undefined, redirect: 'manual' });
    const text = (await answer.text()).split(upstream.origin).join(ownOrigin);
    const rateLimit = dialect.rateLimitHeaders(
      {
        limit: answer.headers.get('x-ratelimit-limit'),
        remaining: answer.headers.get('x-ratelimit-remaining'),
        reset: answer.headers.get('x-ratelimit-reset'),
        retryAfter: answer.headers.get('retry-after'),
      },
      now(),
    );
    const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
    if (!contentType.includes('json')) {
      response.writeHead(answer.status, { 'Content-Type': contentType, ...rateLimit });
      response.end(text);
      return;
    }
    if (!answer.ok) {
      const error = dialect.error(answer.status, JSON.parse(text) as ApiErrorBody);
      response.writeHead(answer.status, { 'Content-Type': error.contentType, ...rateLimit });
      response.end(error.body);
      return;
    }
    const route = ROUTES.find((candidate) => candidate.method === request.method && candidate.pattern.test(target.pathname));
    const body = route ? route.reshape(dialect, JSON.parse(text) as never) : JSON.parse(text);
    response.writeHead(answer.status, { 'Content-Type': 'application/json', ...rateLimit });
    response.end(JSON.stringify(body));
  });
  ownOrigin = new URL(peer.url).origin;
  return { url: peer.url, dialect, requests: peer.requests, close: () => peer.close() };
}
