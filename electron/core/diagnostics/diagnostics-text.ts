/**
 * The diagnostics a user copies into a support request, as plain text: the app and its runtime,
 * the OS, the connection, the proxy and certificates in effect, the quota and the newest failed
 * requests. Built only from these facts, which hold no key, password or dataset content; the
 * caller still passes the text through the one redaction.
 */
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import type { FailedRequest } from '../logging/request-events';
import type { NetworkDescription } from '../network/network-description';

export interface DiagnosticsFacts {
  generatedAt: string;
  appVersion: string;
  shell: 'electron' | 'browser';
  /** `process.versions` of the core's runtime. */
  versions: { electron?: string; node?: string; chrome?: string };
  /** The browser shell: the browser's user agent, as the page gave it. */
  browser: string | null;
  os: { platform: string; release: string; arch: string };
  connection: { kind: 'embedded' | 'custom'; address: string; hasKey: boolean; keyStorage: string | null };
  network: NetworkDescription | null;
  quota: QuotaState;
  errors: FailedRequest[];
  logsFolder: string;
}

function runtime(facts: DiagnosticsFacts): string[] {
  const { electron, node, chrome } = facts.versions;
  if (facts.shell === 'electron') {
    return [`Runtime: ${[electron && `Electron ${electron}`, chrome && `Chromium ${chrome}`, node && `Node ${node}`].filter(Boolean).join(', ')}`];
  }
  return [`Runtime: the browser shell (the core on Node ${node ?? 'unknown'}, the window in a browser)`, `Browser: ${facts.browser ?? 'not said'}`];
}

function proxy(network: NetworkDescription | null): string[] {
  if (network === null) return ['Proxy: not known (no connection address yet)'];
  const { proxy: route, mode, bypass } = network;
  const said =
    route.route === 'direct' ? `none, direct (${route.source})` : `${route.address} (from ${route.source}${route.hasCredentials ? ', with credentials' : ''})`;
  return [`Proxy: ${said}; mode ${mode}`, `Proxy bypass: ${bypass.length > 0 ? bypass.join(', ') : 'none'}`];
}

function certificates(network: NetworkDescription | null): string[] {
  if (network === null) return [];
  const { extraAuthorities, nodeExtraCaCerts } = network.certificates;
  return [
    `Extra certificate authorities: ${extraAuthorities.length === 0 ? 'none' : extraAuthorities.map((ca) => `${ca.subject} (SHA-256 ${ca.fingerprintSha256})`).join('; ')}`,
    `NODE_EXTRA_CA_CERTS: ${nodeExtraCaCerts ?? 'not set'}`,
  ];
}

function quota(state: QuotaState): string {
  if (state.remaining === null) return 'Quota: not known yet';
  const of = state.limit === null ? '' : ` of ${state.limit}`;
  const tier = state.tier === null ? '' : `, ${state.tier} tier`;
  const resets = state.resetsAt === null ? '' : `, resets ${state.resetsAt}`;
  const limited = state.rateLimitedUntil === null ? '' : `; rate limited until ${state.rateLimitedUntil}`;
  return `Quota: ${state.remaining}${of} left${tier}${resets}${limited} (seen ${state.observedAt ?? 'never'})`;
}

function errors(list: FailedRequest[]): string[] {
  if (list.length === 0) return ['Failed requests: none in this run'];
  return [
    `Failed requests, newest last (${list.length}):`,
    ...list.map((error) => `  ${error.at} ${error.method} ${error.route} ${error.status ?? 'no answer'} ${error.code ?? '-'} via ${error.proxy}`),
  ];
}

export function diagnosticsText(facts: DiagnosticsFacts): string {
  const { connection } = facts;
  return [
    `Dataset Marketplace diagnostics, ${facts.generatedAt}`,
    `App: ${facts.appVersion}, ${facts.shell === 'electron' ? 'desktop (Electron)' : 'browser shell'}`,
    ...runtime(facts),
    `OS: ${facts.os.platform} ${facts.os.release} (${facts.os.arch})`,
    `Connection: ${connection.kind === 'embedded' ? 'embedded (demo marketplace)' : 'remote (custom URL)'} at ${connection.address || 'not started'}`,
    `API key: ${connection.hasKey ? `set, kept in ${connection.keyStorage ?? 'unknown storage'}` : 'none'}`,
    ...proxy(facts.network),
    ...certificates(facts.network),
    quota(facts.quota),
    `Logs: ${facts.logsFolder}`,
    ...errors(facts.errors),
  ].join('\n');
}
