import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Database from 'better-sqlite3';
import type { Scope } from '@dmd/shared/wire/api-types';
import type { BuildProgress } from '@dmd/shared/process/marketplace-process';
import { openAccountsStore } from './auth/accounts-store';
import { openQuotaLedger, type QuotaLedger } from './auth/quota-ledger';
import { openUsageReport } from './auth/usage-report';
import { MAX_CATALOG_DATASETS } from './catalog/catalog-size';
import { openDatasetStore } from './queries/dataset-store';
import { stampCleanClose } from './db/clean-close-stamp';
import { describeDamage, isDatabaseDamage } from './db/database-damage';
import { openMarketplaceDatabase, type BuildReason, type RebuildOutcome } from './db/open-database';
import { startSearchWarmup, type SearchWarmup } from './search/search-warmup';
import { followRequestActivity } from './http/request-activity';
import { createRequestListener, type ErrorLogger } from './http/request-pipeline';
import { createListItemJsonCache } from './records/list-item-json-cache';
import type { MarketplaceServices } from './routes/define-route';
import { ROUTES } from './routes/route-table';
import { createSampleStore } from './samples/sample-store';
import { once } from './compute-once';
import { loopbackOnly } from './http/loopback-guard';
import { isLoopbackHost } from '@dmd/shared/node-support/loopback-host';

export interface MarketplaceOptions {
  /** A file path; the catalog is built on first start, reused later (rebuilt if built with other datasets/seed). */
  dbFile: string;
  /** Published datasets, default 5000, up to 100000. */
  datasets?: number;
  /** Default 42; the catalog is deterministic per seed. */
  seed?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0 = any free port. */
  port?: number;
  /** Key of the free demo account (registered, stored hashed); random `ls_demo_` + 32 base62 if absent. */
  freeKey?: string;
  /** Key of the pro demo account (a seller with active listings). */
  proKey?: string;
  /** Injectable clock (tests cross midnight UTC with it). */
  now?: () => Date;
  /** Catalog build progress. */
  onProgress?: (p: BuildProgress) => void;
  /** Called before the catalog is built or rebuilt, with why (open-database.ts). */
  onBuild?: (reason: BuildReason) => void;
  /** Called once an existing database was rebuilt, with what was kept of its usage. */
  onRebuilt?: (outcome: RebuildOutcome) => void;
  /** Rebuild the database even if it looks sound: it was found damaged while serving (the problem). */
  damaged?: string;
  /**
   * Called once when a request finds the database damaged (SQLITE_CORRUPT); such requests answer
   * 500 until the caller restarts the marketplace with `damaged` set. Without it, the damage is logged.
   */
  onDamaged?: (problem: string) => void;
  /** Replaces the daily quota of a tier (the benchmark needs more than 2,000 requests a day). */
  dailyQuotaOverride?: { free?: number; pro?: number };
}

export interface RunningMarketplace {
  /** e.g. http://127.0.0.1:43121 (no trailing slash). */
  url: string;
  host: string;
  port: number;
  freeKey: string;
  proKey: string;
  admin: {
    createKey(account: 'free' | 'pro', options?: { scopes?: Scope[]; name?: string }): string;
    /** Makes `key` a demo key of the free account too (as `freeKey` does at start). */
    registerDemoKey(key: string): void;
    revokeKey(key: string): void;
  };
  close(): Promise<void>;
}

export const DEFAULT_DATASETS = 5_000;
export const DEFAULT_SEED = 42;
export const DEFAULT_HOST = '127.0.0.1';

const logError: ErrorLogger = (error, request) => {
  console.error(`[marketplace] ${request.method} ${request.path} failed:`, error);
};

export async function startMarketplace(options: MarketplaceOptions): Promise<RunningMarketplace> {
  const datasets = options.datasets ?? DEFAULT_DATASETS;
  const seed = options.seed ?? DEFAULT_SEED;
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? 0;
  const now = options.now ?? (() => new Date());
  validateOptions(options.dbFile, datasets, seed, port, options.dailyQuotaOverride);

  const db = await openMarketplaceDatabase({
    file: options.dbFile,
    seed,
    datasets,
    now: now(),
    onProgress: options.onProgress,
    onBuild: options.onBuild,
    onRebuilt: options.onRebuilt,
    damaged: options.damaged,
  });
  let server: Server | undefined;
  try {
    const accounts = openAccountsStore(db, now, options.dailyQuotaOverride);
    const freeKey = accounts.registerDemoKey('free', options.freeKey);
    const proKey = accounts.registerDemoKey('pro', options.proKey);
    server = createServer();
    server.keepAliveTimeout = 60_000;
    const address = await listen(server, port, host);
    const url = `http://${hostForUrl(host)}:${address.port}`;
    const datasetStore = openDatasetStore(db);
    const quota = openQuotaLedger(db, now);
    const services: MarketplaceServices = {
      datasets: datasetStore,
      listItems: createListItemJsonCache(datasetStore, url),
      accounts,
      quota,
      usage: openUsageReport(db),
      baseUrl: url,
      now,
      // Built at its first request, its builder loaded then: neither is part of the start.
      openApiJson: once(() => import('./openapi/build-openapi-document').then(({ buildOpenApiDocument }) => JSON.stringify(buildOpenApiDocument(ROUTES, url)))),
      samples: createSampleStore(),
    };
    const damage = damageReporter(options);
    const listener = createRequestListener(ROUTES, services, logError, damage.report);
    server.on('request', isLoopbackHost(host) ? loopbackOnly(listener) : listener);
    const activity = followRequestActivity(server);
    // The costliest one-word searches run once while the marketplace is idle after its start.
    const warmup = startSearchWarmup({
      store: datasetStore,
      isIdle: activity.isIdle,
      // A damaged database is told as a request would tell it; the requests find it too.
      onError: (error) => (isDatabaseDamage(error) ? damage.report(error) : console.error('[marketplace] warming common searches failed:', error)),
    });
    return {
      url,
      host,
      port: address.port,
      freeKey,
      proKey,
      // Commit the requests' open quota batch first, so that a key change is committed on its own, at once.
      admin: {
        createKey: (account, keyOptions) => {
          quota.flush();
          return accounts.createKey(account, keyOptions);
        },
        registerDemoKey: (key) => {
          quota.flush();
          accounts.registerDemoKey('free', key);
        },
        revokeKey: (key) => {
          quota.flush();
          accounts.revokeKey(key);
        },
      },
      // A database a request found damaged gets no clean-close stamp: the next start checks it.
      close: closeOnce(server, db, quota, warmup, () => (damage.seen() ? null : options.dbFile)),
    };
  } catch (error) {
    server?.close();
    db.close();
    throw error;
  }
}

/** Says once that the database turned out damaged while serving; remembers that it did. */
function damageReporter(options: MarketplaceOptions): { report(error: unknown): void; seen(): boolean } {
  let reported = false;
  return {
    seen: () => reported,
    report(error) {
      if (reported) return;
      reported = true;
      const problem = describeDamage(error);
      if (options.onDamaged) options.onDamaged(problem);
      else console.error(`[marketplace] the database ${options.dbFile} is damaged (${problem}); restart the marketplace to rebuild it.`);
    },
  };
}

function validateOptions(dbFile: string, datasets: number, seed: number, port: number, quota: MarketplaceOptions['dailyQuotaOverride']): void {
  if (typeof dbFile !== 'string' || dbFile.trim() === '') throw new TypeError('dbFile must be a file path');
  if (!Number.isInteger(datasets) || datasets < 1 || datasets > MAX_CATALOG_DATASETS) {
    throw new RangeError(`datasets must be an integer from 1 to ${MAX_CATALOG_DATASETS}, got ${datasets}`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new RangeError(`port must be an integer from 0 to 65535, got ${port}`);
  for (const [tier, limit] of Object.entries(quota ?? {})) {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`dailyQuotaOverride.${tier} must be a non-negative integer, got ${limit}`);
  }
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** A URL host for the listening address: wildcard addresses are reached over loopback; IPv6 goes in brackets. */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** `stampFile`: the database file to stamp as cleanly closed (clean-close-stamp.ts), or null for none. */
function closeOnce(server: Server, db: Database.Database, quota: QuotaLedger, warmup: SearchWarmup, stampFile: () => string | null): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= new Promise<void>((resolve, reject) => {
      warmup.stop();
      server.close((error) => {
        if (db.open) {
          quota.flush();
          db.close();
          const file = stampFile();
          if (file !== null) stampCleanClose(file);
        }
        if (error) reject(error);
        else resolve();
      });
      server.closeAllConnections();
    });
    return closing;
  };
}
