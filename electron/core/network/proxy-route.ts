/** Which proxy, if any, a request to `target` goes through under a set-up and an environment. */
import { bypassEntries, isBypassed } from './no-proxy';
import { readProxyEnv, type ProxyEnvSource } from './proxy-env';
import type { NetworkSetup } from './network-setup';

export type Env = Readonly<Record<string, string | undefined>>;

export type ProxyRoute =
  | { route: 'direct'; source: 'none-set' | 'settings-none' | 'no-proxy-match'; bypass: string[] }
  | { route: 'proxy'; url: string; source: ProxyEnvSource | 'settings-manual'; bypass: string[] };

export function proxyRouteFor(setup: NetworkSetup, env: Env, target: URL): ProxyRoute {
  if (setup.mode === 'none') return { route: 'direct', source: 'settings-none', bypass: [] };
  if (setup.mode === 'manual') {
    const bypass = setup.manualBypass;
    if (setup.manualUrl === '') return { route: 'direct', source: 'none-set', bypass };
    if (isBypassed(target, bypass.join(','))) return { route: 'direct', source: 'no-proxy-match', bypass };
    return { route: 'proxy', url: setup.manualUrl, source: 'settings-manual', bypass };
  }
  const proxyEnv = readProxyEnv(env);
  const bypass = bypassEntries(proxyEnv.noProxy);
  const chosen = target.protocol === 'https:' ? proxyEnv.httpsProxy : proxyEnv.httpProxy;
  if (chosen === null) return { route: 'direct', source: 'none-set', bypass };
  if (isBypassed(target, proxyEnv.noProxy)) return { route: 'direct', source: 'no-proxy-match', bypass };
  return { route: 'proxy', url: chosen.url, source: chosen.source, bypass };
}
