/**
 * What this run learnt of the proxy logins Chromium asked for: the proxy that asked last and how
 * it went, so Settings → Network can name it, and the proxies that refused the saved credentials,
 * so those are not offered to them again. In memory only; when the credentials change, the
 * refusals are forgotten and the proxy that asked last is to be answered anew.
 */
import { sameProxy, type AskingProxy } from './proxy-login';

/** asked: nothing saved was given yet; refused: it refused the saved credentials; accepted: it took them. */
type ProxyLoginOutcome = 'asked' | 'refused' | 'accepted';

export interface ProxyLoginMemory {
  refusedSaved(): readonly AskingProxy[];
  learn(learnt: { proxy: AskingProxy; refused: boolean }): void;
  /** The proxy took the saved credentials (the request went past it). */
  accepted(proxy: AskingProxy): void;
  lastAsked(): { proxy: AskingProxy; outcome: ProxyLoginOutcome } | null;
  credentialsChanged(): void;
}

export function createProxyLoginMemory(): ProxyLoginMemory {
  let refused: AskingProxy[] = [];
  let last: { proxy: AskingProxy; outcome: ProxyLoginOutcome } | null = null;
  return {
    refusedSaved: () => refused,
    learn({ proxy, refused: wasRefused }) {
      if (wasRefused && !refused.some((before) => sameProxy(before, proxy))) refused = [...refused, proxy];
      last = { proxy, outcome: wasRefused ? 'refused' : 'asked' };
    },
    accepted(proxy) {
      last = { proxy, outcome: 'accepted' };
    },
    lastAsked: () => last,
    credentialsChanged() {
      refused = [];
      if (last !== null) last = { proxy: last.proxy, outcome: 'asked' };
    },
  };
}
