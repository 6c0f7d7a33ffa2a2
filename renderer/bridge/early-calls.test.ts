import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';

type EarlyCalls = typeof import('./early-calls');
let early: EarlyCalls;
beforeEach(async () => {
  vi.resetModules();
  early = await import('./early-calls');
});

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the early questions', () => {
  it('are sent once each, and each request is taken once', async () => {
    const send = vi.fn((channel: InvokeChannel) => Promise.resolve(answer({ ok: true, value: channel })));
    early.askEarly(send);
    early.askEarly(send);
    expect(send.mock.calls.map(([channel]) => channel)).toEqual([...early.EARLY_CHANNELS]);
    const request = early.takeEarlyRequest('ui-state:get', undefined);
    expect(await (await request!).json()).toEqual({ ok: true, value: 'ui-state:get' });
    expect(early.takeEarlyRequest('ui-state:get', undefined)).toBeUndefined();
  });

  it('answer no call with input, and no channel they did not ask', () => {
    early.askEarly((channel) => Promise.resolve(answer({ ok: true, value: channel })));
    expect(early.takeEarlyRequest('query-cache:load', { anything: true })).toBeUndefined();
    expect(early.takeEarlyRequest('connection:status', undefined)).toBeUndefined();
  });

  it('are not sent once the app has begun to ask (a script that arrived late)', () => {
    expect(early.takeEarlyRequest('ui-state:get', undefined)).toBeUndefined();
    const send = vi.fn(() => Promise.resolve(answer({ ok: true, value: null })));
    early.askEarly(send);
    expect(send).not.toHaveBeenCalled();
  });

  it('never include the connection status, which would start the demo marketplace', () => {
    expect(early.EARLY_CHANNELS).not.toContain('connection:status');
  });
});

describe("the page's bridge", () => {
  it('reads an early request instead of asking again, then asks the core itself', async () => {
    const fetch = vi.fn(async () => answer({ ok: true, value: 'asked again' }));
    vi.stubGlobal('fetch', fetch);
    try {
      early.askEarly((channel) => Promise.resolve(answer({ ok: true, value: `early ${channel}` })));
      const { createBrowserBridge } = await import('./browser-bridge');
      const bridge = createBrowserBridge();
      expect(await bridge.getUiState()).toEqual({ ok: true, value: 'early ui-state:get' });
      expect(fetch).not.toHaveBeenCalled();
      expect(await bridge.getUiState()).toEqual({ ok: true, value: 'asked again' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('turns a failed early request into the same failure as a failed call', async () => {
    try {
      early.askEarly(() => Promise.reject(new TypeError('Failed to fetch')));
      const { createBrowserBridge } = await import('./browser-bridge');
      const result = await createBrowserBridge().loadQueryCache();
      expect(result.ok).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
