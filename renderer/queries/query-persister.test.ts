import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { Result } from '../../shared/domain/app-error';
import type { StoredQueryCache } from '../../shared/ipc/ipc-contract';
import { createCorePersister, shouldPersistQuery } from './query-persister';
import { serialiseWithinBudget } from './cache-budget';
import { useCacheSaveProblem } from './cache-save-problem';

const client = (timestamp: number): PersistedClient => ({ timestamp, buster: 'b', clientState: { queries: [], mutations: [] } });

function fakeBridge(stored: Result<StoredQueryCache>) {
  const saved: string[] = [];
  return {
    saved,
    bridge: {
      loadQueryCache: vi.fn(async () => stored),
      saveQueryCache: vi.fn(async ({ blob }: { blob: string }): Promise<Result<null>> => {
        saved.push(blob);
        return { ok: true, value: null };
      }),
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCorePersister', () => {
  it('restores what the core saved', async () => {
    const { bridge } = fakeBridge({ ok: true, value: { blob: JSON.stringify(client(5)), savedAt: 'now' } });
    expect(await createCorePersister(bridge).restoreClient()).toEqual(client(5));
  });

  it('remembers the connection the core checked the restored copy against, and none when nothing was restored', async () => {
    const connection = { kind: 'embedded' as const, baseUrl: '' };
    const restored = createCorePersister(fakeBridge({ ok: true, value: { blob: JSON.stringify(client(5)), savedAt: 'now', connection } }).bridge);
    expect(restored.restoredConnection()).toBeNull();
    await restored.restoreClient();
    expect(restored.restoredConnection()).toEqual(connection);
    const unreadable = createCorePersister(fakeBridge({ ok: true, value: { blob: '{not json', savedAt: 'x', connection } }).bridge);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await unreadable.restoreClient();
    expect(unreadable.restoredConnection()).toBeNull();
  });

  it('asks the core once when the load started early: the restore takes that answer', async () => {
    const { bridge } = fakeBridge({ ok: true, value: { blob: JSON.stringify(client(7)), savedAt: 'now' } });
    const persister = createCorePersister(bridge);
    persister.loadEarly();
    persister.loadEarly();
    expect(bridge.loadQueryCache).toHaveBeenCalledTimes(1);
    expect(await persister.restoreClient()).toEqual(client(7));
    expect(bridge.loadQueryCache).toHaveBeenCalledTimes(1);
  });

  it('restores nothing from an empty, unreadable or failed load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const stored of [
      { ok: true as const, value: { blob: null, savedAt: null } },
      { ok: true as const, value: { blob: '{not json', savedAt: 'x' } },
      { ok: true as const, value: { blob: JSON.stringify({ timestamp: 'x' }), savedAt: 'x' } },
      { ok: false as const, error: { kind: 'network' as const, message: 'down' } },
    ]) {
      expect(await createCorePersister(fakeBridge(stored).bridge).restoreClient()).toBeUndefined();
    }
  });

  it('throttles saves to the latest state', async () => {
    const { bridge, saved } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    const persister = createCorePersister(bridge, 1000);
    persister.persistClient(client(1));
    persister.persistClient(client(2));
    persister.persistClient(client(3));
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved.map((blob) => (JSON.parse(blob) as PersistedClient).timestamp)).toEqual([3]);
  });

  it('waits while the cache keeps changing (a search being typed), but never longer than the longest wait', async () => {
    const { bridge, saved } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    const persister = createCorePersister(bridge, 1000, 5000);
    // A change every 600 ms: never a quiet second.
    for (let change = 1; change <= 7; change += 1) {
      persister.persistClient(client(change));
      await vi.advanceTimersByTimeAsync(600);
      if (change < 7) expect(saved, `after change ${change}`).toEqual([]);
    }
    // The first change was 4,200 ms ago: the longest wait (5,000 ms) ends before the next quiet second would.
    await vi.advanceTimersByTimeAsync(800);
    expect(saved.map((blob) => (JSON.parse(blob) as PersistedClient).timestamp)).toEqual([7]);
  });

  it('gives way to a search on its way, even after the longest wait, and saves once nobody waits', async () => {
    const { bridge, saved } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    let waiting = true;
    const persister = createCorePersister(bridge, 1000, 5000, () => waiting);
    persister.persistClient(client(1));
    await vi.advanceTimersByTimeAsync(8000);
    expect(saved).toEqual([]);
    waiting = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(saved.map((blob) => (JSON.parse(blob) as PersistedClient).timestamp)).toEqual([1]);
  });

  it('flush writes a pending save at once', async () => {
    const { bridge, saved } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    const persister = createCorePersister(bridge, 1000);
    persister.persistClient(client(7));
    await persister.flush();
    expect(saved).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved).toHaveLength(1);
  });
});

describe('saves within a budget', () => {
  const query = (id: string, chars: number) => ({
    queryKey: ['marketplace', 'n', 'dataset', id],
    queryHash: id,
    state: { status: 'success', data: 'x'.repeat(chars) },
  });
  const withQueries = (...queries: Array<ReturnType<typeof query>>): PersistedClient =>
    ({ timestamp: 1, buster: 'b', clientState: { queries, mutations: [] } }) as unknown as PersistedClient;
  const keptIds = (blob: string | null) => (JSON.parse(blob ?? '{}') as PersistedClient).clientState.queries.map((q) => q.queryHash);

  beforeEach(() => useCacheSaveProblem.setState({ problem: null }));

  it('leaves out the largest records first, so one huge page does not stop the others being kept', () => {
    const client = withQueries(query('a', 100), query('huge', 8_000), query('b', 200), query('big', 3_000));
    expect(keptIds(serialiseWithinBudget(client, 10_000))).toEqual(['a', 'b', 'big']);
    expect(keptIds(serialiseWithinBudget(client, 2_000))).toEqual(['a', 'b']);
    expect(serialiseWithinBudget(client, 20_000)).toBe(JSON.stringify(client));
    expect((serialiseWithinBudget(client, 2_000) ?? '').length).toBeLessThanOrEqual(2_000);
  });

  it('saves the rest when one page is over the budget, every time', async () => {
    const { bridge, saved } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    const persister = createCorePersister(bridge, 10, 100, () => false, 5_000);
    for (const extra of ['c', 'd']) {
      persister.persistClient(withQueries(query('page', 8_000), query('a', 100), query(extra, 100)));
      await persister.flush();
    }
    expect(saved.map(keptIds)).toEqual([
      ['a', 'c'],
      ['a', 'd'],
    ]);
    expect(useCacheSaveProblem.getState().problem).toBeNull();
  });

  it('tells the user when nothing can be saved, and stops telling once a save lands', async () => {
    const { bridge } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    let fail = true;
    bridge.saveQueryCache.mockImplementation(async () =>
      fail
        ? {
            ok: false as const,
            error: {
              kind: 'storage' as const,
              code: 'cache_not_saved' as const,
              message: 'The saved copy of your results could not be written: the disk is full.',
            },
          }
        : { ok: true as const, value: null },
    );
    const persister = createCorePersister(bridge, 10, 100, () => false, 5_000);
    persister.persistClient(withQueries(query('a', 100)));
    await persister.flush();
    expect(useCacheSaveProblem.getState().problem).toMatch(/disk is full/);
    fail = false;
    persister.persistClient(withQueries(query('a', 100)));
    await persister.flush();
    expect(useCacheSaveProblem.getState().problem).toBeNull();
  });

  it('says so when not even an empty copy fits', async () => {
    const { bridge, saved } = fakeBridge({ ok: true, value: { blob: null, savedAt: null } });
    const persister = createCorePersister(bridge, 10, 100, () => false, 10);
    persister.persistClient(withQueries(query('a', 100)));
    await persister.flush();
    expect(saved).toEqual([]);
    expect(useCacheSaveProblem.getState().problem).toMatch(/too large/);
  });
});

describe('shouldPersistQuery', () => {
  it('keeps successful marketplace records only', () => {
    expect(shouldPersistQuery({ queryKey: ['marketplace', 'n', 'detail', 'x'], state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['marketplace', 'n', 'detail', 'x'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['other'], state: { status: 'success' } })).toBe(false);
  });
});
