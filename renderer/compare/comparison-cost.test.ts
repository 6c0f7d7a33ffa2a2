import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../queries/query-keys';

const bridge = vi.hoisted(() => ({
  sent: [] as string[],
  forgetFailures: async () => ({ ok: true as const, value: undefined }),
  getDataset: async ({ id }: { id: string }) => {
    bridge.sent.push(`detail ${id}`);
    return { ok: true as const, value: { id } };
  },
  getQuality: async ({ id }: { id: string }) => {
    bridge.sent.push(`quality ${id}`);
    return { ok: true as const, value: { id } };
  },
  getLicense: async ({ id }: { id: string }) => {
    bridge.sent.push(`license ${id}`);
    return { ok: true as const, value: { id } };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { comparisonCost, costWords, loadComparedRecords } = await import('./comparison-cost');
const { resetAgreements } = await import('./compare-consent');

/** `a`: detail and quality held; `b`: its licence held on another connection only; `gone`: the marketplace answered 404; `flaky`: its detail failed, its quality failed with an older copy held. */
function clientWithRecords(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cache = client.getQueryCache();
  const fail = (key: readonly unknown[], kind: string, data?: unknown) => {
    const query = cache.build(client, { queryKey: key });
    if (data !== undefined) query.setData(data);
    query.setState({ status: 'error', error: { kind, message: kind } as unknown as Error, errorUpdateCount: 1 });
  };
  client.setQueryData(queryKeys.dataset('ns', 'a'), { raw: {} });
  client.setQueryData(queryKeys.quality('ns', 'a'), { raw: {} });
  client.setQueryData(queryKeys.license('other-connection', 'b'), { raw: {} });
  for (const key of [queryKeys.dataset, queryKeys.quality, queryKeys.license]) fail(key('ns', 'gone'), 'not_found');
  fail(queryKeys.dataset('ns', 'flaky'), 'network');
  fail(queryKeys.quality('ns', 'flaky'), 'network', { raw: {} });
  client.setQueryData(queryKeys.license('ns', 'flaky'), { raw: {} });
  return client;
}

describe('what a comparison costs, and what loading it sends', () => {
  afterEach(() => {
    bridge.sent = [];
    resetAgreements();
  });

  it('counts one request per record not held, none for a held one (even after a failure) or a dataset the marketplace does not have', () => {
    const client = clientWithRecords();
    expect(comparisonCost(client, 'ns', ['a', 'b'])).toBe(4);
    expect(comparisonCost(client, 'ns', ['gone'])).toBe(0);
    expect(comparisonCost(client, 'ns', ['flaky'])).toBe(1);
    expect([0, 1, 4].map(costWords)).toEqual(['no request', '1 request', '4 requests']);
  });

  it('asks again for exactly the failed records it counted, and for nothing while no request may be sent', async () => {
    const client = clientWithRecords();
    loadComparedRecords(client, 'ns', ['gone', 'flaky'], false);
    await vi.waitFor(() => expect(bridge.sent).toEqual([]));
    loadComparedRecords(client, 'ns', ['gone', 'flaky'], true);
    await vi.waitFor(() => expect(bridge.sent).toEqual(['detail flaky']));
    expect(comparisonCost(client, 'ns', ['gone', 'flaky'])).toBe(0);
  });
});
