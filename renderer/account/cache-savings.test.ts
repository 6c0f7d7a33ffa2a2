import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countCacheSavings, trackCacheSavings, type CacheSavingsCounter } from './cache-savings';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('countCacheSavings', () => {
  let client: QueryClient;
  let counter: CacheSavingsCounter;
  let clock: number;
  let fetches: number;
  const unsubscribers: Array<() => void> = [];

  const queryFn = async () => {
    fetches += 1;
    return { fetched: fetches };
  };

  const mount = (key: string, options: { staleTime?: number; enabled?: boolean; refetchOnMount?: boolean } = {}) => {
    const observer = new QueryObserver(client, {
      queryKey: [key],
      queryFn,
      staleTime: options.staleTime ?? 60_000,
      enabled: options.enabled ?? true,
      refetchOnMount: options.refetchOnMount ?? true,
    });
    unsubscribers.push(observer.subscribe(() => {}));
    return observer;
  };

  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    clock = 0;
    fetches = 0;
    counter = countCacheSavings(client.getQueryCache(), { now: () => clock });
  });

  afterEach(() => {
    while (unsubscribers.length > 0) unsubscribers.pop()?.();
    counter.stop();
    client.clear();
  });

  it('does not count the first load (a request was sent)', async () => {
    mount('a');
    await settle();
    expect(fetches).toBe(1);
    expect(counter.count()).toBe(0);
  });

  it('counts a view served from fresh cached data without a request', async () => {
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    mount('a');
    await settle();
    expect(fetches).toBe(1);
    expect(counter.count()).toBe(1);
  });

  it('does not count stale data that the subscription refetches', async () => {
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    mount('a', { staleTime: 0 });
    await settle();
    expect(fetches).toBe(2);
    expect(counter.count()).toBe(0);
  });

  it('does not count stale data shown without a refetch (it was not fresh)', async () => {
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    mount('a', { staleTime: 0, refetchOnMount: false });
    await settle();
    expect(fetches).toBe(1);
    expect(counter.count()).toBe(0);
  });

  it('does not count a subscription that joins a fetch already in flight', async () => {
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    void client.refetchQueries({ queryKey: ['a'] });
    mount('a');
    await settle();
    expect(counter.count()).toBe(0);
  });

  it('skips disabled subscribers', async () => {
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    mount('a', { enabled: false });
    await settle();
    expect(counter.count()).toBe(0);
  });

  it('counts a mounted view switching back to a fresh cached key', async () => {
    const observer = mount('page-1');
    await settle();
    observer.setOptions({ queryKey: ['page-2'], queryFn, staleTime: 60_000 });
    await settle();
    clock += 5_000;
    observer.setOptions({ queryKey: ['page-1'], queryFn, staleTime: 60_000 });
    await settle();
    expect(fetches).toBe(2);
    expect(counter.count()).toBe(1);
  });

  it('counts two subscribers mounting together once, and again after the window', async () => {
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    mount('a');
    mount('a');
    await settle();
    expect(counter.count()).toBe(1);
    while (unsubscribers.length > 0) unsubscribers.pop()?.();
    clock += 1_000;
    mount('a');
    await settle();
    expect(counter.count()).toBe(2);
  });

  it('tells listeners about each hit and stops counting when stopped', async () => {
    let told = 0;
    counter.subscribe(() => (told += 1));
    await client.fetchQuery({ queryKey: ['a'], queryFn });
    mount('a');
    await settle();
    expect(told).toBe(1);
    counter.stop();
    await client.fetchQuery({ queryKey: ['b'], queryFn });
    mount('b');
    await settle();
    expect(counter.count()).toBe(1);
  });
});

describe('trackCacheSavings', () => {
  it('gives one counter per client', () => {
    const client = new QueryClient();
    expect(trackCacheSavings(client)).toBe(trackCacheSavings(client));
    expect(trackCacheSavings(new QueryClient())).not.toBe(trackCacheSavings(client));
    trackCacheSavings(client).stop();
  });
});
