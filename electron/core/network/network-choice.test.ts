import { describe, expect, it } from 'vitest';
import { describeNetworkWith } from './network-description';
import { DEFAULT_NETWORK_SETUP } from './network-setup';
import { chooseTransport } from './transport-choice';

const target = new URL('https://market.example.com/api/v1/datasets');

describe('the HTTP stack the core uses', () => {
  it('is Chromium in Electron for System, undici otherwise', () => {
    expect(chooseTransport({ mode: 'system', extraAuthorities: [] }, true)).toBe('chromium');
    expect(chooseTransport({ mode: 'manual', extraAuthorities: [] }, true)).toBe('undici');
    expect(chooseTransport({ mode: 'none', extraAuthorities: [] }, true)).toBe('undici');
    expect(chooseTransport({ mode: 'system', extraAuthorities: [{ subject: 'CN=A', fingerprintSha256: 'AA', pem: '' }] }, true)).toBe('undici');
    expect(chooseTransport({ mode: 'system', extraAuthorities: [] }, false)).toBe('undici');
  });
});

describe('describeNetwork from the environment', () => {
  it('takes ALL_PROXY when no scheme has its own, lower case first, and never shows credentials', () => {
    const all = describeNetworkWith(DEFAULT_NETWORK_SETUP, { ALL_PROXY: 'http://u:p@10.0.0.1:8080' }, target);
    expect(all.proxy).toEqual({ route: 'proxy', address: '10.0.0.1:8080', source: 'ALL_PROXY', hasCredentials: true });
    const both = describeNetworkWith(DEFAULT_NETWORK_SETUP, { https_proxy: 'http://10.0.0.2:3128', HTTPS_PROXY: 'http://10.0.0.3:3128' }, target);
    expect(both.proxy).toMatchObject({ address: '10.0.0.2:3128', source: 'HTTPS_PROXY', hasCredentials: false });
  });

  it('goes straight to a host NO_PROXY names, and for None', () => {
    const env = { HTTPS_PROXY: 'http://10.0.0.1:3128', NO_PROXY: '.example.com, localhost' };
    expect(describeNetworkWith(DEFAULT_NETWORK_SETUP, env, target)).toMatchObject({
      proxy: { route: 'direct', source: 'no-proxy-match' },
      bypass: ['.example.com', 'localhost'],
    });
    expect(describeNetworkWith({ ...DEFAULT_NETWORK_SETUP, mode: 'none' }, env, target).proxy).toEqual({ route: 'direct', source: 'settings-none' });
    expect(describeNetworkWith(DEFAULT_NETWORK_SETUP, {}, target).proxy).toEqual({ route: 'direct', source: 'none-set' });
  });
});
