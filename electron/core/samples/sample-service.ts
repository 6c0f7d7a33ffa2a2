/**
 * `samples:get`: a dataset's sample, fetched by the core and never by the window. It checks the
 * address (sample-addresses.ts), asks for the user's go-ahead before the first fetch from another
 * host or from a custom marketplace that may count it, follows at most three redirects (each
 * checked again: https or this computer, the key dropped for good once the chain leaves the
 * marketplace's origin, a new host asked about first), downloads at most 10 MB within 20 s,
 * unpacks under caps (unpack-sample.ts), takes the API key out of what it sends the window or
 * refuses the sample (sample-key-check.ts), and keeps a copy on disk (sample-cache.ts), offered
 * for the address it came from only, for offline use and quota 0. A sample of labels whose images
 * are named by address gets those images fetched under the same rules (linked-images.ts).
 */
import type { AppError, OwnErrorCode, Result } from '../../../shared/domain/app-error';
import {
  MAX_SAMPLE_DOWNLOAD_BYTES,
  SAMPLE_TIMEOUT_MS,
  type SampleAnswer,
  type SampleBundle,
  type SamplePlan,
} from '../../../shared/domain/samples/sample-types';
import type { BoundClient } from '../connection/connection-manager';
import type { SecretRedactor } from '../secrets/secret-redaction';
import { describeNetworkFailure, networkFailureCode } from '../failure-text';
import { exchange, type ExchangeFailure, type ExchangeResult } from '../http/http-exchange';
import { describeByteLimit } from '../http/read-capped-body';
import { checkSampleUrl, hasOwnSampleForm, routeOfSample, type SampleAddresses } from './sample-addresses';
import type { SampleCache, SavedSample } from './sample-cache';
import { findImageLinks } from './image-links';
import { fetchLinkedImages, type FetchedImage } from './linked-images';
import { checkSampleForKey } from './sample-key-check';
import { unpackSample, type UnpackedFile } from './unpack-sample';

export const MAX_SAMPLE_REDIRECTS = 3;
/** A copy fetched within this long is shown without asking the server again. */
export const SAMPLE_FRESH_MS = 60 * 60 * 1000;

export interface SampleServiceOptions {
  cache: SampleCache;
  addresses: SampleAddresses;
  /** The keys the app knows, in every spelling: taken out of the files, or the sample is refused. */
  keys: Pick<SecretRedactor, 'text' | 'bytes'>;
  now(): Date;
  userAgent: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxDownloadBytes?: number;
}

export interface SampleRequest {
  id: string;
  url: string;
  consent: boolean;
  /** Hosts the user agreed to fetch the sample's linked images from. */
  imageHosts?: readonly string[];
}

export interface SampleConnection extends BoundClient {
  cacheId: string;
}

interface Linking {
  connection: SampleConnection;
  imageHosts: ReadonlySet<string>;
}

type Downloaded =
  | { kind: 'bytes'; data: Uint8Array; declaredType: string | null; etag: string | null; fileName: string }
  | { kind: 'not-modified' }
  | { kind: 'redirected'; to: URL; from: string };

const refuse = (message: string, code: OwnErrorCode): Result<never> => ({ ok: false, error: { kind: 'invalid_input', code, param: 'url', message } });
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createSampleService(options: SampleServiceOptions) {
  const timeoutMs = options.timeoutMs ?? SAMPLE_TIMEOUT_MS;
  const maxBytes = options.maxDownloadBytes ?? MAX_SAMPLE_DOWNLOAD_BYTES;
  const doFetch = options.fetch ?? fetch;

  function planOf(connection: SampleConnection, id: string, url: URL): SamplePlan {
    const route = routeOfSample(connection.client.baseUrl, url, connection.identity.kind === 'embedded');
    const saved = options.cache.info(connection.cacheId, id, url.href);
    const approved = options.addresses.isApproved(connection.identity.id, url.host);
    return {
      url: url.href,
      host: url.host,
      ...route,
      needsConsent: route.quota !== 'not-counted' && !approved,
      saved: saved === null ? null : { url: saved.url, fetchedAt: saved.fetchedAt, bytes: saved.bytes },
    };
  }

  async function get(connection: SampleConnection, request: SampleRequest): Promise<Result<SampleAnswer>> {
    const checked = checkSampleUrl(request.url);
    if (!checked.ok) return refuse(checked.message, 'sample_address_refused');
    const connectionId = connection.identity.id;
    const saved = options.cache.info(connection.cacheId, request.id, checked.url.href);
    const known =
      options.addresses.isNoted(connectionId, request.id, checked.url.href) || hasOwnSampleForm(connection.client.baseUrl, checked.url.href) || saved !== null;
    if (!known) return refuse('That address is not a sample the connected marketplace gave for this dataset, so it was not fetched.', 'sample_address_unknown');

    let plan = planOf(connection, request.id, checked.url);
    if (request.consent && plan.needsConsent) {
      options.addresses.approve(connectionId, checked.url.host);
      plan = { ...plan, needsConsent: false };
    }
    // Only ever the copy fetched from this very address: a sample that moved has no copy yet.
    const copy = saved === null ? null : await options.cache.read(connection.cacheId, request.id, plan.url);
    const fresh = copy !== null && options.now().getTime() - Date.parse(copy.fetchedAt) < SAMPLE_FRESH_MS;
    const linking: Linking = { connection, imageHosts: new Set(request.imageHosts ?? []) };
    if (copy !== null && (fresh || plan.needsConsent)) return answerFromCopy(linking, request.id, plan, copy, 'saved', null);
    if (plan.needsConsent) return { ok: true, value: { kind: 'consent-needed', plan, redirectedFrom: null } };

    const downloaded = await download(connection, checked.url, plan.keySent, copy?.etag ?? null);
    if (!downloaded.ok) {
      const offline = ['network', 'timeout', 'quota_exceeded', 'rate_limited'].includes(downloaded.error.kind);
      if (copy !== null && offline) return answerFromCopy(linking, request.id, plan, copy, 'saved', downloaded.error.message);
      return downloaded;
    }
    const outcome = downloaded.value;
    if (outcome.kind === 'redirected') {
      options.addresses.note(connectionId, [request.id], outcome.to.href);
      return { ok: true, value: { kind: 'consent-needed', plan: planOf(connection, request.id, outcome.to), redirectedFrom: outcome.from } };
    }
    if (outcome.kind === 'not-modified') {
      if (copy === null)
        return {
          ok: false,
          error: { kind: 'unexpected_response', status: 304, message: `${plan.host} answered "not modified" for a sample the app has no copy of.` },
        };
      await options.cache.save(
        connection.cacheId,
        request.id,
        { url: copy.url, fileName: copy.fileName, declaredType: copy.declaredType, etag: copy.etag, fetchedAt: options.now().toISOString() },
        copy.data,
      );
      return answerFromCopy(linking, request.id, plan, { ...copy, fetchedAt: options.now().toISOString() }, 'revalidated', null);
    }
    const fetchedAt = options.now().toISOString();
    const answer = await answerFrom(
      linking,
      plan,
      { url: plan.url, fileName: outcome.fileName, declaredType: outcome.declaredType, fetchedAt, data: outcome.data },
      'fetched',
      null,
    );
    // A sample the key had to be taken out of (its bytes, a member's name) is not kept: the copy on
    // disk would hold the key. The cache refuses one whose raw bytes, name, address or ETag hold it.
    if (answer.ok && !(answer.value.kind === 'sample' && answer.value.sample.keyRemoved))
      await options.cache.save(
        connection.cacheId,
        request.id,
        { url: plan.url, fileName: outcome.fileName, declaredType: outcome.declaredType, etag: outcome.etag, fetchedAt },
        outcome.data,
      );
    return answer;
  }

  /** A saved copy's answer; a copy that holds a key once unpacked (saved by an older version) is dropped from disk. */
  async function answerFromCopy(
    linking: Linking,
    datasetId: string,
    plan: SamplePlan,
    copy: SavedSample,
    source: SampleBundle['source'],
    savedBecause: string | null,
  ): Promise<Result<SampleAnswer>> {
    const answer = await answerFrom(linking, plan, copy, source, savedBecause);
    const holdsKey = answer.ok ? answer.value.kind === 'sample' && answer.value.sample.keyRemoved : answer.error.code === 'sample_holds_key';
    if (holdsKey) await options.cache.drop(linking.connection.cacheId, datasetId, copy.url);
    return answer;
  }

  /** Unpacks and checks what was downloaded (or saved); a copy that fails now is not shown. */
  async function answerFrom(
    linking: Linking,
    plan: SamplePlan,
    copy: Pick<SavedSample, 'url' | 'fileName' | 'declaredType' | 'fetchedAt' | 'data'>,
    source: SampleBundle['source'],
    savedBecause: string | null,
  ): Promise<Result<SampleAnswer>> {
    const unpacked = unpackSample(copy.data, copy.fileName);
    if (!unpacked.ok) return { ok: false, error: { kind: 'unexpected_response', code: unpacked.code, message: unpacked.message } };
    const checked = await checkSampleForKey(unpacked.files, options.keys);
    if (!checked.ok) {
      const form =
        checked.why === 'cannot-check'
          ? 'holds archives the app cannot open within its limits to check for your API key'
          : 'contains your API key in a form the app cannot take out without breaking the file';
      return {
        ok: false,
        error: {
          kind: 'unexpected_response',
          code: 'sample_holds_key',
          message: `The sample from ${plan.host} is not shown: its file ${checked.path} ${form}, so the app shows nothing of it.`,
        },
      };
    }
    const linked = await linkedImagesOf(linking, plan, checked.files);
    const sample: SampleBundle = {
      plan,
      fetchedFrom: copy.url,
      keyRemoved: checked.keyRemoved,
      fetchedAt: copy.fetchedAt,
      source,
      savedBecause,
      declaredType: copy.declaredType,
      downloadBytes: copy.data.length,
      container: unpacked.container,
      unpackedBytes: unpacked.unpackedBytes,
      linked: linked?.info ?? null,
      files: [...checked.files, ...(linked?.files ?? [])].map((file) => ({
        path: file.path,
        bytes: file.bytes.length,
        kind: file.kind,
        data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64'),
      })),
    };
    return { ok: true, value: { kind: 'sample', sample } };
  }

  /** The images the labels name by address, fetched under the sample rules; each checked for the key on its own. */
  async function linkedImagesOf(linking: Linking, plan: SamplePlan, files: readonly UnpackedFile[]) {
    const found = findImageLinks(files, plan.url);
    if (found === null) return null;
    const { connection, imageHosts } = linking;
    const linked = await fetchLinkedImages(found, {
      sampleUrl: new URL(plan.url),
      sampleAgreed: !plan.needsConsent,
      route: (url) => routeOfSample(connection.client.baseUrl, url, connection.identity.kind === 'embedded'),
      isApproved: (host) => options.addresses.isApproved(connection.identity.id, host),
      imageHosts,
      approve: (host) => options.addresses.approve(connection.identity.id, host),
      timeoutMs,
      fetchImage: async (url, keyed, bytes, ms): Promise<FetchedImage> => {
        const got = await download(connection, url, keyed, null, { bytes, ms });
        if (!got.ok) return { ok: false, message: aboutImages(got.error.message) };
        if (got.value.kind === 'redirected')
          return { ok: false, message: `${got.value.from} sent the app on to ${got.value.to.host}, a host you have not agreed to, so it was not followed` };
        if (got.value.kind === 'not-modified') return { ok: false, message: `${url.host} answered "not modified" for an image the app has no copy of` };
        return { ok: true, bytes: got.value.data };
      },
    });
    const clean: UnpackedFile[] = [];
    for (const image of linked.files) {
      const checked = await checkSampleForKey([image], options.keys);
      if (checked.ok && !checked.keyRemoved) clean.push(...checked.files);
      else linked.info.problems.push(`An image is not shown: ${image.path.split('/').pop()} holds your API key.`);
    }
    linked.info.fetched = clean.length;
    linked.info.fetchedBytes = clean.reduce((sum, file) => sum + file.bytes.length, 0);
    return { files: clean, info: linked.info };
  }

  async function download(
    connection: SampleConnection,
    start: URL,
    keyAllowed: boolean,
    etag: string | null,
    limits: { bytes: number; ms: number } = { bytes: maxBytes, ms: timeoutMs },
  ): Promise<Result<Downloaded>> {
    const started = Date.now();
    const baseOrigin = new URL(connection.client.baseUrl).origin;
    const approved = (host: string) => host === start.host || options.addresses.isApproved(connection.identity.id, host);
    let url = start;
    let keyed = keyAllowed;
    for (let hop = 0; ; hop++) {
      const remaining = limits.ms - (Date.now() - started);
      const sent = await send(connection, url, keyed && url.origin === baseOrigin, url.href === start.href ? etag : null, remaining, limits.bytes);
      if (!sent.ok) return sent;
      const result = sent.value;
      if (!result.ok) return { ok: false, error: sampleFailure(result.failure, url.host, Date.now() - started, limits.bytes) };
      const { response, body } = result;
      if (REDIRECTS.has(response.status)) {
        const location = response.headers.get('location');
        if (location === null)
          return {
            ok: false,
            error: { kind: 'unexpected_response', status: response.status, message: `${url.host} redirected the sample without saying where to.` },
          };
        if (hop >= MAX_SAMPLE_REDIRECTS)
          return {
            ok: false,
            error: {
              kind: 'unexpected_response',
              status: response.status,
              message: `The sample was redirected more than ${MAX_SAMPLE_REDIRECTS} times, so the app stopped following it.`,
            },
          };
        const next = checkSampleUrl(new URL(location, url).href);
        if (!next.ok)
          return refuse(`${url.host} redirected the sample elsewhere, and the app does not follow it there: ${next.message}`, 'sample_redirect_refused');
        // Once the chain has left the marketplace's origin, the key is never sent again.
        if (next.url.origin !== baseOrigin) keyed = false;
        if (next.url.origin !== baseOrigin && !approved(next.url.host)) return { ok: true, value: { kind: 'redirected', to: next.url, from: url.host } };
        url = next.url;
        continue;
      }
      if (response.status === 304) return { ok: true, value: { kind: 'not-modified' } };
      if (response.status !== 200) {
        const message =
          response.status === 404
            ? `${url.host} has no sample at that address (HTTP 404).`
            : `${url.host} answered the sample request with HTTP ${response.status}.`;
        return { ok: false, error: { kind: response.status >= 500 ? 'server' : 'unexpected_response', status: response.status, message } };
      }
      return {
        ok: true,
        value: {
          kind: 'bytes',
          data: body,
          declaredType: response.headers.get('content-type'),
          etag: response.headers.get('etag'),
          fileName: fileNameOf(url, response.headers.get('content-disposition')),
        },
      };
    }
  }

  async function send(
    connection: SampleConnection,
    url: URL,
    keyed: boolean,
    etag: string | null,
    timeout: number,
    byteLimit: number,
  ): Promise<Result<ExchangeResult>> {
    if (timeout <= 0) return { ok: false, error: { kind: 'timeout', message: `The sample did not arrive within ${timeoutMs / 1000} s.` } };
    if (keyed) return connection.client.getOwnResource(url, { etag, timeoutMs: timeout, maxBytes: byteLimit, signal: connection.signal });
    const headers: Record<string, string> = { Accept: '*/*', 'User-Agent': options.userAgent };
    if (etag !== null) headers['If-None-Match'] = etag;
    return {
      ok: true,
      value: await exchange(url, { method: 'GET', headers }, { timeoutMs: timeout, signal: connection.signal, maxBytes: byteLimit, fetch: doFetch }),
    };
  }

  return { get };
}

/** A sample fetch's failure, said of an image (it follows "N images not fetched: "). */
function aboutImages(message: string): string {
  const words = message.replace(/\bsamples?\b/g, 'image').replace(/\.$/, '');
  return words.startsWith('The ') ? `the ${words.slice(4)}` : words;
}

function sampleFailure(failure: ExchangeFailure, host: string, elapsedMs: number, maxBytes: number): AppError {
  const seconds = `${Math.round(elapsedMs / 100) / 10} s`;
  switch (failure.kind) {
    case 'cancelled':
      return { kind: 'network', code: 'cancelled', message: 'The sample request was cancelled.' };
    case 'timeout':
      return { kind: 'timeout', message: `The sample from ${host} did not arrive in full; the app gave up after ${seconds}.` };
    case 'network':
      return {
        kind: 'network',
        message: failure.phase === 'body' ? `The connection to ${host} broke while the sample was arriving.` : describeNetworkFailure(failure.error, host),
        ...(failure.phase === 'body' || networkFailureCode(failure.error) === undefined ? {} : { code: networkFailureCode(failure.error) }),
      };
    case 'too_large':
      return {
        kind: 'unexpected_response',
        code: 'sample_too_large',
        status: failure.answer.status,
        message: `The sample at ${host} is larger than ${describeByteLimit(maxBytes)}, so the app stopped downloading it and shows nothing of it.`,
      };
  }
}

/** The name to show: the server's `filename` when it is a plain one, else the address's last segment. */
function fileNameOf(url: URL, disposition: string | null): string {
  const named = disposition === null ? null : /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const plain = (name: string | null | undefined) => (name && /^[\w .()+-]{1,120}$/.test(name) && !/^\.+$/.test(name) ? name.trim() : null);
  let last: string | undefined;
  try {
    last = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  } catch {
    last = undefined;
  }
  return plain(named) ?? plain(last) ?? 'sample';
}

export type SampleService = ReturnType<typeof createSampleService>;
