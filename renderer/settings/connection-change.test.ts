import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConnectionHealth } from '../state/connection-health';
import { connectionNamespace, useConnectionStore } from '../state/connection-store';
import { customStatus, embeddedStatus } from '../state/connection-status.fixture';
import { queryKeys } from '../queries/query-keys';
import { useUiStore } from '../state/ui-store';
import { applyConnectionChange } from './connection-change';

const embedded = embeddedStatus;
const custom = customStatus('https://api.example.com');

describe('applyConnectionChange', () => {
  let client: QueryClient;
  const ns = connectionNamespace(embedded);

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(queryKeys.categories(ns), { data: [] });
    client.setQueryData(queryKeys.account(ns, embedded.maskedKey), { name: 'Demo' });
    client.setQueryData(queryKeys.categories(connectionNamespace(custom)), { data: [{ name: 'other' }] });
    useConnectionStore.setState({ status: embedded, error: null });
    useConnectionHealth.setState({ problem: { kind: 'unauthorized', message: 'bad key' } });
    useUiStore.getState().updateCompatibility({ lastCheck: { datasetIds: ['a', 'b'], useCase: 'research', titles: {}, licenses: {} } });
  });

  it('takes the new status and clears a problem seen with the old one', () => {
    applyConnectionChange(client, embedded, { ...embedded, maskedKey: 'ls_demo_Zz…' });
    expect(useConnectionStore.getState().status?.maskedKey).toBe('ls_demo_Zz…');
    expect(useConnectionHealth.getState().problem).toBeNull();
  });

  it('on a connection change keeps what the old marketplace sent, under its own namespace, for a switch back, and drops its failures', async () => {
    const failed = queryKeys.dataset(ns, 'gone');
    await client.prefetchQuery({ queryKey: failed, queryFn: () => Promise.reject(new Error('The marketplace could not be reached.')), retry: false });
    applyConnectionChange(client, embedded, custom);
    expect(client.getQueryData(queryKeys.categories(ns))).toEqual({ data: [] });
    expect(client.getQueryData(queryKeys.account(ns, embedded.maskedKey))).toEqual({ name: 'Demo' });
    expect(client.getQueryCache().find({ queryKey: failed })).toBeUndefined();
    expect(client.getQueryData(queryKeys.categories(connectionNamespace(custom)))).toEqual({ data: [{ name: 'other' }] });
    expect(useUiStore.getState().compatibility.lastCheck).toBeUndefined();

    // Back: the records are there, never asked for again.
    applyConnectionChange(client, custom, embedded);
    expect(client.getQueryData(queryKeys.categories(ns))).toEqual({ data: [] });
  });

  it('on a key change drops the account record and marks the rest stale without discarding it', () => {
    applyConnectionChange(client, embedded, { ...embedded, maskedKey: 'ls_live_Xy…' });
    expect(client.getQueryData(queryKeys.account(ns, embedded.maskedKey))).toBeUndefined();
    const categories = client.getQueryCache().find({ queryKey: queryKeys.categories(ns) });
    expect(categories?.state.data).toEqual({ data: [] });
    expect(categories?.state.isInvalidated).toBe(true);
    expect(useUiStore.getState().compatibility.lastCheck).toBeDefined();
  });

  it('on a key change drops a query that failed with the old key and holds nothing, so it is asked again', async () => {
    const failed = queryKeys.datasetList(ns, { q: 'traffic' });
    await client.prefetchQuery({ queryKey: failed, queryFn: () => Promise.reject(new Error('No API key is set for this marketplace.')), retry: false });
    expect(client.getQueryCache().find({ queryKey: failed })?.state.status).toBe('error');
    applyConnectionChange(client, embedded, { ...embedded, maskedKey: 'ls_live_Xy…' });
    expect(client.getQueryCache().find({ queryKey: failed })).toBeUndefined();
    expect(client.getQueryData(queryKeys.categories(ns))).toEqual({ data: [] });
  });

  it('leaves the cache alone when neither marketplace nor key changed (e.g. a notice was added)', () => {
    applyConnectionChange(client, embedded, { ...embedded, notices: ['Kept in memory for this run only.'] });
    const categories = client.getQueryCache().find({ queryKey: queryKeys.categories(ns) });
    expect(categories?.state.isInvalidated).toBe(false);
    expect(client.getQueryData(queryKeys.account(ns, embedded.maskedKey))).toEqual({ name: 'Demo' });
  });
});
