import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBridge } from './browser-bridge';
import { CORE_NOT_RESPONDING_MESSAGE } from '../../shared/ipc/core-unreachable';

type FetchArgs = [string, RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Records what the bridge asks of EventSource, and lets a test play the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const handler of this.handlers.get(type) ?? []) handler(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.useRealTimers();
});

describe('createBrowserBridge: methods', () => {
  it('POSTs the input to api/<channel> under the page, signed in by its cookie (no token), and returns the core Result', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => jsonResponse(200, { ok: true, value: { data: [], meta: { total: 0 } } }));
    const bridge = createBrowserBridge({ fetch: fetch as unknown as typeof globalThis.fetch });
    const result = await bridge.searchDatasets({ q: 'speech', per_page: 20 });
    expect(result).toEqual({ ok: true, value: { data: [], meta: { total: 0 } } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('api/datasets:search');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('X-Shell-Token')).toBeNull();
    expect(init?.body).toBe(JSON.stringify({ q: 'speech', per_page: 20 }));
  });

  it('sends no body for a method without input, and passes a core error through', async () => {
    const error = { kind: 'quota_exceeded', message: 'Used up.', resetAt: '2030-01-01T00:00:00Z' };
    const fetch = vi.fn(async (..._args: FetchArgs) => jsonResponse(200, { ok: false, error }));
    const bridge = createBrowserBridge({ fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await bridge.getAccount()).toEqual({ ok: false, error });
    expect(fetch.mock.calls[0]?.[1].body).toBeUndefined();
  });

  it('turns a shell that does not answer into a network error', async () => {
    const bridge = createBrowserBridge({ fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch });
    expect(await bridge.getAppInfo()).toEqual({ ok: false, error: { kind: 'network', message: CORE_NOT_RESPONDING_MESSAGE } });
  });

  it('explains a tab the core does not recognise, and an answer that is not a Result', async () => {
    const refusing = createBrowserBridge({ fetch: (async () => jsonResponse(401, { ok: false })) as typeof globalThis.fetch });
    const refused = await refusing.getAppInfo();
    expect(refused.ok === false && refused.error.kind).toBe('network');
    expect(refused.ok === false && refused.error.message).toMatch(/did not recognise this tab .*Open the new link/);

    const odd = createBrowserBridge({ fetch: (async () => new Response('<html>proxy</html>', { status: 502 })) as typeof globalThis.fetch });
    const oddResult = await odd.getAppInfo();
    expect(oddResult.ok === false && oddResult.error.message).toMatch(/HTTP 502/);
  });
});

describe('createBrowserBridge: events', () => {
  const options = () => ({ fetch: vi.fn() as unknown as typeof fetch, EventSource: FakeEventSource as unknown as typeof EventSource });

  it('opens one stream on the first subscription and delivers each event to its listeners', () => {
    const bridge = createBrowserBridge(options());
    const quota = vi.fn();
    const stats = vi.fn();
    bridge.onQuotaChanged(quota);
    bridge.onSessionStatsChanged(stats);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]?.url).toBe('api/events');
    FakeEventSource.instances[0]?.emit('quota:changed', { remaining: 41 });
    expect(quota).toHaveBeenCalledWith({ remaining: 41 });
    expect(stats).not.toHaveBeenCalled();
  });

  it('closes the stream when the last listener leaves', () => {
    const bridge = createBrowserBridge(options());
    const stop = bridge.onQuotaChanged(() => undefined);
    stop();
    expect(FakeEventSource.instances[0]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reopens a stream the browser gave up on, waiting longer each time', () => {
    vi.useFakeTimers();
    const bridge = createBrowserBridge({ ...options(), reconnectDelays: { initial: 100, max: 1000 } });
    const quota = vi.fn();
    bridge.onQuotaChanged(quota);
    FakeEventSource.instances[0]?.fail();
    vi.advanceTimersByTime(99);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]?.fail();
    vi.advanceTimersByTime(199);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.instances[2]?.emit('quota:changed', { remaining: 3 });
    expect(quota).toHaveBeenCalledWith({ remaining: 3 });
  });
});
