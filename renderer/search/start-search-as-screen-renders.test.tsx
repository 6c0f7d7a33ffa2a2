// @vitest-environment happy-dom
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../queries/query-client';
import { queryKeys, type DatasetListQuery } from '../queries/query-keys';
import { useStartSearchAsScreenRenders } from './use-dataset-search';

const searchDatasets = vi.fn(() => new Promise(() => undefined));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => ({ searchDatasets }) }));

const QUERY: DatasetListQuery = { q: 'x-ray', per_page: 20 };
/** The namespace the hook reads while no connection is known (connection-store.ts). */
const NAMESPACE = 'unknown';

/** How many searches had been sent when the screen's first render ended, and when its effects ran. */
let sentInRender: number[] = [];
let sentByEffects: number[] = [];

function Screen({ blocked }: { blocked: boolean }) {
  useStartSearchAsScreenRenders(QUERY, blocked);
  sentInRender.push(searchDatasets.mock.calls.length);
  useEffect(() => {
    sentByEffects.push(searchDatasets.mock.calls.length);
  });
  return null;
}

function renderScreen(client: QueryClient, options: { blocked?: boolean; restoring?: boolean } = {}) {
  return render(
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={options.restoring ?? false}>
        <Screen blocked={options.blocked ?? false} />
      </IsRestoringProvider>
    </QueryClientProvider>,
  );
}

const newClient = () => createQueryClient({ mode: 'on', backgroundFetchAllowed: () => true });

beforeEach(() => {
  searchDatasets.mockClear();
  sentInRender = [];
  sentByEffects = [];
});
afterEach(cleanup);

describe('the search a screen opens with', () => {
  it('is sent within the screen’s first render, before its effects, and once', () => {
    const client = newClient();
    const { rerender } = renderScreen(client);
    expect(sentInRender[0]).toBe(1);
    expect(sentByEffects[0]).toBe(1);
    expect(searchDatasets).toHaveBeenCalledWith({ ...QUERY, page: 1 });
    rerender(
      <QueryClientProvider client={client}>
        <IsRestoringProvider value={false}>
          <Screen blocked={false} />
        </IsRestoringProvider>
      </QueryClientProvider>,
    );
    expect(searchDatasets).toHaveBeenCalledTimes(1);
  });

  it('is not sent at quota 0, while the saved copy is restored, with results cached (even stale), or after a failure just now', () => {
    renderScreen(newClient(), { blocked: true });
    renderScreen(newClient(), { restoring: true });

    const cached = newClient();
    // Stale (saved 10 minutes ago): whether to refresh it is the list's rule, which the quota may say no to.
    cached.setQueryData(
      queryKeys.datasetList(NAMESPACE, QUERY),
      { pages: [{ items: [], unreadable: 0 }], pageParams: [1] },
      { updatedAt: Date.now() - 10 * 60_000 },
    );
    renderScreen(cached);

    const failed = newClient();
    const query = failed.getQueryCache().build(failed, { queryKey: queryKeys.datasetList(NAMESPACE, QUERY) });
    query.setState({ status: 'error', error: new Error('offline'), errorUpdatedAt: Date.now() });
    renderScreen(failed);

    expect(searchDatasets).not.toHaveBeenCalled();
  });
});
