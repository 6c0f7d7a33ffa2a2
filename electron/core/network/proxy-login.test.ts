import { describe, expect, it } from 'vitest';
import { decideProxyLogin, type LoginChallenge, type ProxyLoginKnown } from './proxy-login';
import { createProxyLoginMemory } from './proxy-login-memory';

const saved = { username: 'buyer', password: 'pxUnitCanary4Rt8' };
const proxyAsks: LoginChallenge = { isProxy: true, scheme: 'basic', host: '10.0.0.1', port: 3128, realm: 'Company proxy' };
const asking = { address: '10.0.0.1:3128', realm: 'Company proxy' };
const nothing: ProxyLoginKnown = { saved: null, refusedSaved: [], answered: null };

describe("the answer to Chromium's login request", () => {
  it('gives a proxy that asks the saved credentials, once', () => {
    expect(decideProxyLogin(proxyAsks, { ...nothing, saved })).toEqual({ answer: saved, learnt: { proxy: asking, refused: false } });
  });

  it('cancels when the same proxy asks again on the same request: it refused them', () => {
    expect(decideProxyLogin(proxyAsks, { ...nothing, saved, answered: asking })).toEqual({ answer: 'cancel', learnt: { proxy: asking, refused: true } });
  });

  it('does not offer a proxy the credentials it refused before, but does offer them to another proxy or realm', () => {
    const known = { ...nothing, saved, refusedSaved: [asking] };
    expect(decideProxyLogin(proxyAsks, known)).toEqual({ answer: 'cancel', learnt: { proxy: asking, refused: true } });
    expect(decideProxyLogin({ ...proxyAsks, host: '10.0.0.2' }, known).answer).toEqual(saved);
    expect(decideProxyLogin({ ...proxyAsks, realm: 'Other' }, known).answer).toEqual(saved);
  });

  it('cancels, and notes that the proxy asked, when nothing is saved', () => {
    expect(decideProxyLogin(proxyAsks, nothing)).toEqual({ answer: 'cancel', learnt: { proxy: asking, refused: false } });
  });

  it("never answers a server's challenge with the proxy's credentials", () => {
    const server: LoginChallenge = { isProxy: false, scheme: 'basic', host: 'market.example.com', port: 443, realm: 'Market' };
    expect(decideProxyLogin(server, { ...nothing, saved })).toEqual({ answer: 'cancel', learnt: null });
    expect(decideProxyLogin(server, { ...nothing, saved, answered: asking })).toEqual({ answer: 'cancel', learnt: null });
  });

  it('reads a 401 in the realm of the proxy this request just answered as that proxy refusing them', () => {
    const tinyproxy401: LoginChallenge = { isProxy: false, scheme: 'basic', host: 'market.example.com', port: 80, realm: 'Company proxy' };
    expect(decideProxyLogin(tinyproxy401, { ...nothing, saved, answered: asking })).toEqual({ answer: 'cancel', learnt: { proxy: asking, refused: true } });
  });

  it('names an IPv6 proxy with brackets', () => {
    expect(decideProxyLogin({ ...proxyAsks, host: 'fd00::1' }, nothing).learnt?.proxy.address).toBe('[fd00::1]:3128');
  });
});

describe('the memory of proxy logins', () => {
  it('keeps the proxy that asked last and how it went, and forgets refusals when the credentials change', () => {
    const memory = createProxyLoginMemory();
    expect(memory.lastAsked()).toBeNull();
    memory.learn({ proxy: asking, refused: false });
    expect(memory.lastAsked()).toEqual({ proxy: asking, outcome: 'asked' });
    memory.learn({ proxy: asking, refused: true });
    memory.learn({ proxy: asking, refused: true });
    expect(memory.refusedSaved()).toEqual([asking]);
    expect(memory.lastAsked()).toEqual({ proxy: asking, outcome: 'refused' });
    memory.credentialsChanged();
    expect(memory.refusedSaved()).toEqual([]);
    expect(memory.lastAsked()).toEqual({ proxy: asking, outcome: 'asked' });
    memory.accepted(asking);
    expect(memory.lastAsked()).toEqual({ proxy: asking, outcome: 'accepted' });
  });
});
