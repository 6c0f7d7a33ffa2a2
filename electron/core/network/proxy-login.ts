/**
 * The answer to Chromium's login request (Electron's `login` event) on a request the core sends
 * under System. A proxy that asks gets the credentials kept in the keychain, once: if it asks again
 * on the same request, or refused those same credentials before, it is not answered, so the request
 * ends with its 407 ("The proxy refused the credentials") and never loops. A server's own challenge
 * is never answered: the credentials are the proxy's.
 */
import type { ProxyCredentials } from './proxy-credentials';

/** What Chromium says of a challenge (Electron's AuthInfo). */
export interface LoginChallenge {
  isProxy: boolean;
  scheme: string;
  host: string;
  port: number;
  realm: string;
}

/** A proxy that asked for credentials: its host:port (as it may be shown) and the realm it asked in. */
export interface AskingProxy {
  address: string;
  realm: string;
}

export interface ProxyLoginKnown {
  /** The proxy credentials kept in the keychain. */
  saved: ProxyCredentials | null;
  /** The proxies that refused the saved credentials (forgotten when the credentials change). */
  refusedSaved: readonly AskingProxy[];
  /** The proxy this request already gave the saved credentials to. */
  answered: AskingProxy | null;
}

export interface ProxyLoginDecision {
  answer: ProxyCredentials | 'cancel';
  /** What the challenge tells of a proxy: that it asked, or that it refused the saved credentials. Null: a server's challenge. */
  learnt: { proxy: AskingProxy; refused: boolean } | null;
}

function askingProxyOf(challenge: Pick<LoginChallenge, 'host' | 'port' | 'realm'>): AskingProxy {
  const host = challenge.host.includes(':') && !challenge.host.startsWith('[') ? `[${challenge.host}]` : challenge.host;
  return { address: `${host}:${challenge.port}`, realm: challenge.realm };
}

export function sameProxy(a: AskingProxy, b: AskingProxy): boolean {
  return a.address.toLowerCase() === b.address.toLowerCase() && a.realm === b.realm;
}

export function decideProxyLogin(challenge: LoginChallenge, known: ProxyLoginKnown): ProxyLoginDecision {
  if (!challenge.isProxy) {
    // Some proxies (tinyproxy) answer wrong credentials with 401 and WWW-Authenticate in the realm they
    // asked in, so Chromium takes it for the server's: on a request that just gave that proxy the
    // credentials, it is the proxy refusing them.
    const refusedBy = known.answered !== null && known.answered.realm === challenge.realm ? known.answered : null;
    return { answer: 'cancel', learnt: refusedBy === null ? null : { proxy: refusedBy, refused: true } };
  }
  const proxy = askingProxyOf(challenge);
  const refused = { answer: 'cancel', learnt: { proxy, refused: true } } as const;
  if (known.answered !== null && sameProxy(known.answered, proxy)) return refused;
  if (known.saved === null) return { answer: 'cancel', learnt: { proxy, refused: false } };
  if (known.refusedSaved.some((before) => sameProxy(before, proxy))) return refused;
  return { answer: known.saved, learnt: { proxy, refused: false } };
}
