/**
 * Which badge images the core fetches for the renderer (`datasets:badge`): only addresses the
 * connected marketplace itself gave in a record this session, under its own base URL. Anything
 * else — an address of the form a badge usually takes but that no record named, another path of
 * the marketplace, another origin — is refused without a request, so neither the renderer nor a
 * stolen shell token can make the core fetch a path of its choosing. A badge the core refuses is
 * hidden; it shows again once its record has been fetched in this session.
 */
import { resourceUnderBase } from './base-url';

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
      return noted.get(connectionId)?.has(url) === true;
    },
    forget(connectionId) {
      noted.delete(connectionId);
    },
  };
}
