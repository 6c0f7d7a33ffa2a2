/**
 * The undici dispatcher for a set-up: straight out (None), the environment's proxies through
 * EnvHttpProxyAgent (System, outside Electron), or one proxy for every scheme (Manual); with the
 * system's certificate authorities plus the ones added in Settings.
 */
import tls from 'node:tls';
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { readProxyEnv } from './proxy-env';
import type { Env } from './proxy-route';
import type { NetworkSetup } from './network-setup';
import { basicToken, type ProxyCredentials } from './proxy-credentials';

export function buildDispatcher(setup: NetworkSetup, credentials: ProxyCredentials | null, env: Env): Dispatcher {
  const extra = setup.extraAuthorities.map((authority) => authority.pem);
  const ca = extra.length === 0 ? undefined : [...tls.rootCertificates, ...extra];
  const connect = ca === undefined ? {} : { ca };
  const token = credentials === null ? {} : { token: basicToken(credentials) };
  if (setup.mode === 'none' || (setup.mode === 'manual' && setup.manualUrl === '')) return new Agent({ connect });
  if (setup.mode === 'manual') {
    return new EnvHttpProxyAgent({
      httpProxy: setup.manualUrl,
      httpsProxy: setup.manualUrl,
      noProxy: setup.manualBypass.join(','),
      connect,
      requestTls: connect,
      ...token,
    });
  }
  const proxyEnv = readProxyEnv(env);
  if (proxyEnv.httpProxy === null && proxyEnv.httpsProxy === null) return new Agent({ connect });
  return new EnvHttpProxyAgent({
    // An empty string makes EnvHttpProxyAgent go straight out for that scheme.
    httpProxy: proxyEnv.httpProxy?.url ?? '',
    httpsProxy: proxyEnv.httpsProxy?.url ?? '',
    noProxy: proxyEnv.noProxy,
    connect,
    requestTls: connect,
    ...token,
  });
}
