import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/query-keys';
import { comparisonCost, costWords } from './comparison-cost';

describe('what a comparison costs', () => {
  it('counts one request per record the cache does not hold', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.dataset('ns', 'a'), { raw: {} });
    client.setQueryData(queryKeys.quality('ns', 'a'), { raw: {} });
    client.setQueryData(queryKeys.license('other-connection', 'b'), { raw: {} });
    expect(comparisonCost(client, 'ns', ['a', 'b'])).toBe(4);
    expect([0, 1, 4].map(costWords)).toEqual(['no request', '1 request', '4 requests']);
  });
});
