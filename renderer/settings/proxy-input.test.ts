import { describe, expect, it } from 'vitest';
import { checkManualProxy, splitBypass } from './proxy-input';

describe('checkManualProxy', () => {
  it('takes a proxy address and a bypass list split by commas, spaces or lines', () => {
    expect(checkManualProxy(' http://proxy.example.com:3128 ', 'localhost, .corp.example\n10.0.0.1:8080')).toEqual({
      ok: true,
      url: 'http://proxy.example.com:3128',
      bypass: ['localhost', '.corp.example', '10.0.0.1:8080'],
    });
    expect(splitBypass('  ')).toEqual([]);
  });

  it.each([
    ['', /Enter the proxy address/],
    ['proxy.example.com:3128', /starts with http:\/\//],
    ['ftp://proxy.example.com', /starts with http:\/\//],
    ['http://', /cannot be read|needs a host/],
    ['http://proxy.example.com:3128/path', /without a path/],
  ])('refuses %j with a reason', (url, reason) => {
    const check = checkManualProxy(url, '');
    expect(check).toMatchObject({ ok: false, field: 'url' });
    if (!check.ok) expect(check.message).toMatch(reason);
  });

  it('refuses an over-long bypass list', () => {
    expect(checkManualProxy('http://p:1', Array.from({ length: 101 }, (_, i) => `h${i}`).join(','))).toMatchObject({ ok: false, field: 'bypass' });
  });
});
