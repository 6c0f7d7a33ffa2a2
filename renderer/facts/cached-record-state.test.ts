import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/domain/app-error';
import { readAsCore } from '../../tests/support/readings';
import { queryKeys } from '../queries/query-keys';
import { cachedDataset, cachedRecordState } from './cached-record-state';
import type { QuotaStop } from './record-state';

const open: QuotaStop = { blocked: false, resetTime: null };
const usedUp: QuotaStop = { blocked: true, resetTime: Date.UTC(2030, 0, 2) };
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const key = queryKeys.dataset('ns', 'a');
afterEach(() => client.clear());

describe('a record’s state from the cache alone', () => {
  it('is "not asked" when nothing asked for it, never "loading" (nothing would end it); at quota 0, waiting for the quota', () => {
    expect(cachedRecordState(client, key, open)).toEqual({ state: 'not-known', why: { reason: 'not-asked' } });
    expect(cachedRecordState(client, key, usedUp)).toEqual({ state: 'not-known', why: { reason: 'quota', until: '2030-01-02T00:00:00.000Z' } });
  });

  it('is received with data, loading while asked for, and why it failed after a failure', async () => {
    client.setQueryData(key, { raw: 1 });
    expect(cachedRecordState(client, key, usedUp)).toEqual({ state: 'received', record: { raw: 1 } });
    client.clear();
    let finish: (value: unknown) => void = () => undefined;
    const pending = client.fetchQuery({ queryKey: key, queryFn: () => new Promise((resolve) => (finish = resolve)) });
    expect(cachedRecordState(client, key, open)).toEqual({ state: 'not-known', why: { reason: 'loading' } });
    finish({ raw: 2 });
    await pending;
    client.clear();
    const refused = { kind: 'network', message: 'Connection refused.' } as const;
    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new AppErrorException(refused)) }).catch(() => undefined);
    expect(cachedRecordState(client, key, open)).toEqual({ state: 'not-known', why: { reason: 'offline', error: refused } });
  });

  it('lets a cached list item stand in for a dataset’s detail not asked for', () => {
    const item = readAsCore.item({ id: 'a', title: 'Street Signs' });
    client.setQueryData(queryKeys.datasetList('ns', {}), { pages: [{ items: [item] }], pageParams: [1] });
    expect(cachedDataset(client, 'ns', 'a', open)).toEqual({
      record: { state: 'partial', part: item, rest: { reason: 'not-asked' } },
      quality: { state: 'not-known', why: { reason: 'not-asked' } },
      license: { state: 'not-known', why: { reason: 'not-asked' } },
    });
  });
});
