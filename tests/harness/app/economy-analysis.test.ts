import { describe, expect, it } from 'vitest';
import { datasetQueryParams } from '../../../electron/core/http/marketplace-client';
import { CACHE_POLICIES } from '../../../renderer/queries/query-client';
import { analyseEconomy, findDuplicates } from './economy-analysis';
import { compatibilityKey, datasetKeys, listKey, resourceKey, resourceKindOfKey, type ServedRequest } from './marketplace-requests';

function served(url: string, startedAt: number, overrides: Partial<ServedRequest> = {}): ServedRequest {
  return { method: 'GET', url, body: '', status: 200, keyed: true, startedAt, endedAt: startedAt + 10, ...overrides };
}

describe('resource keys', () => {
  it('ignore the order of query parameters and of the datasets in a check', () => {
    expect(resourceKey('GET', '/v1/datasets?q=a&page=1')).toBe(resourceKey('get', '/v1/datasets?page=1&q=a'));
    const body = (ids: string[]) => JSON.stringify({ dataset_ids: ids, use_case: 'research' });
    expect(resourceKey('POST', '/v1/licenses/compatibility', body(['b', 'a']))).toBe(resourceKey('POST', '/v1/licenses/compatibility', body(['a', 'b'])));
    expect(compatibilityKey(['b', 'a'], 'commercial_training')).toBe(
      resourceKey('POST', '/v1/licenses/compatibility', JSON.stringify({ dataset_ids: ['a', 'b'] })),
    );
  });

  it('name their resource kind', () => {
    expect(resourceKindOfKey(listKey({ q: 'x' }, 1))).toBe('lists');
    expect(resourceKindOfKey(datasetKeys.detail('d1'))).toBe('detail');
    expect(resourceKindOfKey(datasetKeys.quality('d1'))).toBe('quality');
    expect(resourceKindOfKey(datasetKeys.license('d1'))).toBe('license');
    expect(resourceKindOfKey(resourceKey('GET', '/v1/datasets/d1/badge.svg'))).toBe('other');
  });

  it('of a list are the ones the core requests for the same search', () => {
    const search = { q: 'chest scans', category: 'Medical Imaging', hipaa: true, gdpr: false, lqs_min: 80, per_page: 20 };
    const core = datasetQueryParams({ ...search, page: 2 });
    expect(listKey(search, 2)).toBe(resourceKey('GET', `/v1/datasets?${core.toString()}`));
  });
});

describe('duplicates', () => {
  const window = CACHE_POLICIES.lists.staleTime;

  it('are requests for a resource whose earlier answer is still fresh', () => {
    const requests = [served('/v1/datasets?q=a&page=1', 0), served('/v1/datasets?page=1&q=a', 5_000)];
    expect(findDuplicates(requests)).toEqual([{ key: resourceKey('GET', '/v1/datasets?q=a&page=1'), afterMs: 4_990, windowMs: window }]);
  });

  it('include a second request while the first is still in flight', () => {
    const requests = [served('/v1/me', 0, { endedAt: 500 }), served('/v1/me', 100)];
    expect(findDuplicates(requests)).toHaveLength(1);
  });

  it('exclude a refresh after the freshness window, and a retry after a failure', () => {
    expect(findDuplicates([served('/v1/datasets?q=a', 0), served('/v1/datasets?q=a', window + 20)])).toEqual([]);
    expect(findDuplicates([served('/v1/categories', 0, { status: 503 }), served('/v1/categories', 2_000)])).toEqual([]);
  });
});

describe('analyseEconomy', () => {
  it('compares what was served with what the session needed, leaving out requests without a key', () => {
    const needed = new Set([listKey({ q: 'a' }, 1), datasetKeys.detail('d1'), datasetKeys.detail('d2')]);
    const requests = [
      served('/v1/datasets?q=a&page=1', 0),
      served('/v1/datasets?q=a&page=2', 100),
      served('/v1/datasets/d1', 200),
      served('/v1/datasets/d1/badge.svg', 300, { keyed: false }),
    ];
    const report = analyseEconomy(requests, needed);
    expect(report).toMatchObject({ served: 3, unkeyed: 1, distinctServed: 3, floor: 3, duplicates: [] });
    expect(report.unneeded).toEqual([{ key: listKey({ q: 'a' }, 2), times: 1 }]);
    expect(report.notServed).toEqual([datasetKeys.detail('d2')]);
    expect(report.byKind).toEqual({ lists: 2, detail: 1 });
  });
});
