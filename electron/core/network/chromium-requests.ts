/**
 * The core's requests through Chromium (Electron's `net.request`, electron/main/chromium-fetch.ts):
 * each proxy login answered as proxy-login.ts decides, with what it learns kept in the login
 * memory, and an answer that is the proxy refusing the credentials (its 407, or its 401 in the realm
 * it asked in) turned into that fault, never handed on as the marketplace's answer.
 */
import { faultText, type FaultContext } from './fault-text';
import { NetworkFaultError } from './network-fault-error';
import type { ProxyCredentials } from './proxy-credentials';
import { decideProxyLogin, type AskingProxy, type LoginChallenge } from './proxy-login';
import type { ProxyLoginMemory } from './proxy-login-memory';

export type LoginAnswer = ProxyCredentials | 'cancel';

/** What the core needs of Chromium's network stack (Electron's `net` and the default session). */
export interface ChromiumNetwork {
  /** One request; `onLogin` answers each login request Chromium raises for it. */
  fetch(input: string | URL | Request, init: RequestInit | undefined, onLogin: (challenge: LoginChallenge) => LoginAnswer): Promise<Response>;
  /** Forgets the credentials Chromium keeps for the session, so a proxy that asks again is answered again. */
  clearAuthCache(): Promise<void>;
}

export interface ChromiumRequestContext {
  chromium: ChromiumNetwork;
  logins: ProxyLoginMemory;
  /** The proxy credentials saved right now (read when a proxy asks). */
  saved(): ProxyCredentials | null;
  shell: FaultContext['shell'];
}

export async function fetchThroughChromium(context: ChromiumRequestContext, input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const seen: { answered: AskingProxy | null; learnt: { proxy: AskingProxy; refused: boolean } | null; refusedAsServer: boolean } = {
    answered: null,
    learnt: null,
    refusedAsServer: false,
  };
  const response = await context.chromium.fetch(input, init, (challenge) => {
    const decision = decideProxyLogin(challenge, { saved: context.saved(), refusedSaved: context.logins.refusedSaved(), answered: seen.answered });
    if (decision.learnt !== null) {
      context.logins.learn(decision.learnt);
      seen.learnt = decision.learnt;
      seen.refusedAsServer ||= !challenge.isProxy;
    }
    if (decision.answer !== 'cancel') seen.answered = decision.learnt?.proxy ?? null;
    return decision.answer;
  });
  if (response.status !== 407 && !(response.status === 401 && seen.refusedAsServer)) {
    if (seen.answered !== null) context.logins.accepted(seen.answered);
    return response;
  }
  await response.body?.cancel().catch(() => undefined);
  // Chromium took that 401 for the server's and keeps the credentials as the proxy's: they are taken out of its cache.
  if (seen.refusedAsServer) await context.chromium.clearAuthCache().catch(() => undefined);
  const target = new URL(input instanceof Request ? input.url : input.toString());
  const proxy: FaultContext['proxy'] =
    seen.learnt === null
      ? { route: 'direct', source: 'none-set' }
      : { route: 'proxy', address: seen.learnt.proxy.address, source: 'system', hasCredentials: seen.learnt.refused };
  const message = faultText({ kind: 'proxy_auth', status: response.status }, { host: target.host, proxy, shell: context.shell, certificate: null });
  throw new NetworkFaultError(message, 'proxy_auth_failed', 'DMD_PROXY_AUTH_FAILED', null);
}
