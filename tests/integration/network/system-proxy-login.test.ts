/**
 * Settings → Network → System in the desktop app, where Chromium carries the requests, behind a
 * real proxy that asks for a password (Debian's tinyproxy with basic auth). Chromium is the
 * stand-in `net.request` (tests/packaging/stand-in/stand-in-net.mjs: the system's proxy, the
 * `login` event, the auth cache), driven by the app's own glue (electron/main/chromium-fetch.ts).
 * No credentials: the proxy's 407 reads as the proxy asking, naming it; saved ones pass (counted
 * at the front, by the proxy's outgoing address); wrong ones are offered once and refused, never
 * in a loop; the password is in no log line, diagnostics, answer or file.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/domain/app-error';
import type { NetworkView } from '../../../shared/ipc/network-contract';
import type { Core } from '../../../electron/core/create-core';
import { value } from '../../../electron/core/testing/results';
import { chromiumNetwork } from '../../../electron/main/chromium-fetch';
import { createStandInNet, type StandInNet } from '../../packaging/stand-in/stand-in-net.mjs';
import type { RunningFront } from './marketplace-front';
import type { RunningProxy } from './tinyproxy';
import { clearNetworkEnvironmentPerTest } from './network-environment';
import { filesHolding, PROXY_OUT, proxiedCoresPerTest } from './proxied-front';

const USER = 'buyer';
const PASSWORD = 'pxSystemCanary8Jd3Vn6';

let front: RunningFront;
let proxy: RunningProxy;
let net: StandInNet;

clearNetworkEnvironmentPerTest();

const cores = proxiedCoresPerTest({ user: USER, password: PASSWORD, datasets: 40, seed: 5 });
beforeAll(() => {
  ({ front, proxy } = cores.running());
});
beforeEach(() => {
  // The system's proxy settings: tinyproxy for everything, loopback included (Chromium leaves loopback out unless told).
  net = createStandInNet({ proxy: proxy.url, bypass: '<-loopback>' });
});

const startCore = () =>
  cores.start({ shell: 'electron', chromium: chromiumNetwork({ request: (options) => net.request(options), clearAuthCache: () => net.clearAuthCache() }) });

const passedTheProxy = () => front.requests.filter((request) => request.from === PROXY_OUT).length;
/** Attempts that carried the proxy credentials of `user`, from `since` on. */
const offered = (since: number, user = USER) => net.sent.slice(since).filter((attempt) => attempt.viaProxy && attempt.proxyUser === user).length;

async function refusal(app: Core, query: Record<string, unknown>): Promise<AppError> {
  const result = await app.invoke('datasets:search', query);
  if (result.ok) throw new Error('the search passed the proxy');
  return result.error;
}

describe('a system proxy that asks for a password, through Chromium', () => {
  it('names the proxy that asked when nothing is saved, then passes with the credentials entered for it', async () => {
    const app = await startCore();
    const asked = await refusal(app, { per_page: 2 });
    expect(asked).toMatchObject({ kind: 'network', code: 'proxy_auth_failed' });
    expect(asked.message).toBe(
      `The proxy refused the credentials: the proxy 127.0.0.1:${proxy.port} (from the system's proxy settings) asks for a user name and password, and none were given. Enter them in Settings → Network.`,
    );
    expect(front.requests).toHaveLength(0);
    expect(value<NetworkView>(await app.invoke('network:get', undefined)).system).toEqual({
      from: 'chromium',
      askedBy: { address: `127.0.0.1:${proxy.port}`, outcome: 'asked' },
    });

    const saved = value<NetworkView>(await app.invoke('network:set-credentials', { username: USER, password: PASSWORD }));
    expect(saved.credentialsUser).toBe(USER);
    const since = net.sent.length;
    value(await app.invoke('datasets:search', { per_page: 2 }));
    value(await app.invoke('datasets:search', { per_page: 3 }));
    expect(passedTheProxy()).toBe(2);
    expect(front.requests.every((request) => request.from === PROXY_OUT)).toBe(true);
    // Given once after the 407, then sent ahead from Chromium's auth cache: no second 407.
    expect(net.sent.slice(since).filter((attempt) => attempt.proxyUser === null)).toHaveLength(1);
    expect(offered(since)).toBe(2);
    expect(value<NetworkView>(await app.invoke('network:get', undefined)).system).toMatchObject({ askedBy: { outcome: 'accepted' } });
  });

  it('offers wrong credentials once, then reads every request as refused without offering them again', async () => {
    const app = await startCore();
    value(await app.invoke('network:set-credentials', { username: 'intruder', password: `wrong-${PASSWORD}` }));
    const since = net.sent.length;
    const first = await refusal(app, { per_page: 2 });
    expect(first.code).toBe('proxy_auth_failed');
    // tinyproxy answers wrong credentials 401 (Chromium takes it for the server's): still the proxy's refusal, never the key's.
    // The GET is tried again (retry-policy.ts), and that attempt's 407 is the one reported.
    expect(first.message).toMatch(
      new RegExp(
        `^The proxy refused the credentials: the proxy 127\\.0\\.0\\.1:${proxy.port} \\(from the system's proxy settings\\) answered 40[17]\\. Enter the proxy's user name and password again in Settings → Network\\.$`,
      ),
    );
    expect(offered(since, 'intruder')).toBe(1);

    const again = net.sent.length;
    const second = await refusal(app, { per_page: 3 });
    expect(second.message).toMatch(/^The proxy refused the credentials: .* answered 407\. Enter the proxy's user name and password again/);
    expect(offered(again, 'intruder')).toBe(0);
    expect(front.requests).toHaveLength(0);
    expect(value<NetworkView>(await app.invoke('network:get', undefined)).system).toMatchObject({ askedBy: { outcome: 'refused' } });

    // The right ones, saved after the refusal, are offered at once.
    value(await app.invoke('network:set-credentials', { username: USER, password: PASSWORD }));
    value(await app.invoke('datasets:search', { per_page: 4 }));
    expect(passedTheProxy()).toBe(1);
  });

  it('makes Chromium forget the credentials it kept when they are changed or removed', async () => {
    const app = await startCore();
    value(await app.invoke('network:set-credentials', { username: USER, password: PASSWORD }));
    value(await app.invoke('datasets:search', { per_page: 2 }));
    expect(passedTheProxy()).toBe(1);

    value(await app.invoke('network:clear-credentials', undefined));
    const removed = await refusal(app, { per_page: 3 });
    expect(removed.message).toMatch(/asks for a user name and password, and none were given/);
    expect(passedTheProxy()).toBe(1);
  });

  it('keeps the password out of every log line, diagnostics, answer and file', async () => {
    const app = await startCore();
    await refusal(app, { per_page: 2 });
    const answers: unknown[] = [];
    answers.push(await app.invoke('network:set-credentials', { username: USER, password: PASSWORD }));
    answers.push(await app.invoke('datasets:search', { per_page: 2 }));
    answers.push(await app.invoke('network:get', undefined));
    answers.push(await app.invoke('diagnostics:get', undefined));
    expect(passedTheProxy()).toBe(1);
    const token = Buffer.from(`${USER}:${PASSWORD}`).toString('base64');
    const text = JSON.stringify(answers);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
    await cores.stop();
    expect(await filesHolding(cores.dir(), [PASSWORD, token])).toEqual([]);
    expect(cores.logLines.filter((line) => line.includes(PASSWORD) || line.includes(token))).toEqual([]);
  });
});
