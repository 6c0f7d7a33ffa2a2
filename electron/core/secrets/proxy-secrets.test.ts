import { describe, expect, it } from 'vitest';
import { proxyPasswords } from './proxy-secrets';

describe('proxyPasswords', () => {
  it('finds the password of each proxy variable, as written and decoded', () => {
    expect(proxyPasswords({ HTTPS_PROXY: 'http://alice:p%40ss@proxy:3128', http_proxy: 'http://bob:plain@proxy:3128' }).sort()).toEqual(
      ['p%40ss', 'p@ss', 'plain'].sort(),
    );
  });

  it('finds none where no proxy has one', () => {
    expect(proxyPasswords({ HTTPS_PROXY: 'http://proxy:3128', ALL_PROXY: 'socks5://user@proxy:1080' })).toEqual([]);
    expect(proxyPasswords({})).toEqual([]);
  });
});
