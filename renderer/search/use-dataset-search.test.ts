import { InfiniteQueryObserver, QueryClient, type Query } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../queries/query-client';
import { queryKeys } from '../queries/query-keys';
import { readAsCore } from '../../tests/support/readings';
import { FAILURE_MEMORY_MS } from '../../shared/ipc/ipc-contract';
import { isSearchCached, mayAskAgain, flattenPages } from './use-dataset-search';
import { nextPageNumber } from '../../shared/display/next-page';

const page = (ids: string[], meta: Record<string, unknown>, extra: unknown[] = []) => readAsCore.page({ data: [...ids.map((id) => ({ id })), ...extra], meta });

describe('nextPageNumber', () => {
  it('follows has_more when given', () => {
    expect(nextPageNumber([page(['a'], { has_more: true })], 20)).toBe(2);
    expect(nextPageNumber([page(['a'], { has_more: false, total: 99 })], 20)).toBeUndefined();
  });
  it('follows a next link when a server gives one instead', () => {
    expect(nextPageNumber([readAsCore.page({ items: [{ id: 'a' }], links: { next: '/v1/datasets?page=2' } })], 20)).toBe(2);
    expect(nextPageNumber([readAsCore.page({ items: [{ id: 'a' }], links: { next: null } })], 1)).toBeUndefined();
  });
  it('falls back to the total', () => {
    expect(nextPageNumber([page(['a', 'b'], { total: 3 })], 2)).toBe(2);
    expect(nextPageNumber([page(['a', 'b'], { total: 3 }), page(['c'], { total: 3 })], 2)).toBeUndefined();
  });
  it('falls back to a full page, counting entries the app could not use', () => {
    expect(nextPageNumber([page(['a', 'b'], {})], 2)).toBe(2);
    expect(nextPageNumber([page(['a'], {}, [{ title: 'no id' }])], 2)).toBe(2);
    expect(nextPageNumber([page(['a'], {})], 2)).toBeUndefined();
  });
  it('stops at an empty page', () => {
    expect(nextPageNumber([page([], { has_more: true })], 2)).toBeUndefined();
    expect(nextPageNumber([], 2)).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('keeps order, drops repeats and records without an id', () => {
    const pages = [page(['a', 'b'], {}), page(['b', 'c'], {}, [{ title: 'no id' }])];
    expect(flattenPages(pages).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('mayAskAgain', () => {
  const state = (status: 'error' | 'success' | 'pending', errorUpdatedAt: number) =>
    ({ state: { status, errorUpdatedAt } }) as Parameters<typeof mayAskAgain>[0];
  it('does not ask again for a search that failed within the last minute', () => {
    expect(mayAskAgain(state('error', 1_000), 1_000)).toBe(false);
    expect(mayAskAgain(state('error', 1_000), 1_000 + FAILURE_MEMORY_MS - 1)).toBe(false);
  });
  it('asks again once the failure is older than the core remembers it, and for anything but a failure', () => {
    expect(mayAskAgain(state('error', 1_000), 1_000 + FAILURE_MEMORY_MS)).toBe(true);
    expect(mayAskAgain(state('success', 0), 5)).toBe(true);
    expect(mayAskAgain(state('pending', 0), 5)).toBe(true);
  });
});

describe('a search whose answer came before its list showed it', () => {
  async function requestsFor(outcome: 'fails' | 'answers', mode: 'on' | 'off', guard: boolean): Promise<number> {
    const client = createQueryClient({ mode, backgroundFetchAllowed: () => true });
    const queryKey = queryKeys.datasetList('n', { q: 'imagery' });
    const queryFn = vi.fn(async () => {
      if (outcome === 'fails') throw new Error('503');
      return readAsCore.page({ data: [{ id: 'a' }], meta: { total: 1 } });
    });
    const options = { queryKey, queryFn, initialPageParam: 1, getNextPageParam: () => undefined };
    // The search is sent as its wait ends; the list renders (and mounts its query) once it is in.
    await client.prefetchInfiniteQuery(options);
    const observer = new InfiniteQueryObserver(client, { ...options, ...(guard ? { enabled: (query) => mayAskAgain(query) } : {}) });
    const stop = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    client.clear();
    return queryFn.mock.calls.length;
  }

  it('is not asked again when the list mounts: one failure, one request', async () => {
    expect(await requestsFor('fails', 'on', true)).toBe(1);
    // What the guard prevents: react-query retries a failed query when a view mounts it.
    expect(await requestsFor('fails', 'on', false)).toBe(2);
  });

  it('is not asked again when it answered, even with caching off', async () => {
    expect(await requestsFor('answers', 'on', true)).toBe(1);
    expect(await requestsFor('answers', 'off', true)).toBe(1);
  });

  it('is not asked again when the list switches to it from the previous search, answered or failed, even with caching off', async () => {
    for (const [mode, outcome] of [
      ['on', 'answers'],
      ['off', 'answers'],
      ['on', 'fails'],
    ] as const) {
      const client = createQueryClient({ mode, backgroundFetchAllowed: () => true });
      const queryFn = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => {
        if (outcome === 'fails' && JSON.stringify(queryKey).includes('mri')) throw new Error('503');
        return readAsCore.page({ data: [{ id: 'a' }], meta: { total: 1 } });
      });
      const optionsFor = (q: string) => ({
        queryKey: queryKeys.datasetList('n', { q }),
        queryFn,
        initialPageParam: 1,
        getNextPageParam: () => undefined,
        enabled: (query: Pick<Query, 'state'>) => mayAskAgain(query),
      });
      const observer = new InfiniteQueryObserver(client, optionsFor('scans'));
      const stop = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
      await client.prefetchInfiniteQuery(optionsFor('scans mri'));
      observer.setOptions(optionsFor('scans mri'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      stop();
      client.clear();
      expect(queryFn).toHaveBeenCalledTimes(2);
    }
  });
});

describe('isSearchCached', () => {
  it('finds a search by its key among the others cached, fresh only', () => {
    const client = new QueryClient();
    const answer = { pages: [], pageParams: [] };
    client.setQueryData(queryKeys.datasetList('ns', { q: 'speech', per_page: 20 }), answer);
    client.setQueryData(queryKeys.datasetList('ns', { q: 'audio', per_page: 20 }), answer);
    expect(isSearchCached(client, 'ns', { per_page: 20, q: 'speech' })).toBe(true);
    expect(isSearchCached(client, 'ns', { q: 'speec', per_page: 20 })).toBe(false);
    expect(isSearchCached(client, 'other', { q: 'speech', per_page: 20 })).toBe(false);
    client.setQueryData(queryKeys.datasetList('ns', { q: 'old', per_page: 20 }), answer, { updatedAt: Date.now() - 365 * 24 * 3_600_000 });
    expect(isSearchCached(client, 'ns', { q: 'old', per_page: 20 })).toBe(false);
  });
});
