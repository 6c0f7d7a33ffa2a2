import { describe, expect, it } from 'vitest';
import { routeTemplate } from './route-template';

describe('routeTemplate', () => {
  it.each([
    ['/v1/datasets?q=cats&api_key=ls_live_x', '/v1/datasets'],
    ['/v1/datasets/ds_8f2a', '/v1/datasets/:id'],
    ['/v1/datasets/ds%2F8f2a/quality', '/v1/datasets/:id/quality'],
    ['/api/market/v1/datasets/abc/license#x', '/v1/datasets/:id/license'],
    ['/v1/licenses/compatibility', '/v1/licenses/compatibility'],
    ['/v1/me', '/v1/me'],
    ['/files/ls_live_secret/rows.csv', '/:id/:id/:id'],
    ['', '/'],
  ])('reads %j as %j', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});
