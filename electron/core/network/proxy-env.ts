import { ownValue } from '../../../shared/domain/own-keys';

/** The proxy variables of the environment, read the way undici's EnvHttpProxyAgent reads them. */
export type ProxyEnvSource = 'HTTPS_PROXY' | 'HTTP_PROXY' | 'ALL_PROXY';

export interface ProxyEnv {
  httpProxy: { url: string; source: ProxyEnvSource } | null;
  httpsProxy: { url: string; source: ProxyEnvSource } | null;
  noProxy: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function either(env: Env, name: string): string | undefined {
  const value = ownValue(env, name.toLowerCase()) ?? ownValue(env, name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** ALL_PROXY fills in for a scheme that has no variable of its own (curl's reading). */
export function readProxyEnv(env: Env = process.env): ProxyEnv {
  const all = either(env, 'ALL_PROXY');
  const http = either(env, 'HTTP_PROXY');
  const https = either(env, 'HTTPS_PROXY');
  const httpProxy = http !== undefined ? { url: http, source: 'HTTP_PROXY' as const } : all !== undefined ? { url: all, source: 'ALL_PROXY' as const } : null;
  const httpsProxy =
    https !== undefined ? { url: https, source: 'HTTPS_PROXY' as const } : all !== undefined ? { url: all, source: 'ALL_PROXY' as const } : httpProxy;
  return { httpProxy, httpsProxy, noProxy: ownValue(env, 'no_proxy') ?? ownValue(env, 'NO_PROXY') ?? '' };
}
