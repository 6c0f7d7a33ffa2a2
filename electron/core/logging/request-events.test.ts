import { describe, expect, it } from 'vitest';
import type { NetworkDescription } from '../network/network-description';
import { failedRequest } from './request-events';

const network: NetworkDescription = {
  proxy: { route: 'proxy', address: '127.0.0.1:3128', source: 'HTTP_PROXY', hasCredentials: false },
  bypass: [],
  mode: 'system',
  certificates: { extraAuthorities: [], nodeExtraCaCerts: null },
};
const attempt = { method: 'GET', url: new URL('http://m.example/v1/datasets/ds_1?q=x'), startedAt: new Date(0), status: null, headers: null };

describe('failedRequest', () => {
  it('names a proxy fault by its own code, not as a bare network failure', () => {
    expect(failedRequest({ ...attempt, failure: 'network', faultCode: 'proxy_unreachable' }, network, new Date(0))).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      method: 'GET',
      route: '/v1/datasets/:id',
      status: null,
      code: 'proxy_unreachable',
      proxy: 'proxy 127.0.0.1:3128 (from HTTP_PROXY)',
    });
    expect(failedRequest({ ...attempt, failure: 'timeout' }, network, new Date(0))?.code).toBe('timeout');
  });
});
