/**
 * The core's parts, opened in order from the user data folder: the embedded marketplace's process
 * is forked first when the window will need it first (it serves once the connection first asks),
 * then what an interrupted run left is cleared, the state files are read (each keeps what it could
 * read and says so), then the key store and the connection that binds them. create-core.ts wires
 * them to the channels and the events.
 */
import path from 'node:path';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { createBadgeAddresses, type BadgeAddresses } from './connection/badge-addresses';
import { createConnectionManager, type ConnectionManager } from './connection/connection-manager';
import type { CoreInternals, CoreOptions } from './core-options';
import { createEmbeddedMarketplace, type EmbeddedMarketplace } from './embedded/embedded-marketplace';
import { openFailureMemory, type FailureMemory } from './http/failure-memory';
import { createKeyStore } from './secrets/key-store';
import { removeLeftoverFiles } from './storage/leftover-files';
import { createQueryCacheStore, startsWithoutSavedView, type QueryCacheStore } from './storage/query-cache-store';
import { openQuotaAlerts, type QuotaAlerts } from './quota/quota-alerts';
import { openQuotaTracker, type QuotaTracker } from './quota/quota-tracker';
import { createSampleAddresses, type SampleAddresses } from './samples/sample-addresses';
import { openSampleCache, SAMPLE_CACHE_DIR } from './samples/sample-cache';
import { createSampleService } from './samples/sample-service';
import type { SecretRedactor } from './secrets/secret-redaction';
import type { SentAttempt } from './http/marketplace-client';
import { createSessionStats, type SessionStatsCounter } from './quota/session-stats';
import { openSettingsStore, type SettingsStore } from './storage/settings-store';
import { openShortlistStore, type ShortlistStore } from './storage/shortlist-store';
import { ensurePrivateFolder, tightenStateFolder } from './storage/private-folder';
import { openNetworkService, type NetworkService } from './network/network-service';

import type { SampleService } from './samples/sample-service';

export interface CoreServices {
  settings: SettingsStore;
  quota: QuotaTracker;
  failures: FailureMemory;
  quotaAlerts: QuotaAlerts;
  shortlist: ShortlistStore;
  badges: BadgeAddresses;
  sampleAddresses: SampleAddresses;
  samples: SampleService;
  stats: SessionStatsCounter;
  queryCache: QueryCacheStore;
  embedded: EmbeddedMarketplace;
  connections: ConnectionManager;
  network: NetworkService;
  /** The window will wait for the connection first (no saved last view to show): start it before the window asks. */
  startsEarly: boolean;
}

export interface ServiceWiring {
  now: () => Date;
  secrets: SecretRedactor;
  log(line: string): void;
  /** Each attempt sent to a marketplace, once over (the log's failed requests). `keyCheck`: it checked a key. */
  onAttempt?(attempt: SentAttempt, keyCheck: boolean): void;
  /** The connection or its key changed (switched, saved, removed). */
  onConnectionChanged(status: ConnectionStatus): void;
}

export async function openCoreServices(options: CoreOptions, internals: CoreInternals, wiring: ServiceWiring): Promise<CoreServices> {
  const { log } = wiring;
  // A window with a saved last view shows it without the marketplace; beside that window's own
  // start, the embedded marketplace's (some 400 ms of CPU) slows it on a small machine
  // (docs/decisions/performance.md), so it then starts at the window's first question. Without
  // one, the window waits for the marketplace first: its process is forked now, its boot and code
  // loading overlapping the reading of the state files and keys. A run that turns out not to use
  // it ends it again.
  const startsEarly = startsWithoutSavedView(options.userDataDir);
  const embedded = createEmbeddedMarketplace({
    userDataDir: options.userDataDir,
    datasets: options.embedded?.datasets,
    seed: options.embedded?.seed,
    now: options.embedded?.now,
    log,
    start: internals.startMarketplace,
    child: options.marketplaceChild,
  });
  if (startsEarly && options.apiBaseOverride === undefined) embedded.prepare();
  try {
    return { ...(await openServices(options, wiring, embedded)), startsEarly };
  } catch (error) {
    embedded.discardPrepared();
    throw error;
  }
}

async function openServices(
  options: CoreOptions,
  { now, secrets, log, onAttempt, onConnectionChanged }: ServiceWiring,
  embedded: EmbeddedMarketplace,
): Promise<Omit<CoreServices, 'startsEarly'>> {
  await ensurePrivateFolder(options.userDataDir);
  // What an interrupted run left behind: temp files of atomic writes, old copies of unreadable files.
  for (const folder of [options.userDataDir, path.join(options.userDataDir, 'marketplace'), path.join(options.userDataDir, SAMPLE_CACHE_DIR)]) {
    await tightenStateFolder(folder);
    const removed = await removeLeftoverFiles(folder);
    if (removed.length > 0) log(`Removed ${removed.length} file(s) an interrupted run left in ${folder}.`);
  }
  const settings = await openSettingsStore(options.userDataDir, now);
  for (const notice of settings.notices()) log(notice);
  if (settings.current().connection.kind !== 'embedded') embedded.discardPrepared();
  const quota = await openQuotaTracker(options.userDataDir, { now, log });
  const failures = await openFailureMemory(options.userDataDir, { now, log });
  const quotaAlerts = await openQuotaAlerts(options.userDataDir, { now, log });
  const shortlist = await openShortlistStore(options.userDataDir, { now, log });
  const badges = createBadgeAddresses();
  const sampleAddresses = createSampleAddresses();
  const keys = createKeyStore(options.secretBackends, { log });
  const network = await openNetworkService({
    userDataDir: options.userDataDir,
    shell: options.shell,
    keys,
    chromium: options.chromium,
    rememberSecret: (secret) => secrets.remember(secret),
    now,
    log,
  });
  const samples = createSampleService({
    fetch: network.fetch,
    cache: await openSampleCache(options.userDataDir, { now, log, keys: secrets }),
    addresses: sampleAddresses,
    keys: secrets,
    now,
    userAgent: `DatasetMarketplaceDesktop/${options.appVersion}`,
  });
  const counted = createSessionStats(now);
  const stats: SessionStatsCounter = {
    ...counted,
    attemptEnded(attempt, keyCheck) {
      counted.attemptEnded(attempt, keyCheck);
      onAttempt?.(attempt, keyCheck);
    },
  };
  const queryCache = createQueryCacheStore(options.userDataDir, now, log);
  const connections = createConnectionManager({
    settings,
    keys,
    quota,
    stats,
    queryCache,
    failures,
    badges,
    embedded,
    appVersion: options.appVersion,
    apiBaseOverride: options.apiBaseOverride,
    apiKeyOverride: options.apiKeyOverride,
    timeoutMs: options.requestTimeoutMs,
    fetch: network.fetch,
    rememberSecret: (secret) => secrets.remember(secret),
    log,
    onConnectionChanged,
  });
  return { settings, quota, failures, quotaAlerts, shortlist, badges, sampleAddresses, samples, stats, queryCache, embedded, connections, network };
}
