import { describe, expect, it } from 'vitest';
import type { CacheSavingsCounter } from './cache-savings';
import { carriedHits, carrySessionCacheHits, type HitStorage } from './session-cache-hits';

/** A window's cache counter, hit by hand. */
function fakeCounter() {
  let hits = 0;
  const listeners = new Set<() => void>();
  const counter: CacheSavingsCounter = {
    count: () => hits,
    hits: () => [],
    since: 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => listeners.clear(),
  };
  return {
    counter,
    hit: () => {
      hits += 1;
      for (const listener of listeners) listener();
    },
  };
}

function memoryStorage(): HitStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('carrySessionCacheHits', () => {
  it('carries the hits of a core session over a reload of the window', () => {
    const storage = memoryStorage();
    const before = fakeCounter();
    const firstPage = carrySessionCacheHits(before.counter, storage);
    firstPage.joinSession('core-1');
    before.hit();
    before.hit();
    expect(firstPage.count()).toBe(2);

    // The reload: a new page, its counter at zero, the same core session.
    const after = fakeCounter();
    const secondPage = carrySessionCacheHits(after.counter, storage);
    expect(secondPage.count()).toBe(0);
    secondPage.joinSession('core-1');
    expect(secondPage.count()).toBe(2);
    after.hit();
    expect(secondPage.count()).toBe(3);
  });

  it('counts hits made before the session is known, and keeps them too', () => {
    const storage = memoryStorage();
    const page = fakeCounter();
    const hits = carrySessionCacheHits(page.counter, storage);
    page.hit();
    hits.joinSession('core-1');
    expect(hits.count()).toBe(1);
    expect(carriedHits(storage, 'core-1')).toBe(1);
  });

  it('starts a new core session from zero', () => {
    const storage = memoryStorage();
    const page = fakeCounter();
    carrySessionCacheHits(page.counter, storage).joinSession('core-1');
    page.hit();
    const next = carrySessionCacheHits(fakeCounter().counter, storage);
    next.joinSession('core-2');
    expect(next.count()).toBe(0);
  });

  it('tells its listeners about every change', () => {
    const page = fakeCounter();
    const hits = carrySessionCacheHits(page.counter, null);
    let told = 0;
    hits.subscribe(() => (told += 1));
    page.hit();
    hits.joinSession('core-1');
    expect(told).toBe(2);
    expect(hits.count()).toBe(1);
  });

  it('reads a damaged stored figure as none', () => {
    const storage = memoryStorage();
    storage.setItem('dmd.session-cache-hits', '{not json');
    expect(carriedHits(storage, 'core-1')).toBe(0);
  });
});
