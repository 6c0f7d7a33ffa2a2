/**
 * The only code that talks HTTP to a marketplace. One client is bound to one base URL and one
 * key; the key goes only into the `X-Api-Key` header of requests to that base URL (redirects
 * are not followed, so it cannot be carried elsewhere). Each call sends its request through
 * http-exchange.ts, retries only as retry-policy.ts allows, and reads the answer with the
 * reading layer (reading/): successes are the app's readings of the record, failures typed
 * `AppError`s.
 */
import type { CompatibilityRequest, DatasetQuery } from '../../../shared/wire/api-types';
import type { AppError, Result } from '../../../shared/domain/app-error';
import type { BadgeImage } from '../../../shared/ipc/ipc-contract';
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import type { CategoryListReading } from '../../../shared/domain/readings/category-reading';
import type { CompatibilityReading } from '../../../shared/domain/readings/compatibility-reading';
import type { DatasetDetailReading, DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { LicenseReading } from '../../../shared/domain/readings/license-reading';
import type { QualityReading } from '../../../shared/domain/readings/quality-reading';
import { buildRequestUrl, idSegment, resourceUnderBase } from '../connection/base-url';
import { describeNetworkFailure, networkFailureCode } from '../failure-text';
import { answerOf, exchange, pause, type ExchangeFailure, type ExchangeResult } from './http-exchange';
import { parseRetryAfter, readTooManyRequests } from './rate-limit-headers';
import { describeByteLimit, MAX_RESPONSE_BYTES } from './read-capped-body';
import { readAccount } from '../reading/read-account';
import { readCategories } from '../reading/read-categories';
import { readCompatibility } from '../reading/read-compatibility';
import { readDatasetDetail, readDatasetPage } from '../reading/read-dataset';
import { readLicense } from '../reading/read-license';
import { readQuality } from '../reading/read-quality';
import { appErrorFromResponse, explainErrorBody, tidyText } from './response-errors';
import { backoffMs, retryDelay } from './retry-policy';
import { datasetQueryParams } from '../../../shared/wire/dataset-query-params';
import { keyRedaction } from '../secrets/secret-redaction';

export { datasetQueryParams };

export const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RETRIES = 2;

export interface ResponseInfo {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  /** The server's error code, when a failing answer gave one (a 429's `quota_exceeded`). */
  errorCode: string | null;
}

interface ClientHooks {
  /** Asked before anything is sent; an error answers the call without a request (quota guard). */
  beforeRequest?(): AppError | null;
  onRequestSent?(): void;
  /** Every response, whatever its status, once its body is read (or failed to be). */
  onResponse?(info: ResponseInfo): void;
  /** Every attempt sent, once it is over: answered (its status) or not (why not). For the request log. */
  onExchanged?(attempt: SentAttempt): void;
}

export interface SentAttempt {
  method: string;
  url: URL;
  startedAt: Date;
  /** The answer's status; null when none arrived. */
  status: number | null;
  /** The answer's headers (its rate-limit headers say what is left). */
  headers: Headers | null;
  /** Why no whole answer arrived: 'timeout', 'network', 'cancelled', 'too_large'; null when one did. */
  failure: string | null;
  /** For a network failure the app could name (a proxy or certificate fault), its code, e.g. `proxy_unreachable`. */
  faultCode?: string;
}

export interface MarketplaceClientOptions {
  baseUrl: string;
  apiKey: string | null;
  /** The time budget of one call, all its attempts together (waits between them add to it). */
  timeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  /** The longest the client waits before a retry, also when `Retry-After` asks for more. */
  maxRetryDelayMs?: number;
  /** Answers larger than this are not read (`unexpected_response`); default 10 MB. */
  maxResponseBytes?: number;
  userAgent?: string;
  hooks?: ClientHooks;
  fetch?: typeof fetch;
  now?: () => Date;
  random?: () => number;
  log?: (line: string) => void;
}

export interface MarketplaceClient {
  readonly baseUrl: string;
  searchDatasets(query: DatasetQuery, signal?: AbortSignal): Promise<Result<DatasetPageReading>>;
  getDataset(id: string, signal?: AbortSignal): Promise<Result<DatasetDetailReading>>;
  getQuality(id: string, signal?: AbortSignal): Promise<Result<QualityReading>>;
  getLicense(id: string, signal?: AbortSignal): Promise<Result<LicenseReading>>;
  listCategories(signal?: AbortSignal): Promise<Result<CategoryListReading>>;
  checkCompatibility(request: CompatibilityRequest, signal?: AbortSignal): Promise<Result<CompatibilityReading>>;
  getMe(signal?: AbortSignal): Promise<Result<AccountReading>>;
  /** A quality badge under the base URL, without the key and outside the quota hooks. */
  getBadge(url: string, signal?: AbortSignal): Promise<Result<BadgeImage>>;
  /**
   * Whether anything answers at the address: one GET /v1/me without a key (so nothing is charged
   * to anyone). Any HTTP answer is ok; no answer is the network error that says why.
   */
  probe(signal?: AbortSignal): Promise<Result<null>>;
  /**
   * One GET of a resource on the marketplace's own origin (a sample), with the key and through
   * the quota hooks (the marketplace may count it); redirects are returned, not followed.
   */
  getOwnResource(url: URL, options: OwnResourceOptions): Promise<Result<ExchangeResult>>;
}

interface OwnResourceOptions {
  etag: string | null;
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
}

/** One API call: what to send, and how to read the answer (`what` names it in an error). */
interface RequestPlan<T> {
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  read(json: unknown): T | undefined;
  what: string;
  signal?: AbortSignal;
}

function attemptOf(method: string, url: URL, startedAt: Date, result: ExchangeResult): SentAttempt {
  const answer = answerOf(result);
  const faultCode = !result.ok && result.failure.kind === 'network' ? networkFailureCode(result.failure.error) : undefined;
  return {
    method,
    url,
    startedAt,
    status: answer?.status ?? null,
    headers: answer?.headers ?? null,
    failure: result.ok ? null : result.failure.kind,
    ...(faultCode === undefined ? {} : { faultCode }),
  };
}

const cancelledError = (): AppError => ({ kind: 'network', code: 'cancelled', message: 'The request was cancelled.' });

/** A badge larger than this is not shown. */
const MAX_BADGE_BYTES = 100 * 1024;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

const codeOf = (error: unknown): Pick<AppError, 'code'> => {
  const code = networkFailureCode(error);
  return code === undefined ? {} : { code };
};

/** What a failed exchange means for the user, in words. */
function exchangeFailureError(failure: ExchangeFailure, host: string, path: string, elapsedMs: number, maxBytes: number): AppError {
  switch (failure.kind) {
    case 'cancelled':
      return cancelledError();
    case 'timeout':
      return failure.phase === 'body'
        ? {
            kind: 'timeout',
            code: 'answer_stalled',
            message: `The marketplace at ${host} began answering ${path} but the rest of its answer did not arrive; the app gave up after ${seconds(elapsedMs)}.`,
          }
        : { kind: 'timeout', message: `The marketplace at ${host} did not answer within ${seconds(elapsedMs)}. Try again in a moment.` };
    case 'network':
      return failure.phase === 'body'
        ? {
            kind: 'network',
            code: 'connection_dropped',
            message: `The connection to the marketplace at ${host} was dropped while its answer to ${path} was arriving, so the answer was incomplete.`,
          }
        : { kind: 'network', message: describeNetworkFailure(failure.error, host), ...codeOf(failure.error) };
    case 'too_large':
      return {
        kind: 'unexpected_response',
        status: failure.answer.status,
        message: `The marketplace's answer to ${path} (HTTP ${failure.answer.status}) is larger than ${describeByteLimit(maxBytes)}, so the app did not read it.`,
      };
  }
}

export function createMarketplaceClient(options: MarketplaceClientOptions): MarketplaceClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 300;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
  const maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const hooks = options.hooks ?? {};
  const apiKey = options.apiKey;
  const host = new URL(options.baseUrl).host;
  const redact = keyRedaction(apiKey ?? '');
  const log = (line: string) => options.log?.(redact(line));
  const decoder = new TextDecoder();

  function headersFor(plan: RequestPlan<unknown>, key: string): Record<string, string> {
    const headers: Record<string, string> = { 'X-Api-Key': key, Accept: 'application/json' };
    if (options.userAgent) headers['User-Agent'] = options.userAgent;
    if (plan.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  function readSuccess<T>(plan: RequestPlan<T>, response: Response, bodyText: string): Result<T> {
    const status = response.status;
    let json: unknown;
    try {
      json = JSON.parse(bodyText);
    } catch {
      const contentType = response.headers.get('content-type') ?? 'no content type';
      const isHtml = /html/i.test(contentType) || /^\s*</.test(bodyText);
      const message = isHtml
        ? `The marketplace answered HTTP ${status} with a web page instead of JSON, so a proxy or captive portal may be in the way.`
        : `The marketplace answered HTTP ${status} with something that is not JSON (${tidyText(contentType, 80)}).`;
      return { ok: false, error: { kind: 'unexpected_response', status, message } };
    }
    const reading = plan.read(json);
    if (reading === undefined) {
      return {
        ok: false,
        error: { kind: 'unexpected_response', status, message: `The marketplace's answer to ${plan.path} could not be read as ${plan.what}.` },
      };
    }
    return { ok: true, value: reading };
  }

  async function request<T>(plan: RequestPlan<T>): Promise<Result<T>> {
    if (!apiKey) {
      return { ok: false, error: { kind: 'unauthorized', code: 'no_key', message: 'No API key is set for this marketplace. Add one in Settings.' } };
    }
    if (plan.signal?.aborted) return { ok: false, error: cancelledError() };
    const blocked = hooks.beforeRequest?.() ?? null;
    if (blocked) return { ok: false, error: blocked };
    let url: URL;
    try {
      url = buildRequestUrl(options.baseUrl, plan.path, plan.query);
    } catch (error) {
      return { ok: false, error: { kind: 'invalid_input', message: error instanceof Error ? error.message : 'The request address was refused.' } };
    }
    const init = {
      method: plan.method,
      headers: headersFor(plan as RequestPlan<unknown>, apiKey),
      body: plan.body === undefined ? undefined : JSON.stringify(plan.body),
    };
    let spentMs = 0;
    for (let retries = 0; ; retries += 1) {
      const started = Date.now();
      const startedAt = now();
      hooks.onRequestSent?.();
      const result = await exchange(url, init, { timeoutMs: timeoutMs - spentMs, signal: plan.signal, maxBytes: maxResponseBytes, fetch: doFetch });
      const elapsed = Date.now() - started;
      spentMs += elapsed;
      const bodyText = result.ok ? decoder.decode(result.body) : '';
      const answer = answerOf(result);
      hooks.onExchanged?.(attemptOf(plan.method, url, startedAt, result));
      if (answer) {
        const errorCode = result.ok && !result.response.ok ? explainErrorBody(bodyText).code : null;
        hooks.onResponse?.({ method: plan.method, path: plan.path, status: answer.status, headers: answer.headers, errorCode });
      }

      const outcome = result.ok ? { status: result.response.status } : { failure: result.failure };
      const retryAfter = result.ok ? parseRetryAfter(result.response.headers.get('retry-after'), now()) : null;
      const delay = retryDelay(outcome, {
        method: plan.method,
        retries,
        maxRetries,
        remainingMs: timeoutMs - spentMs,
        retryAfterMs: retryAfter ? retryAfter.getTime() - now().getTime() : null,
        quotaUsedUp: result.ok && result.response.status === 429 && readTooManyRequests(result.response.headers, now()).kind === 'quota',
        backoffMs: backoffMs(retries, retryBaseDelayMs, maxRetryDelayMs, random),
        maxDelayMs: maxRetryDelayMs,
      });
      log(
        `${plan.method} ${plan.path} → ${result.ok ? result.response.status : result.failure.kind} in ${elapsed} ms${delay !== null ? `; retrying in ${Math.round(delay)} ms` : ''}`,
      );
      if (delay !== null) {
        if (!(await pause(delay, plan.signal))) return { ok: false, error: cancelledError() };
        continue;
      }
      if (!result.ok) return { ok: false, error: exchangeFailureError(result.failure, host, plan.path, spentMs, maxResponseBytes) };
      const { response } = result;
      if (response.status >= 200 && response.status < 300) return readSuccess(plan, response, bodyText);
      return {
        ok: false,
        error: appErrorFromResponse({ status: response.status, statusText: response.statusText, headers: response.headers, bodyText }, now(), redact),
      };
    }
  }

  /**
   * A quality badge the marketplace links to: only from under the configured base URL, never with
   * the key, outside the quota hooks (it is no API request and spends nothing), one attempt.
   */
  async function getBadge(badgeUrl: string, signal?: AbortSignal): Promise<Result<BadgeImage>> {
    const url = resourceUnderBase(options.baseUrl, badgeUrl);
    if (!url) {
      return {
        ok: false,
        error: {
          kind: 'invalid_input',
          param: 'url',
          message: `The badge address is not on the connected marketplace (${tidyText(badgeUrl, 120)}), so it was not fetched.`,
        },
      };
    }
    const headers: Record<string, string> = { Accept: 'image/svg+xml' };
    if (options.userAgent) headers['User-Agent'] = options.userAgent;
    const result = await exchange(url, { method: 'GET', headers }, { timeoutMs, signal, maxBytes: MAX_BADGE_BYTES, fetch: doFetch });
    if (!result.ok) {
      if (result.failure.kind === 'too_large') return { ok: true, value: { dataUrl: null } };
      return { ok: false, error: exchangeFailureError(result.failure, host, url.pathname, timeoutMs, MAX_BADGE_BYTES) };
    }
    const contentType = result.response.headers.get('content-type') ?? '';
    if (result.response.status !== 200 || !/^image\/svg\+xml\s*(;|$)/i.test(contentType)) return { ok: true, value: { dataUrl: null } };
    return { ok: true, value: { dataUrl: `data:image/svg+xml;base64,${Buffer.from(result.body).toString('base64')}` } };
  }

  async function probe(signal?: AbortSignal): Promise<Result<null>> {
    const url = buildRequestUrl(options.baseUrl, '/v1/me');
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.userAgent) headers['User-Agent'] = options.userAgent;
    const result = await exchange(url, { method: 'GET', headers }, { timeoutMs, signal, maxBytes: MAX_BADGE_BYTES, fetch: doFetch });
    if (result.ok || result.failure.kind === 'too_large') return { ok: true, value: null };
    return { ok: false, error: exchangeFailureError(result.failure, host, url.pathname, timeoutMs, MAX_BADGE_BYTES) };
  }

  async function getOwnResource(url: URL, resource: OwnResourceOptions): Promise<Result<ExchangeResult>> {
    if (url.origin !== new URL(options.baseUrl).origin || url.username !== '' || url.password !== '') {
      return {
        ok: false,
        error: { kind: 'invalid_input', param: 'url', message: 'That address is not on the connected marketplace, so the key is not sent to it.' },
      };
    }
    if (!apiKey) return { ok: false, error: { kind: 'unauthorized', code: 'no_key', message: 'No API key is set for this marketplace. Add one in Settings.' } };
    const blocked = hooks.beforeRequest?.() ?? null;
    if (blocked) return { ok: false, error: blocked };
    const headers: Record<string, string> = { 'X-Api-Key': apiKey, Accept: '*/*' };
    if (options.userAgent) headers['User-Agent'] = options.userAgent;
    if (resource.etag !== null) headers['If-None-Match'] = resource.etag;
    const startedAt = now();
    hooks.onRequestSent?.();
    const result = await exchange(
      url,
      { method: 'GET', headers },
      { timeoutMs: resource.timeoutMs, signal: resource.signal, maxBytes: resource.maxBytes, fetch: doFetch },
    );
    const answer = answerOf(result);
    hooks.onExchanged?.(attemptOf('GET', url, startedAt, result));
    if (answer) hooks.onResponse?.({ method: 'GET', path: url.pathname, status: answer.status, headers: answer.headers, errorCode: null });
    log(`GET ${url.pathname} (sample) → ${result.ok ? result.response.status : result.failure.kind}`);
    return { ok: true, value: result };
  }

  /** A dataset's own path; a refused id is an `invalid_input`, not a throw. */
  function datasetRequest<T>(id: string, suffix: string, read: (json: unknown) => T | undefined, what: string, signal?: AbortSignal): Promise<Result<T>> {
    let path: string;
    try {
      path = `/v1/datasets/${idSegment(id)}${suffix}`;
    } catch (error) {
      return Promise.resolve({
        ok: false,
        error: { kind: 'invalid_input', param: 'id', message: error instanceof Error ? error.message : 'That dataset id is not valid.' },
      });
    }
    return request({ method: 'GET', path, read, what, signal });
  }

  return {
    baseUrl: options.baseUrl,
    searchDatasets: (query, signal) =>
      request({ method: 'GET', path: '/v1/datasets', query: datasetQueryParams(query), read: readDatasetPage, what: 'a list of datasets', signal }),
    getDataset: (id, signal) => datasetRequest(id, '', (json) => readDatasetDetail(json, id), 'a dataset record', signal),
    getQuality: (id, signal) => datasetRequest(id, '/quality', readQuality, 'a quality record', signal),
    getLicense: (id, signal) => datasetRequest(id, '/license', readLicense, 'a licence record', signal),
    listCategories: (signal) => request({ method: 'GET', path: '/v1/categories', read: readCategories, what: 'a list of categories', signal }),
    checkCompatibility: (body, signal) =>
      request({
        method: 'POST',
        path: '/v1/licenses/compatibility',
        body: body.use_case ? { dataset_ids: body.dataset_ids, use_case: body.use_case } : { dataset_ids: body.dataset_ids },
        read: readCompatibility,
        what: 'a compatibility answer',
        signal,
      }),
    getMe: (signal) => request({ method: 'GET', path: '/v1/me', read: readAccount, what: 'an account profile', signal }),
    getBadge,
    probe,
    getOwnResource,
  };
}
