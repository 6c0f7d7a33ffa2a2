import { describe, expect, it } from 'vitest';
import { createRouter } from './router';

const routes = [
  { method: 'GET', path: '/v1/datasets', name: 'list' },
  { method: 'GET', path: '/v1/datasets/{id}', name: 'detail' },
  { method: 'GET', path: '/v1/datasets/{id}/quality', name: 'quality' },
  { method: 'POST', path: '/v1/licenses/compatibility', name: 'compat' },
];
const router = createRouter(routes);

describe('Router', () => {
  it('matches literal paths and captures parameters undecoded', () => {
    expect(router.match('GET', '/v1/datasets')).toMatchObject({ kind: 'found', route: { name: 'list' }, params: {} });
    expect(router.match('GET', '/v1/datasets/a%20b')).toMatchObject({ kind: 'found', route: { name: 'detail' }, params: { id: 'a%20b' } });
    expect(router.match('GET', '/v1/datasets/x/quality')).toMatchObject({ kind: 'found', route: { name: 'quality' }, params: { id: 'x' } });
  });

  it('tolerates one trailing slash', () => {
    expect(router.match('GET', '/v1/datasets/')).toMatchObject({ kind: 'found', route: { name: 'list' } });
  });

  it('says which methods a known path allows', () => {
    expect(router.match('DELETE', '/v1/datasets/x')).toEqual({ kind: 'method_not_allowed', allowed: ['GET'] });
    expect(router.match('GET', '/v1/licenses/compatibility')).toEqual({ kind: 'method_not_allowed', allowed: ['POST'] });
  });

  it('does not match unknown paths or empty parameters', () => {
    expect(router.match('GET', '/v1/datasets//quality')).toEqual({ kind: 'not_found' });
    expect(router.match('GET', '/v1/dataset')).toEqual({ kind: 'not_found' });
    expect(router.match('GET', '/')).toEqual({ kind: 'not_found' });
    expect(router.match('GET', '/v1/datasets/a/b/c')).toEqual({ kind: 'not_found' });
  });
});
