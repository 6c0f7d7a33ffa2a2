import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { useConnectionHealth } from '../state/connection-health';
import { connectionNamespace, useConnectionStore } from '../state/connection-store';
import { queryKeys } from '../queries/query-keys';
import { useUiStore } from '../state/ui-store';
import { applyConnectionChange } from './connection-change';

const embedded: ConnectionStatus = {
  kind: 'embedded',
  baseUrl: 'http://127.0.0.1:4100',
  hasKey: true,
  maskedKey: 'ls_demo_Ab…',
  keyStorage: 'memory',
  keyStorageName: 'Memory (this run only)',
  notices: [],
};
const custom: ConnectionStatus = { ...embedded, kind: 'custom', baseUrl: 'https://api.example.com', maskedKey: null, hasKey: false };

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

  it('drops every record of the old marketplace on a connection change, and only those', () => {
    applyConnectionChange(client, embedded, custom);
    expect(client.getQueryData(queryKeys.categories(ns))).toBeUndefined();
    expect(client.getQueryData(queryKeys.account(ns, embedded.maskedKey))).toBeUndefined();
    expect(client.getQueryData(queryKeys.categories(connectionNamespace(custom)))).toEqual({ data: [{ name: 'other' }] });
    expect(useUiStore.getState().compatibility.lastCheck).toBeUndefined();
  });

  it('on a key change drops the account record and marks the rest stale without discarding it', () => {
    applyConnectionChange(client, embedded, { ...embedded, maskedKey: 'ls_live_Xy…' });
    expect(client.getQueryData(queryKeys.account(ns, embedded.maskedKey))).toBeUndefined();
    const categories = client.getQueryCache().find({ queryKey: queryKeys.categories(ns) });
    expect(categories?.state.data).toEqual({ data: [] });
    expect(categories?.state.isInvalidated).toBe(true);
    expect(useUiStore.getState().compatibility.lastCheck).toBeDefined();
  });

  it('leaves the cache alone when neither marketplace nor key changed (e.g. a notice was added)', () => {
    applyConnectionChange(client, embedded, { ...embedded, notices: ['Kept in memory for this run only.'] });
    const categories = client.getQueryCache().find({ queryKey: queryKeys.categories(ns) });
    expect(categories?.state.isInvalidated).toBe(false);
    expect(client.getQueryData(queryKeys.account(ns, embedded.maskedKey))).toEqual({ name: 'Demo' });
  });
});
