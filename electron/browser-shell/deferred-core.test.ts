import { describe, expect, it, vi } from 'vitest';
import type { CoreEventListener } from '../core/create-core';
import { deferredCore, type ServedCore } from './deferred-core';

function fakeCore() {
  const listeners = new Set<CoreEventListener>();
  const core: ServedCore = {
    invoke: vi.fn(async (channel: string) => ({ ok: true as const, value: channel })),
    onEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { core, listeners };
}

function later<T>() {
  let settle: { resolve(value: T): void; reject(error: unknown): void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('the core while it loads', () => {
  it('answers a call made before it is up once it is', async () => {
    const loading = later<ServedCore>();
    const served = deferredCore(loading.promise);
    const answer = served.invoke('app:info', undefined);
    const { core } = fakeCore();
    loading.resolve(core);
    expect(await answer).toEqual({ ok: true, value: 'app:info' });
  });

  it('attaches an event listener once it is up, and never one detached before', async () => {
    const loading = later<ServedCore>();
    const served = deferredCore(loading.promise);
    served.onEvent(() => undefined);
    const detach = served.onEvent(() => undefined);
    detach();
    const { core, listeners } = fakeCore();
    loading.resolve(core);
    await loading.promise;
    await Promise.resolve();
    expect(listeners.size).toBe(1);
  });

  it('fails the calls of a core that could not load, and nothing else', async () => {
    const loading = later<ServedCore>();
    const served = deferredCore(loading.promise);
    served.onEvent(() => undefined);
    const answer = served.invoke('app:info', undefined);
    loading.reject(new Error('no engine'));
    await expect(answer).rejects.toThrow('no engine');
  });
});
