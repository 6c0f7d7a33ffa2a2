/**
 * The marketplace a benchmark or economy test talks to: the embedded marketplace (the app's own
 * implementation) on a catalog file of its own, with known keys. The app uses the free key; the
 * harness uses the pro key (another account) for its own look-ups, so they never show up in the
 * app's count. The count of requests served is read from the marketplace's own usage table.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { hashApiKey } from '@dmd/marketplace/testing';
import { startMarketplace } from '@dmd/marketplace';
import { startChildServer } from '../marketplace/child-server';
import type { MemoryReport } from '../marketplace/child-protocol';

export interface BenchMarketplace {
  url: string;
  /** The app's key (free account). */
  freeKey: string;
  /** The harness's key (pro account). */
  proKey: string;
  /** Requests the marketplace has charged to the free key so far (its usage table, all days). */
  servedToApp(): number;
  /** The server process's memory, when it runs in a process of its own. */
  memory?(): Promise<MemoryReport>;
  /** Start-up of the server process (ms), when it runs in a process of its own. */
  startMs?: number;
  close(): Promise<void>;
}

/** Lets the bench and the tests afford every request they make; the app's own quota logic then never blocks. */
const GENEROUS_DAILY_QUOTA = 1_000_000;

function randomKey(kind: 'demo' | 'live'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `ls_${kind}_${[...randomBytes(32)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

function benchKeys(): { freeKey: string; proKey: string } {
  return { freeKey: randomKey('demo'), proKey: randomKey('live') };
}

/** The requests charged to `key`, read from the database file (read-only; the server may be running). */
function readKeyUsage(dbFile: string, key: string): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const total = db
      .prepare('SELECT COALESCE(SUM(u.requests), 0) FROM key_usage u JOIN api_keys k ON k.id = u.key_id WHERE k.key_hash = ?')
      .pluck()
      .get(hashApiKey(key));
    return Number(total);
  } finally {
    db.close();
  }
}

/** In this process: for tests with a small catalog. */
export async function startInProcessMarketplace(dbFile: string, datasets: number, seed = 42): Promise<BenchMarketplace> {
  const keys = benchKeys();
  const running = await startMarketplace({
    dbFile,
    datasets,
    seed,
    ...keys,
    dailyQuotaOverride: { free: GENEROUS_DAILY_QUOTA, pro: GENEROUS_DAILY_QUOTA },
  });
  return { url: running.url, ...keys, servedToApp: () => readKeyUsage(dbFile, keys.freeKey), close: () => running.close() };
}

/** In a child process (bench/marketplace/marketplace-child.ts, bundled): its memory and event loop are its own. */
export async function startChildMarketplace(script: string, dbFile: string, datasets: number, seed = 42): Promise<BenchMarketplace> {
  const keys = benchKeys();
  const child = await startChildServer(script, [dbFile, String(datasets), String(seed), String(GENEROUS_DAILY_QUOTA), keys.freeKey, keys.proKey], 900_000);
  return {
    url: child.url,
    ...keys,
    servedToApp: () => readKeyUsage(dbFile, keys.freeKey),
    memory: () => child.memory(),
    startMs: Number(child.info.startMs),
    close: () => child.close(),
  };
}
