/**
 * Who may use this launch of the browser shell from a browser. The launch has a random host
 * name (`<label>.localhost`, which browsers resolve to loopback themselves: an origin no browser
 * can have visited before), a random path (`/<launch-id>/`: the page, its files and its `/api`),
 * a host-only session cookie scoped to that path, and one-time codes: opening
 * `/<launch-id>/open/<code>` once sets the cookie. The address the browser records then holds
 * only a spent code; the API token never reaches the browser.
 *
 * The cookie is scoped to the launch path, not `/`: a browser sends a cookie to every port of a
 * host, so with `Path=/` a page on another port of the same name would receive it.
 */
import { randomBytes } from 'node:crypto';
import { createShellToken, tokensMatch } from './shell-token';

export const SESSION_COOKIE = 'dmd-shell-session';
/** One-time codes not yet used; minting more forgets the oldest. */
export const MAX_OPEN_CODES = 16;

export interface LaunchAccess {
  /** `dmd-<32 random hex digits>.localhost`: the page's host name, this launch's only. */
  readonly pageHostname: string;
  /** Random per launch (16 bytes, base64url); not printed alone, and never told to a request that lacks it. */
  readonly launchId: string;
  /** `/<launch-id>/`. */
  readonly launchPath: string;
  /** A new one-time code, valid until it is redeemed once. */
  mintCode(): string;
  /** True for a minted code not redeemed before (compared in constant time); it is spent after. */
  redeem(code: string): boolean;
  /** The `Set-Cookie` value that signs a browser in: HttpOnly, SameSite=Strict, this launch's path, no expiry. */
  sessionCookie(): string;
  /** Whether a `Cookie` header carries this launch's session. */
  hasSession(cookieHeader: string | undefined): boolean;
}

export function createLaunchAccess(): LaunchAccess {
  const pageHostname = `dmd-${randomBytes(16).toString('hex')}.localhost`;
  const launchId = randomBytes(16).toString('base64url');
  const launchPath = `/${launchId}/`;
  const session = createShellToken();
  let codes: string[] = [];
  return {
    pageHostname,
    launchId,
    launchPath,
    mintCode() {
      const code = createShellToken();
      codes = [...codes, code].slice(-MAX_OPEN_CODES);
      return code;
    },
    redeem(code) {
      let found: string | null = null;
      for (const candidate of codes) if (tokensMatch(candidate, code)) found = candidate;
      if (found === null) return false;
      codes = codes.filter((candidate) => candidate !== found);
      return true;
    },
    sessionCookie: () => `${SESSION_COOKIE}=${session}; Path=${launchPath}; HttpOnly; SameSite=Strict`,
    hasSession(cookieHeader) {
      let matched = false;
      for (const pair of (cookieHeader ?? '').split(';')) {
        const at = pair.indexOf('=');
        if (at === -1 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
        if (tokensMatch(session, pair.slice(at + 1).trim())) matched = true;
      }
      return matched;
    },
  };
}
