/**
 * Which badge images the core fetches for the renderer (`datasets:badge`): only addresses the
 * connected marketplace itself gave in a record this session, or ones of the form its badges
 * take (`<base>/v1/datasets/<id>/badge[.svg]`, `<base>/badges/<id>[.svg]`, no query). Anything
 * else — another path of the marketplace, another origin — is refused without a request, so
 * neither the renderer nor a stolen shell token can make the core fetch arbitrary paths.
 */
import { resourceUnderBase } from './base-url';

const BADGE_PATH = /^\/(?:v1\/datasets\/[^/]+\/badge(?:\.svg)?|badges\/[^/]+?(?:\.svg)?)$/;

/** True when `url` lies under `baseUrl` and has the form of a badge address. */
export function hasBadgeForm(baseUrl: string, url: string): boolean {
  const resource = resourceUnderBase(baseUrl, url);
  if (resource === null || resource.search !== '' || resource.hash !== '') return false;
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const rest = resource.pathname.slice(basePath.length);
  return BADGE_PATH.test(rest) && !rest.split('/').some((segment) => segment === '..' || segment === '.');
}

export interface BadgeAddresses {
  /** Notes badge addresses a marketplace record gave. */
  note(connectionId: string, ...urls: Array<string | undefined>): void;
  allows(connectionId: string, baseUrl: string, url: string): boolean;
  forget(connectionId: string): void;
}

/** At most this many noted addresses per connection; the oldest go first. */
const MAX_NOTED = 5_000;

export function createBadgeAddresses(): BadgeAddresses {
  const noted = new Map<string, Set<string>>();
  return {
    note(connectionId, ...urls) {
      let set = noted.get(connectionId);
      if (set === undefined) noted.set(connectionId, (set = new Set()));
      for (const url of urls) {
        if (url === undefined) continue;
        set.delete(url);
        set.add(url);
        if (set.size > MAX_NOTED) set.delete(set.values().next().value as string);
      }
    },
    allows(connectionId, baseUrl, url) {
      if (resourceUnderBase(baseUrl, url) === null) return false;
      return noted.get(connectionId)?.has(url) === true || hasBadgeForm(baseUrl, url);
    },
    forget(connectionId) {
      noted.delete(connectionId);
    },
  };
}
