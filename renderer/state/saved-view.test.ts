import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';

vi.mock('../bridge/get-bridge', () => ({ getBridge: () => ({}) }));

const { useConnectionStore, connectionNamespace } = await import('./connection-store');
const { followSavedView, offerSavedView } = await import('./saved-view');
const { queryKeys } = await import('../queries/query-keys');

const EMBEDDED = { kind: 'embedded', baseUrl: '' } as const;
const status = (kind: 'embedded' | 'custom', baseUrl: string): ConnectionStatus => ({
  kind,
  baseUrl,
  hasKey: true,
  maskedKey: null,
  keyStorage: 'memory',
  keyStorageName: null,
  notices: [],
});

let client: QueryClient;
let unfollow: () => void = () => undefined;

beforeEach(() => {
  client = new QueryClient();
  useConnectionStore.setState({ status: null, error: null, savedNamespace: null, savedViewDropped: false });
  unfollow = followSavedView(client);
});

afterEach(() => unfollow());

const listKey = (namespace: string) => queryKeys.datasetList(namespace, { q: 'scans' });

describe('the saved last view', () => {
  it('shows the saved results of the connection the core checked them against, before its status', () => {
    client.setQueryData(listKey(connectionNamespace(EMBEDDED)), { pages: [], pageParams: [] });
    offerSavedView(client, EMBEDDED);
    expect(useConnectionStore.getState().savedNamespace).toBe('embedded:built-in');
  });

  it('shows nothing without saved results of that connection, or without a connection', () => {
    client.setQueryData(listKey('custom:https://other.example'), { pages: [], pageParams: [] });
    offerSavedView(client, EMBEDDED);
    offerSavedView(client, null);
    expect(useConnectionStore.getState().savedNamespace).toBeNull();
  });

  it('is not needed once the status is in', () => {
    client.setQueryData(listKey('embedded:built-in'), { pages: [], pageParams: [] });
    useConnectionStore.setState({ status: status('embedded', 'http://127.0.0.1:4100') });
    offerSavedView(client, EMBEDDED);
    expect(useConnectionStore.getState().savedNamespace).toBeNull();
  });

  it('becomes the connection’s view when the status names the same connection, keeping its records', () => {
    client.setQueryData(listKey('embedded:built-in'), { pages: [], pageParams: [] });
    offerSavedView(client, EMBEDDED);
    useConnectionStore.getState().setStatus(status('embedded', 'http://127.0.0.1:4100'));
    expect(useConnectionStore.getState().savedNamespace).toBeNull();
    expect(client.getQueryData(listKey('embedded:built-in'))).toBeDefined();
    expect(useConnectionStore.getState().savedViewDropped).toBe(false);
  });

  it('drops the saved records, and says so, when the status names another connection', () => {
    client.setQueryData(listKey('embedded:built-in'), { pages: [], pageParams: [] });
    client.setQueryData(queryKeys.dataset('embedded:built-in', 'd1'), { id: 'd1' });
    offerSavedView(client, EMBEDDED);
    useConnectionStore.getState().setStatus(status('custom', 'https://api.example.com'));
    expect(client.getQueryData(listKey('embedded:built-in'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.dataset('embedded:built-in', 'd1'))).toBeUndefined();
    expect(useConnectionStore.getState().savedNamespace).toBeNull();
    expect(useConnectionStore.getState().savedViewDropped).toBe(true);
  });
});
