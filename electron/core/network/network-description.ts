import { proxyAddressOf } from './proxy-address';
import { proxyRouteFor, type Env } from './proxy-route';
import { currentNetworkSetup, type NetworkSetup } from './network-setup';

export interface NetworkDescription {
  /** Where requests go: straight out, or through a proxy, and who said so. */
  proxy:
    | { route: 'direct'; source: 'none-set' | 'settings-none' | 'no-proxy-match' }
    | {
        route: 'proxy';
        address: string /* host:port, never credentials */;
        source: 'HTTPS_PROXY' | 'HTTP_PROXY' | 'ALL_PROXY' | 'settings-manual' | 'system';
        hasCredentials: boolean;
      };
  bypass: string[]; // NO_PROXY entries or the Manual bypass list
  mode: 'system' | 'none' | 'manual';
  certificates: {
    extraAuthorities: { subject: string; fingerprintSha256: string }[];
    nodeExtraCaCerts: string | null /* path from NODE_EXTRA_CA_CERTS, if set */;
  };
}

/** The same answer for a given set-up and environment; `describeNetwork` uses the current ones. */
export function describeNetworkWith(setup: NetworkSetup, env: Env, target: URL): NetworkDescription {
  const certificates = {
    extraAuthorities: setup.extraAuthorities.map(({ subject, fingerprintSha256 }) => ({ subject, fingerprintSha256 })),
    nodeExtraCaCerts: env['NODE_EXTRA_CA_CERTS'] ?? null,
  };
  if (setup.mode === 'system' && setup.systemFrom === 'chromium') {
    // Chromium resolves the system proxy (PAC, WPAD) per request; the core does not see its answer.
    return { proxy: { route: 'direct', source: 'none-set' }, bypass: [], mode: 'system', certificates };
  }
  const route = proxyRouteFor(setup, env, target);
  if (route.route === 'direct') {
    return { proxy: { route: 'direct', source: route.source }, bypass: route.bypass, mode: setup.mode, certificates };
  }
  const { address, hasCredentials } = proxyAddressOf(route.url);
  return {
    proxy: { route: 'proxy', address, source: route.source, hasCredentials: hasCredentials || setup.hasStoredCredentials },
    bypass: route.bypass,
    mode: setup.mode,
    certificates,
  };
}

/** What the network set-up is for requests to `target` right now. */
export function describeNetwork(target: URL): NetworkDescription {
  return describeNetworkWith(currentNetworkSetup(), process.env, target);
}
