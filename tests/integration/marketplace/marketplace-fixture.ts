import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { z } from 'zod';
import { startMarketplace, type MarketplaceOptions, type RunningMarketplace } from '@dmd/marketplace';
import { DAY_MS } from '../../../shared/domain/utc-day';

/** A clock the tests move by hand (crossing midnight UTC, starting fresh quota days). */
class ManualClock {
  constructor(private current: Date) {}
  now = (): Date => new Date(this.current.getTime());
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export { DAY_MS };
export const TEST_DATASETS = 600;

export interface Fixture {
  marketplace: RunningMarketplace;
  clock: ManualClock;
  dir: string;
  dbFile: string;
  options: MarketplaceOptions;
  /** Stops the server and deletes the temp dir. */
  dispose(): Promise<void>;
}

/** A marketplace over a small catalog in its own temp dir, with a manual clock. */
export async function startFixture(overrides: Partial<MarketplaceOptions> = {}): Promise<Fixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-test-'));
  const clock = new ManualClock(new Date('2025-06-15T12:00:00.000Z'));
  const options: MarketplaceOptions = {
    dbFile: path.join(dir, 'marketplace.db'),
    datasets: TEST_DATASETS,
    seed: 7,
    now: clock.now,
    ...overrides,
  };
  const marketplace = await startMarketplace(options);
  return {
    marketplace,
    clock,
    dir,
    dbFile: options.dbFile,
    options,
    async dispose() {
      await marketplace.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One request; the body is parsed as JSON when it is JSON. */
export async function call<T = unknown>(
  marketplace: RunningMarketplace,
  pathAndQuery: string,
  init: { key?: string | null; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== undefined && init.key !== null) headers['X-Api-Key'] = init.key;
  const response = await fetch(`${marketplace.url}${pathAndQuery}`, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, headers: response.headers, body: (isJson && text !== '' ? JSON.parse(text) : text) as T, text };
}

/** Parses with a response schema and fails the test with zod's explanation when it does not fit. */
export function expectShape<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`response does not match its schema: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

/** Reads the database file directly (read-only), e.g. to find unpublished datasets. */
export function readDatabase<T>(dbFile: string, read: (db: Database.Database) => T): T {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function rateLimitOf(headers: Headers): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(headers.get('x-ratelimit-limit')),
    remaining: Number(headers.get('x-ratelimit-remaining')),
    reset: Number(headers.get('x-ratelimit-reset')),
  };
}

/** Epoch seconds of the 00:00 UTC after `date`. */
export function nextMidnightEpoch(date: Date): number {
  return (Math.floor(date.getTime() / DAY_MS) + 1) * 86_400;
}
