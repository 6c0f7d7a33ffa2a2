import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatasetStore } from './dataset-store';
import { openMarketplaceDatabase } from './open-database';
import { startSearchWarmup } from './search-warmup';
import { NO_FILTERS } from '../testing/no-filters';

afterEach(() => vi.useRealTimers());

function fakeStore(words: string[]) {
  const prepared: string[] = [];
  return { prepared, store: { commonTerms: (limit: number) => words.slice(0, limit), prepareSearch: (word: string) => void prepared.push(word) } };
}

describe('startSearchWarmup', () => {
  it('waits for its delay and for quiet, then warms the most common words one per turn, and says when done', async () => {
    vi.useFakeTimers();
    const { store, prepared } = fakeStore(['data', 'images', 'speech']);
    let idle = false;
    const onDone = vi.fn();
    startSearchWarmup({ store, isIdle: () => idle, words: 2, delayMs: 1_000, quietMs: 250, onDone, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(999);
    expect(prepared).toEqual([]);
    // Busy: a request is being answered.
    await vi.advanceTimersByTimeAsync(1 + 250 * 3);
    expect(prepared).toEqual([]);
    idle = true;
    await vi.advanceTimersByTimeAsync(260);
    expect(prepared).toEqual(['data', 'images']);
    expect(onDone).toHaveBeenCalledWith({ words: 2, ms: expect.any(Number) });
  });

  it('pauses while requests come in and goes on once they stop', async () => {
    vi.useFakeTimers();
    const { store, prepared } = fakeStore(['a', 'b', 'c']);
    let idle = true;
    const realPrepare = store.prepareSearch;
    store.prepareSearch = (word) => {
      realPrepare(word);
      idle = false; // a request arrives while the first word is warmed
    };
    startSearchWarmup({ store, isIdle: () => idle, delayMs: 0, quietMs: 100, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(500);
    expect(prepared).toEqual(['a']);
    idle = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(prepared).toEqual(['a', 'b']);
  });

  it('stops for good when stopped, and after a failure (which it reports)', async () => {
    vi.useFakeTimers();
    const stopped = fakeStore(['a', 'b']);
    startSearchWarmup({ store: stopped.store, isIdle: () => true, delayMs: 10, onError: () => undefined }).stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped.prepared).toEqual([]);

    const damage = Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' });
    const onError = vi.fn();
    const failing = { commonTerms: () => ['a', 'b'], prepareSearch: vi.fn(() => { throw damage; }) };
    startSearchWarmup({ store: failing, isIdle: () => true, delayMs: 0, onError });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing.prepareSearch).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(damage);
  });
});

describe('DatasetStore.prepareSearch', () => {
  let dir: string;
  let db: Database.Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-warmup-test-'));
    db = await openMarketplaceDatabase({ file: path.join(dir, 's.db'), seed: 3, datasets: 1200, now: new Date('2025-03-01T00:00:00Z') });
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves nothing for FTS5 to compute when one of the warmed words is then searched, and changes no result', () => {
    const warmed = new DatasetStore(db);
    const cold = new DatasetStore(db);
    const words = warmed.commonTerms(30);
    expect(words).toHaveLength(30);
    for (const word of words) warmed.prepareSearch(word);
    const computed = warmed.matchSetsComputed;
    for (const word of words) {
      const search = warmed.search(word, null);
      if (search === null) continue;
      const request = { filters: { ...NO_FILTERS, match: search.match }, sort: 'relevance' as const, order: 'desc' as const, limit: 20, offset: 0, units: search.units };
      expect(warmed.list(request)).toEqual(cold.list(request));
    }
    expect(warmed.matchSetsComputed).toBe(computed);
    expect(cold.matchSetsComputed).toBeGreaterThan(0);
  });

  it('warms the words the most datasets hold, most common first', () => {
    const store = new DatasetStore(db);
    const counts = db.prepare('SELECT datasets FROM search_terms ORDER BY datasets DESC LIMIT 10').pluck().all() as number[];
    const top = store.commonTerms(10);
    const countOf = db.prepare('SELECT datasets FROM search_terms WHERE term = ?').pluck();
    expect(top.map((term) => countOf.get(term))).toEqual(counts);
  });
});
