/**
 * One HTTP exchange with a marketplace: the request, its time limit, the caller's cancellation,
 * and the whole body read under a byte cap. A failure says how far the exchange got, because
 * that decides whether it may be tried again: nothing reached the server (`connect`), the request
 * went out but no answer came (`request`), or the answer broke off after it began (`body`).
 */
import { readCappedBody } from './read-capped-body';

/** The status line and headers of an answer that began but could not be read whole. */
export interface PartialAnswer {
  status: number;
  headers: Headers;
}

export type ExchangeFailure =
  | { kind: 'cancelled' }
  | { kind: 'timeout'; phase: 'headers' | 'body'; answer?: PartialAnswer }
  | { kind: 'network'; phase: 'connect' | 'request' | 'body'; error: unknown; answer?: PartialAnswer }
  | { kind: 'too_large'; answer: PartialAnswer };

export type ExchangeResult = { ok: true; response: Response; body: Uint8Array } | { ok: false; failure: ExchangeFailure };

/** The answer's status and headers, whether or not its body could be read; null when none came. */
export function answerOf(result: ExchangeResult): PartialAnswer | null {
  if (result.ok) return result.response;
  return 'answer' in result.failure ? (result.failure.answer ?? null) : null;
}

/** Errors raised before a connection existed: the request cannot have reached the server. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_NOT_YET_VALID',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  // The proxy refused the credentials or the tunnel: nothing reached the marketplace (network/network-fault.ts).
  'DMD_PROXY_AUTH_FAILED',
  'DMD_PROXY_REFUSED',
]);

function errorCodeOf(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
    current = candidate.cause;
  }
  return null;
}

export interface ExchangeOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  maxBytes: number;
  fetch: typeof fetch;
}

export async function exchange(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  options: ExchangeOptions,
): Promise<ExchangeResult> {
  const { signal } = options;
  if (signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    Math.max(0, options.timeoutMs),
  );
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let response: Response | null = null;
  try {
    response = await options.fetch(url, { ...init, redirect: 'manual', signal: controller.signal });
    const read = await readCappedBody(response, options.maxBytes);
    if (!read.ok) return { ok: false, failure: { kind: 'too_large', answer: { status: response.status, headers: response.headers } } };
    return { ok: true, response, body: read.bytes };
  } catch (error) {
    if (signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
    const answer = response ? { answer: { status: response.status, headers: response.headers } } : {};
    if (timedOut) return { ok: false, failure: { kind: 'timeout', phase: response ? 'body' : 'headers', ...answer } };
    const code = errorCodeOf(error);
    const phase = response ? 'body' : code !== null && NOT_CONNECTED.has(code) ? 'connect' : 'request';
    return { ok: false, failure: { kind: 'network', phase, error, ...answer } };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Waits `ms`, or less if the caller cancels; false when cancelled. */
export function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
