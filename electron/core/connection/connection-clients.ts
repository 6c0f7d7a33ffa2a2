/**
 * Marketplace clients for a connection: each is guarded by the quota tracker (nothing is sent
 * while the quota is used up or a rate limit lasts), feeds it every response's headers, and
 * counts the session's requests. One made to check a key before it is stored skips the guard (a
 * new key may be another account) and hands its responses to the check instead of the tracker.
 */
import type { ConnectionIdentity } from './connections';
import { createMarketplaceClient, type MarketplaceClient, type ResponseInfo } from '../http/marketplace-client';
import type { QuotaTracker } from '../quota/quota-tracker';
import type { SessionStatsCounter } from '../quota/session-stats';

export interface ConnectionClientsOptions {
  quota: QuotaTracker;
  stats: SessionStatsCounter;
  appVersion: string;
  timeoutMs?: number;
  /** The network's fetch (electron/core/network/): proxy and certificate set-up. */
  fetch?: typeof fetch;
  log(line: string): void;
}

export type MakeClient = (identity: ConnectionIdentity, baseUrl: string, apiKey: string | null, checking?: (info: ResponseInfo) => void) => MarketplaceClient;

export function connectionClients({ quota, stats, appVersion, timeoutMs, fetch, log }: ConnectionClientsOptions): MakeClient {
  return (identity, baseUrl, apiKey, checking) =>
    createMarketplaceClient({
      baseUrl,
      apiKey,
      timeoutMs,
      fetch,
      userAgent: `DatasetMarketplaceDesktop/${appVersion}`,
      log,
      hooks: {
        beforeRequest: checking ? undefined : () => quota.guard(identity.id),
        onRequestSent: () => stats.requestSent(),
        onExchanged: (attempt) => stats.attemptEnded(attempt, checking !== undefined),
        onResponse: (info) => {
          stats.responseReceived();
          if (checking) checking(info);
          else quota.observeResponse(identity.id, info.status, info.headers, info.errorCode);
        },
      },
    });
}
