import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearchCheckState } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  checked: [] as unknown[],
  state: { enabled: true, budget: 2, day: '2026-03-04', spent: 0, results: {} } as SavedSearchCheckState,
  getSavedSearchCheck: async () => ({ ok: true, value: bridge.state }),
  checkSavedSearches: async (input: unknown) => {
    bridge.checked.push(input);
    return { ok: true, value: bridge.state };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { runStartupCheck } = await import('./startup-check');
const { useSavedSearchCheck } = await import('./check-store');
const { useUiStore } = await import('../state/ui-store');
const { queryClient } = await import('../queries/query-client');
const { queryKeys } = await import('../queries/query-keys');
const { useConnectionStore, connectionNamespace } = await import('../state/connection-store');
const { toListQuery } = await import('../../shared/domain/search-query');

beforeEach(() => {
  bridge.checked = [];
  useUiStore.setState({ savedSearches: [{ id: 'a', name: 'A', search: { ...useUiStore.getState().search, q: '  cats ' } }] });
});

describe('the start-up check from the window', () => {
  it('sends nothing while the browser is offline, and says why', async () => {
    await runStartupCheck(false);
    expect(bridge.checked).toEqual([]);
    expect(useSavedSearchCheck.getState().state?.skipped).toBe('Not checked: the computer is offline.');
  });

  it('sends each saved search as the request it runs', async () => {
    await runStartupCheck(true);
    expect(bridge.checked).toEqual([{ searches: [{ id: 'a', name: 'A', query: expect.objectContaining({ q: 'cats' }) }] }]);
  });

  it('caches each checked page over a copy gone stale, never over a fresh one', async () => {
    const status = { kind: 'embedded', baseUrl: 'http://127.0.0.1:1' } as never;
    useConnectionStore.setState({ status });
    const page = (title: string) => ({ items: [{ title }] }) as never;
    const searchOf = (q: string) => ({ ...useUiStore.getState().search, q });
    useUiStore.setState({
      savedSearches: [
        { id: 'stale', name: 'Stale', search: searchOf('stale') },
        { id: 'fresh', name: 'Fresh', search: searchOf('fresh') },
      ],
    });
    const keyOf = (q: string) => queryKeys.datasetList(connectionNamespace(status), toListQuery(searchOf(q)));
    const checkedAt = new Date().toISOString();
    queryClient.setQueryData(keyOf('stale'), { pages: [page('old')], pageParams: [1] }, { updatedAt: Date.now() - 60 * 60_000 });
    queryClient.setQueryData(keyOf('fresh'), { pages: [page('kept'), page('kept 2')], pageParams: [1, 2] });
    const result = (id: string) => ({ id, name: id, checkedAt, count: 0, atLeast: false, undated: 0 });
    bridge.state = { ...bridge.state, results: { stale: result('stale'), fresh: result('fresh') }, pages: { stale: page('new'), fresh: page('new') } };
    await runStartupCheck(true);
    expect(queryClient.getQueryData(keyOf('stale'))).toEqual({ pages: [page('new')], pageParams: [1] });
    expect(queryClient.getQueryState(keyOf('stale'))?.dataUpdatedAt).toBe(Date.parse(checkedAt));
    expect(queryClient.getQueryData(keyOf('fresh'))).toEqual({ pages: [page('kept'), page('kept 2')], pageParams: [1, 2] });
  });
});
