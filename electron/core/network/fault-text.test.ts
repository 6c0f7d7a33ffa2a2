import { describe, expect, it } from 'vitest';
import { faultText, type FaultContext } from './fault-text';
import { classifyChromiumError, classifyNetworkError } from './network-fault';

const through = (hasCredentials: boolean): FaultContext => ({
  host: 'market.example.com',
  proxy: { route: 'proxy', address: '10.0.0.1:3128', source: 'HTTPS_PROXY', hasCredentials },
  shell: 'browser',
  certificate: null,
});

describe('the proxy refusing the credentials, in words', () => {
  it('names the status the proxy answered, 401 as well as 407', () => {
    const tunnel401 = classifyNetworkError(new Error('Proxy response (401) !== 200 when HTTP Tunneling'), true);
    expect(tunnel401).toEqual({ kind: 'proxy_auth', status: 401 });
    if (tunnel401 === null) return;
    expect(faultText(tunnel401, through(true))).toBe(
      "The proxy refused the credentials: the proxy 10.0.0.1:3128 (from HTTPS_PROXY) answered 401. Enter the proxy's user name and password again in Settings → Network.",
    );
    const chromium = classifyChromiumError(new Error('net::ERR_PROXY_AUTH_REQUESTED'));
    expect(chromium).toEqual({ kind: 'proxy_auth', status: 407 });
  });

  it('claims no status it does not know, and says when none were given', () => {
    expect(faultText({ kind: 'proxy_auth', status: 0 }, through(true))).toMatch(/10\.0\.0\.1:3128 \(from HTTPS_PROXY\) turned them down\./);
    expect(faultText({ kind: 'proxy_auth', status: 407 }, through(false))).toBe(
      'The proxy refused the credentials: the proxy 10.0.0.1:3128 (from HTTPS_PROXY) asks for a user name and password, and none were given. Enter them in Settings → Network.',
    );
  });
});
