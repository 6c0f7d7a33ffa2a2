import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { Result } from '../../shared/domain/app-error';
import type { StoredQueryCache } from '../../shared/ipc/ipc-contract';
import { createCorePersister, shouldPersistQuery } from './query-persister';

const client = (timestamp: number): PersistedClient => ({ timestamp, buster: 'b', clientState: { queries: [], mutations: [] } });

function fakeBridge(stored: Result<StoredQueryCache>) {
  const saved: string[] = [];
  return {
    saved,
    bridge: {
      loadQueryCache: vi.fn(async () => stored),
      saveQueryCache: vi.fn(async ({ blob }: { blob: string }) => {
        saved.push(blob);
        return { ok: true as const, value: null };
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

describe('shouldPersistQuery', () => {
  it('keeps successful marketplace records only', () => {
    expect(shouldPersistQuery({ queryKey: ['marketplace', 'n', 'detail', 'x'], state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['marketplace', 'n', 'detail', 'x'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['other'], state: { status: 'success' } })).toBe(false);
  });
});
