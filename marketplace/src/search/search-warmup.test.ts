import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../queries/dataset-list-query';
import { openDatasetStore } from '../queries/dataset-store';
import { openMarketplaceDatabase } from '../db/open-database';
import { startSearchWarmup } from './search-warmup';
import { IGNORED_WORDS } from './search-synonyms';

afterEach(() => vi.useRealTimers());

/** Searches costliest first, as DatasetStore.costliestSearches gives them. */
function fakeStore(searches: string[]) {
  const prepared: string[] = [];
  return { prepared, store: { costliestSearches: (limit: number) => searches.slice(0, limit), prepareSearch: (text: string) => void prepared.push(text) } };
}

describe('startSearchWarmup', () => {
  it('waits for its delay and for quiet, then runs the costliest searches one per turn, the costliest last, and says when done', async () => {
    vi.useFakeTimers();
    const { store, prepared } = fakeStore(['data', 'images', 'speech']);
    let idle = false;
    const onDone = vi.fn();
    startSearchWarmup({ store, isIdle: () => idle, searches: 2, delayMs: 1_000, quietMs: 250, onDone, onError: () => undefined });
    await vi.advanceTimersByTimeAsync(999);
    expect(prepared).toEqual([]);
    // Busy: a request is being answered.
    await vi.advanceTimersByTimeAsync(1 + 250 * 3);
    expect(prepared).toEqual([]);
    idle = true;
    await vi.advanceTimersByTimeAsync(260);
    expect(prepared).toEqual(['images', 'data']);
    expect(onDone).toHaveBeenCalledWith({ searches: 2, ms: expect.any(Number) });
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
    expect(prepared).toEqual(['c']);
    idle = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(prepared).toEqual(['c', 'b']);
  });

  it('stops for good when stopped, and after a failure (which it reports)', async () => {
    vi.useFakeTimers();
    const stopped = fakeStore(['a', 'b']);
    startSearchWarmup({ store: stopped.store, isIdle: () => true, delayMs: 10, onError: () => undefined }).stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped.prepared).toEqual([]);

    const damage = Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' });
    const onError = vi.fn();
    const failing = {
      costliestSearches: () => ['a', 'b'],
      prepareSearch: vi.fn(() => {
        throw damage;
      }),
    };
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

  it('leaves nothing for FTS5 to compute when a warmed search is then run, and changes no result', () => {
    const warmed = openDatasetStore(db);
    const cold = openDatasetStore(db);
    const searches = warmed.costliestSearches(30);
    expect(searches).toHaveLength(30);
    for (const text of searches) warmed.prepareSearch(text);
    const computed = warmed.matchSetsComputed();
    for (const text of searches) {
      const search = warmed.search(text, null);
      if (search === null) continue;
      const request = {
        filters: { ...NO_FILTERS, match: search.match },
        sort: 'relevance' as const,
        order: 'desc' as const,
        limit: 20,
        offset: 0,
        units: search.units,
      };
      expect(warmed.list(request)).toEqual(cold.list(request));
    }
    expect(warmed.matchSetsComputed()).toBe(computed);
    expect(cold.matchSetsComputed()).toBeGreaterThan(0);
  });

  it('chooses the searches matching the most datasets, costliest first, each once, synonyms included', () => {
    const store = openDatasetStore(db);
    const chosen = store.costliestSearches(40);
    const sizes = chosen.map((text) => {
      const search = store.search(text, null);
      if (search === null) throw new Error(`"${text}" is no search`);
      return { match: search.match, datasets: Math.max(...search.units.map((unit) => unit.datasets)) };
    });
    expect(new Set(sizes.map((size) => size.match)).size).toBe(chosen.length);
    expect(sizes.map((size) => size.datasets)).toEqual([...sizes.map((size) => size.datasets)].sort((a, b) => b - a));
    // No word a buyer types in full that was left out matches more than the last one chosen.
    const ignored = new Set(IGNORED_WORDS);
    const everyWord = (db.prepare('SELECT term FROM search_terms').pluck().all() as string[]).filter(
      (word) => /[a-z].*[a-z].*[a-z]/.test(word) && !ignored.has(word),
    );
    const least = sizes.at(-1)?.datasets ?? 0;
    const chosenMatches = new Set(sizes.map((size) => size.match));
    for (const word of everyWord) {
      const search = store.search(word, null);
      if (search === null || chosenMatches.has(search.match)) continue;
      expect(Math.max(...search.units.map((unit) => unit.datasets))).toBeLessThanOrEqual(least);
    }
    // A synonym group's entry stands for the whole group ("x-ray" for xray, radiograph, …);
    // a letter or two, a number, or a word that says nothing is no search of its own.
    const all = store.costliestSearches(10_000);
    expect(all).toEqual(expect.arrayContaining(['x-ray']));
    for (const text of ['d', 're', '20', 'with', 'for']) expect(all).not.toContain(text);
  });
});
