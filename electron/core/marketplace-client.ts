/**
 * The only code that talks HTTP to a marketplace. One client is bound to one base URL and one
 * key; the key goes only into the `X-Api-Key` header of requests to that base URL (redirects
 * are not followed, so it cannot be carried elsewhere). Every outcome is a `Result`: failures are
 * typed `AppError`s, successes are the lenient `Received*` records.
 */
import type { z } from 'zod';
import type { DatasetQuery, UseCase } from '../../shared/api-types';
import type { AppError, Result } from '../../shared/app-error';
import type { BadgeImage } from '../../shared/ipc-contract';
import type {
  ReceivedAccountProfile,
  ReceivedCategoryList,
  ReceivedCompatibilityResult,
  ReceivedDatasetDetail,
  ReceivedDatasetList,
  ReceivedLicenseRecord,
  ReceivedQualityRecord,
} from '../../shared/received';
import { buildRequestUrl, idSegment, resourceUnderBase } from './base-url';
import {
  accountProfileSchema,
  categoryListSchema,
  compatibilityResultSchema,
  datasetDetailSchema,
  datasetListSchema,
  licenseRecordSchema,
  qualityRecordSchema,
} from './received-schemas';
import { describeNetworkFailure, describeZodIssue } from './failure-text';
import { parseRetryAfter } from './rate-limit-headers';
import { describeByteLimit, MAX_RESPONSE_BYTES, readCappedBody } from './read-capped-body';
import { appErrorFromResponse, tidyText } from './response-errors';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RETRIES = 2;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

export interface ResponseInfo {
  method: string;
  path: string;
  status: number;
  headers: Headers;
}

export interface ClientHooks {
  /** Asked before anything is sent; an error answers the call without a request (quota guard). */
  beforeRequest?(): AppError | null;
  onRequestSent?(): void;
  /** Every response, whatever its status. */
  onResponse?(info: ResponseInfo): void;
}

export interface MarketplaceClientOptions {
  baseUrl: string;
  apiKey: string | null;
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
  searchDatasets(query: DatasetQuery, signal?: AbortSignal): Promise<Result<ReceivedDatasetList>>;
  getDataset(id: string, signal?: AbortSignal): Promise<Result<ReceivedDatasetDetail>>;
  getQuality(id: string, signal?: AbortSignal): Promise<Result<ReceivedQualityRecord>>;
  getLicense(id: string, signal?: AbortSignal): Promise<Result<ReceivedLicenseRecord>>;
  listCategories(signal?: AbortSignal): Promise<Result<ReceivedCategoryList>>;
  checkCompatibility(
    request: { dataset_ids: string[]; use_case?: UseCase },
    signal?: AbortSignal,
  ): Promise<Result<ReceivedCompatibilityResult>>;
  getMe(signal?: AbortSignal): Promise<Result<ReceivedAccountProfile>>;
  /** A quality badge under the base URL, without the key and outside the quota hooks. */
  getBadge(url: string, signal?: AbortSignal): Promise<Result<BadgeImage>>;
}

interface RequestPlan<T> {
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

/** `GET /v1/datasets` query string: only set filters; `hipaa`/`gdpr` only when true (false means no filter). */
export function datasetQueryParams(query: DatasetQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as Array<[string, unknown]>) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') {
      if (value) params.set(name, 'true');
    } else if (typeof value === 'number') {
      if (Number.isFinite(value)) params.set(name, String(value));
    } else if (typeof value === 'string') {
      if (value.trim() !== '') params.set(name, value.trim());
    }
  }
  return params;
}

const cancelledError = (): AppError => ({ kind: 'network', code: 'cancelled', message: 'The request was cancelled.' });

type Exchange<T> = { ok: true; value: T } | { ok: false; error: AppError; retryable: boolean };

/** A badge larger than this is not shown. */
export const MAX_BADGE_BYTES = 100 * 1024;

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
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[API key]') : text);
  const log = (line: string) => options.log?.(redact(line));

  /**
   * One HTTP exchange with the timeout and the caller's cancellation applied; `handle` reads the
   * response. Failures before or while reading become typed errors (network ones retryable).
   */
  async function exchange<T>(
    url: URL,
    init: { method: string; headers: Record<string, string>; body?: string },
    signal: AbortSignal | undefined,
    handle: (response: Response) => Promise<Exchange<T>>,
  ): Promise<Exchange<T>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    let response: Response | null = null;
    try {
      response = await doFetch(url, { ...init, redirect: 'manual', signal: controller.signal });
      return await handle(response);
    } catch (error) {
      if (signal?.aborted) return { ok: false, error: cancelledError(), retryable: false };
      if (timedOut) {
        const seconds = Math.round(timeoutMs / 100) / 10;
        return { ok: false, error: { kind: 'timeout', message: `The marketplace at ${host} did not answer within ${seconds} s. Try again in a moment.` }, retryable: false };
      }
      const status = response ? { status: response.status } : {};
      return { ok: false, error: { kind: 'network', message: describeNetworkFailure(error, host), ...status }, retryable: true };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  function attempt(url: URL, plan: RequestPlan<unknown>, key: string): Promise<Exchange<{ response: Response; bodyText: string }>> {
    const headers: Record<string, string> = { 'X-Api-Key': key, Accept: 'application/json' };
    if (options.userAgent) headers['User-Agent'] = options.userAgent;
    if (plan.body !== undefined) headers['Content-Type'] = 'application/json';
    hooks.onRequestSent?.();
    const body = plan.body === undefined ? undefined : JSON.stringify(plan.body);
    return exchange(url, { method: plan.method, headers, body }, plan.signal, async (response) => {
      hooks.onResponse?.({ method: plan.method, path: plan.path, status: response.status, headers: response.headers });
      const read = await readCappedBody(response, maxResponseBytes);
      if (!read.ok) {
        const message = `The marketplace's answer to ${plan.path} (HTTP ${response.status}) is larger than ${describeByteLimit(maxResponseBytes)}, so the app did not read it.`;
        return { ok: false, error: { kind: 'unexpected_response', status: response.status, message }, retryable: false };
      }
      return { ok: true, value: { response, bodyText: new TextDecoder().decode(read.bytes) } };
    });
  }

  /**
   * A quality badge the marketplace links to: only from under the configured base URL, never with
   * the key, outside the quota hooks (it is no API request and spends nothing), one attempt.
   */
  async function getBadge(badgeUrl: string, signal?: AbortSignal): Promise<Result<BadgeImage>> {
    const url = resourceUnderBase(options.baseUrl, badgeUrl);
    if (!url) {
      return { ok: false, error: { kind: 'invalid_input', param: 'url', message: `The badge address is not on the connected marketplace (${tidyText(badgeUrl, 120)}), so it was not fetched.` } };
    }
    if (signal?.aborted) return { ok: false, error: cancelledError() };
    const headers: Record<string, string> = { Accept: 'image/svg+xml' };
    if (options.userAgent) headers['User-Agent'] = options.userAgent;
    const noImage: Exchange<BadgeImage> = { ok: true, value: { dataUrl: null } };
    const result = await exchange<BadgeImage>(url, { method: 'GET', headers }, signal, async (response) => {
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !/^image\/svg\+xml\s*(;|$)/i.test(contentType)) {
        await response.body?.cancel().catch(() => undefined);
        return noImage;
      }
      const read = await readCappedBody(response, MAX_BADGE_BYTES);
      if (!read.ok) return noImage;
      return { ok: true, value: { dataUrl: `data:image/svg+xml;base64,${Buffer.from(read.bytes).toString('base64')}` } };
    });
    return result.ok ? result : { ok: false, error: result.error };
  }

  /** Waits `ms`, or less if the caller cancels; false when cancelled. */
  function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
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

  /** Backoff with jitter; `Retry-After` is honoured up to the cap, and beyond it we stop retrying. */
  function retryDelay(retryIndex: number, response: Response | null): number | null {
    const backoff = retryBaseDelayMs * 2 ** retryIndex;
    const jittered = backoff / 2 + random() * backoff;
    const retryAfter = response ? parseRetryAfter(response.headers.get('retry-after'), now()) : null;
    if (retryAfter) {
      const askedFor = retryAfter.getTime() - now().getTime();
      if (askedFor > maxRetryDelayMs) return null;
      return Math.max(askedFor, 0);
    }
    return Math.min(jittered, maxRetryDelayMs);
  }

  function successFrom<T>(plan: RequestPlan<T>, response: Response, bodyText: string): Result<T> {
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
    const parsed = plan.schema.safeParse(json);
    if (!parsed.success) {
      const detail = describeZodIssue(parsed.error.issues[0]);
      return {
        ok: false,
        error: { kind: 'unexpected_response', status, message: `The marketplace's answer to ${plan.path} did not have the expected shape: ${detail}.` },
      };
    }
    return { ok: true, value: parsed.data };
  }

  async function request<T>(plan: RequestPlan<T>): Promise<Result<T>> {
    if (!apiKey) {
      return { ok: false, error: { kind: 'unauthorized', message: 'No API key is set for this marketplace. Add one in Settings.' } };
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
    const retriesAllowed = plan.method === 'GET' ? maxRetries : 0;
    for (let retryIndex = 0; ; retryIndex += 1) {
      const started = Date.now();
      const result = await attempt(url, plan as RequestPlan<unknown>, apiKey);
      const elapsed = Date.now() - started;
      const canRetry = retryIndex < retriesAllowed;
      if (!result.ok) {
        log(`${plan.method} ${plan.path} failed after ${elapsed} ms: ${result.error.kind}`);
        if (!result.retryable || !canRetry) return { ok: false, error: result.error };
        const delay = retryDelay(retryIndex, null) ?? 0;
        if (!(await pause(delay, plan.signal))) return { ok: false, error: cancelledError() };
        continue;
      }
      const { response, bodyText } = result.value;
      log(`${plan.method} ${plan.path} → ${response.status} in ${elapsed} ms`);
      if (RETRYABLE_STATUSES.has(response.status) && canRetry) {
        const delay = retryDelay(retryIndex, response);
        if (delay !== null) {
          if (!(await pause(delay, plan.signal))) return { ok: false, error: cancelledError() };
          continue;
        }
      }
      if (response.status >= 200 && response.status < 300) return successFrom(plan, response, bodyText);
      return {
        ok: false,
        error: appErrorFromResponse({ status: response.status, statusText: response.statusText, headers: response.headers, bodyText }, now(), redact),
      };
    }
  }

  function datasetPath(id: string, suffix = ''): string {
    return `/v1/datasets/${idSegment(id)}${suffix}`;
  }

  /** Builds the path inside the Result so a refused id is an `invalid_input`, not a throw. */
  function withPath<T>(id: string, suffix: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<Result<T>> {
    let path: string;
    try {
      path = datasetPath(id, suffix);
    } catch (error) {
      return Promise.resolve({
        ok: false,
        error: { kind: 'invalid_input', param: 'id', message: error instanceof Error ? error.message : 'That dataset id is not valid.' },
      });
    }
    return request({ method: 'GET', path, schema, signal });
  }

  return {
    baseUrl: options.baseUrl,
    searchDatasets: (query, signal) =>
      request<ReceivedDatasetList>({ method: 'GET', path: '/v1/datasets', query: datasetQueryParams(query), schema: datasetListSchema, signal }),
    getDataset: (id, signal) => withPath<ReceivedDatasetDetail>(id, '', datasetDetailSchema, signal),
    getQuality: (id, signal) => withPath<ReceivedQualityRecord>(id, '/quality', qualityRecordSchema, signal),
    getLicense: (id, signal) => withPath<ReceivedLicenseRecord>(id, '/license', licenseRecordSchema, signal),
    listCategories: (signal) => request<ReceivedCategoryList>({ method: 'GET', path: '/v1/categories', schema: categoryListSchema, signal }),
    checkCompatibility: (body, signal) =>
      request<ReceivedCompatibilityResult>({
        method: 'POST',
        path: '/v1/licenses/compatibility',
        body: body.use_case ? { dataset_ids: body.dataset_ids, use_case: body.use_case } : { dataset_ids: body.dataset_ids },
        schema: compatibilityResultSchema,
        signal,
      }),
    getMe: (signal) => request<ReceivedAccountProfile>({ method: 'GET', path: '/v1/me', schema: accountProfileSchema, signal }),
    getBadge,
  };
}
