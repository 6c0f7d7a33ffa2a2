/**
 * Which sample addresses the core fetches, and how. Only addresses a marketplace record gave
 * (a detail record's `sample_url`, noted as it passes through the core), the marketplace's own
 * sample route (`<base>/v1/datasets/<id>/sample`), a redirect target the core itself reported,
 * or one it saved a copy of: the renderer cannot make the core fetch anything else. Only https,
 * or plain http to this computer; never a user name or password in the address.
 */
import { isLoopbackHost } from '../../../shared/node-support/loopback-host';
import { resourceUnderBase } from '../connection/base-url';
import type { SampleQuotaEffect } from '../../../shared/domain/samples/sample-types';

export type SampleUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

export function checkSampleUrl(candidate: string): SampleUrlCheck {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: 'The sample address is not a web address.' };
  }
  if (url.username !== '' || url.password !== '')
    return { ok: false, message: 'The sample address holds a user name or password, so the app does not use it.' };
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return { ok: true, url };
  if (url.protocol === 'http:')
    return {
      ok: false,
      message: `The sample at ${url.host} is offered over plain http://, so the app does not fetch it: only https://, or an address on this computer.`,
    };
  return { ok: false, message: `The sample address uses ${url.protocol.replace(/:$/, '')}:, which the app does not fetch (only https://).` };
}

const OWN_SAMPLE_PATH = /^\/v1\/datasets\/[^/]+\/sample$/;

/** `<base>/v1/datasets/<one segment>/sample`, no query: the marketplace's own sample route. */
export function hasOwnSampleForm(baseUrl: string, url: string): boolean {
  const resource = resourceUnderBase(baseUrl, url);
  if (resource === null || resource.search !== '' || resource.hash !== '') return false;
  const rest = resource.pathname.slice(new URL(baseUrl).pathname.replace(/\/+$/, '').length);
  return OWN_SAMPLE_PATH.test(rest) && !rest.split('/').some((segment) => segment === '.' || segment === '..');
}

export interface SampleRoute {
  where: 'marketplace' | 'other-host';
  keySent: boolean;
  quota: SampleQuotaEffect;
}

/** How a sample at `url` is fetched: the key goes to the custom marketplace's own origin only. */
export function routeOfSample(baseUrl: string, url: URL, embedded: boolean): SampleRoute {
  if (url.origin !== new URL(baseUrl).origin) return { where: 'other-host', keySent: false, quota: 'no-key' };
  // The embedded marketplace's sample route is public and counts nothing: no key is needed.
  if (embedded) return { where: 'marketplace', keySent: false, quota: 'not-counted' };
  return { where: 'marketplace', keySent: true, quota: 'may-count' };
}

/** At most this many noted addresses per connection; the oldest go first. */
const MAX_NOTED = 5_000;

export interface SampleAddresses {
  /** A record said dataset `ids` (its id and slug) have their sample at `url`. */
  note(connectionId: string, ids: ReadonlyArray<string | undefined>, url: string | null | undefined): void;
  isNoted(connectionId: string, id: string, url: string): boolean;
  /** Hosts the user agreed to fetch samples from, this run. */
  approve(connectionId: string, host: string): void;
  isApproved(connectionId: string, host: string): boolean;
  forget(connectionId: string): void;
}

export function createSampleAddresses(): SampleAddresses {
  const noted = new Map<string, Map<string, string>>();
  const approved = new Map<string, Set<string>>();
  return {
    note(connectionId, ids, url) {
      if (typeof url !== 'string') return;
      let byId = noted.get(connectionId);
      if (byId === undefined) noted.set(connectionId, (byId = new Map()));
      for (const id of ids) {
        if (id === undefined) continue;
        byId.delete(id);
        byId.set(id, url);
        if (byId.size > MAX_NOTED) byId.delete(byId.keys().next().value as string);
      }
    },
    isNoted(connectionId, id, url) {
      return noted.get(connectionId)?.get(id) === url;
    },
    approve(connectionId, host) {
      let hosts = approved.get(connectionId);
      if (hosts === undefined) approved.set(connectionId, (hosts = new Set()));
      hosts.add(host);
    },
    isApproved(connectionId, host) {
      return approved.get(connectionId)?.has(host) === true;
    },
    forget(connectionId) {
      noted.delete(connectionId);
      approved.delete(connectionId);
    },
  };
}
