/** The marketplace request a cached query stands for (its key, renderer/queries/query-keys.ts), for the request log. */
import { USE_CASES, type UseCase } from '../../shared/wire/api-types';
import type { DatasetListQuery } from '../queries/query-keys';
import { resourceOfKey } from '../queries/query-keys';
import { accountRequest, compatibilityRequest, datasetRequest, searchRequest, type ApiRequest } from '../copy-as-code/request-code';

const isUseCase = (value: unknown): value is UseCase => (USE_CASES as readonly unknown[]).includes(value);

export function requestOfKey(key: readonly unknown[]): ApiRequest | null {
  const part = key[3];
  switch (resourceOfKey(key)) {
    case 'lists':
      return typeof part === 'object' && part !== null ? searchRequest(part as DatasetListQuery) : null;
    case 'detail':
      return typeof part === 'string' ? datasetRequest(part) : null;
    case 'quality':
      return typeof part === 'string' ? datasetRequest(part, '/quality') : null;
    case 'license':
      return typeof part === 'string' ? datasetRequest(part, '/license') : null;
    case 'categories':
      return { method: 'GET', path: '/v1/categories' };
    case 'account':
      return accountRequest;
    case 'compatibility': {
      const check = part as { datasetIds?: unknown; useCase?: unknown } | undefined;
      if (!Array.isArray(check?.datasetIds) || !isUseCase(check.useCase)) return null;
      return compatibilityRequest(check.datasetIds.map(String), check.useCase);
    }
    case null:
      return null;
  }
}
