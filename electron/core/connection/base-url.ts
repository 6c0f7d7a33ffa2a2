/**
 * The marketplace address: validating what the user typed, and building request URLs so the
 * key can only ever go to that address (fixed `/v1/...` paths appended to the base, then checked).
 */

import { MAX_BASE_URL_LENGTH } from '../../../shared/domain/limits';
import { isLoopbackHost } from '../../../shared/node-support/loopback-host';

export type BaseUrlCheck = { ok: true; baseUrl: string } | { ok: false; message: string };

/**
 * An address typed without a scheme: a host name, an IPv4 address or a bracketed IPv6 address,
 * then an optional port and path (`127.0.0.1:4600`, `api.example.com/market`). Anything else
 * (`https://…`, `javascript:…`, `mailto:…`, spaces) is not one, and is left as it is.
 */
const BARE_ADDRESS = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?(\/[^\s]*)?$/i;

/**
 * The scheme a person left out: http:// for this computer (a local test marketplace rarely
 * speaks TLS), https:// for every other host, so a key never goes out unencrypted. An address
 * that names its scheme is returned as typed.
 */
export function withAssumedScheme(typed: string): string {
  const bare = BARE_ADDRESS.exec(typed);
  if (bare === null) return typed;
  const [, name = '', port] = bare;
  // A single word is a host only with a port or as localhost: "4600" alone is not an address.
  if (!name.includes('.') && !name.startsWith('[') && port === undefined && name.toLowerCase() !== 'localhost') return typed;
  const host = name.replace(/^\[|\]$/g, '');
  return `${isLoopbackHost(host) ? 'http' : 'https'}://${typed}`;
}

/**
 * A custom base URL: https (plain http only on this computer: 127.x.x.x, localhost, [::1]), no
 * user name or password, no query or fragment. Normalised: the scheme a bare `host:port` left
 * out added (withAssumedScheme), lower-case host, default port dropped, trailing slashes and a
 * trailing `/v1` removed (every request path starts with `/v1`).
 */
export function normaliseBaseUrl(input: string): BaseUrlCheck {
  const typed = withAssumedScheme(input.trim());
  if (typed === '') return { ok: false, message: 'Enter the marketplace address, for example https://api.example.com.' };
  if (typed.length > MAX_BASE_URL_LENGTH) return { ok: false, message: `The address is longer than ${MAX_BASE_URL_LENGTH} characters.` };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { ok: false, message: `"${typed.slice(0, 100)}" is not a web address. It should look like https://api.example.com.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `The address must start with https:// (it starts with ${url.protocol}//).` };
  }
  if (url.hostname === '') return { ok: false, message: 'The address has no host name.' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      message:
        'The address must use https://, so the API key is never sent unencrypted. Plain http:// is allowed only for this computer (127.0.0.1, localhost, [::1]).',
    };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'The address must not contain a user name or password; the app sends your API key itself.' };
  }
  if (typed.includes('?') || typed.includes('#')) {
    return { ok: false, message: 'The address must not contain a query (?…) or fragment (#…); enter only the base address.' };
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/i, '');
  return { ok: true, baseUrl: `${url.origin}${path}` };
}

/** Builds `base + path (+ query)` and refuses anything that does not stay under the base. */
export function buildRequestUrl(baseUrl: string, path: string, query?: URLSearchParams): URL {
  if (!path.startsWith('/v1/')) throw new Error(`Refusing a request path outside /v1: ${path}`);
  const base = new URL(baseUrl);
  const search = query && query.size > 0 ? `?${query.toString()}` : '';
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${path}${search}`);
  const expectedPath = `${base.pathname.replace(/\/+$/, '')}${path}`;
  if (url.origin !== base.origin || url.pathname !== expectedPath || url.username !== '' || url.password !== '') {
    throw new Error('Refusing a request URL that leaves the configured marketplace address.');
  }
  return url;
}

/** A path segment for an id or slug; `.` and `..` would walk out of the path, so they are refused. */
export function idSegment(id: string): string {
  if (id === '' || id === '.' || id === '..') throw new Error(`"${id}" is not a dataset id or slug.`);
  return encodeURIComponent(id);
}

/**
 * `candidate` as a URL when it lies under the base URL (same scheme, host and port, below its
 * path, no user name or password); else null. For resources the marketplace links to itself,
 * such as quality badges.
 */
export function resourceUnderBase(baseUrl: string, candidate: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  return url.pathname.startsWith(`${basePath}/`) ? url : null;
}
