import { describe, expect, it, vi } from 'vitest';
import { bridgeEventSubscriptions, bridgeMethodChannels } from './bridge';
import { buildBridge } from './bridge-builder';

describe('buildBridge', () => {
  it('has one named method per channel and one subscription per event, and no generic invoke', () => {
    const bridge = buildBridge({ call: async () => ({ ok: true, value: null }), subscribe: () => () => undefined });
    expect(Object.keys(bridge).sort()).toEqual([...Object.keys(bridgeMethodChannels), ...Object.keys(bridgeEventSubscriptions)].sort());
    expect('invoke' in bridge).toBe(false);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('sends each method to its own channel with its input', async () => {
    const call = vi.fn(async () => ({ ok: true as const, value: 'answer' }));
    const bridge = buildBridge({ call, subscribe: () => () => undefined });
    await bridge.getDataset({ id: 'abc' });
    await bridge.getQuotaState();
    expect(call.mock.calls).toEqual([
      ['datasets:get', { id: 'abc' }],
      ['quota:state', undefined],
    ]);
  });

  it('subscribes each on… function to its event', () => {
    const subscribe = vi.fn(() => () => undefined);
    const bridge = buildBridge({ call: async () => ({ ok: true, value: null }), subscribe });
    const listener = () => undefined;
    bridge.onQuotaChanged(listener);
    bridge.onSessionStatsChanged(listener);
    expect(subscribe.mock.calls).toEqual([
      ['quota:changed', listener],
      ['session:stats-changed', listener],
    ]);
    expect(() => (bridge.onConnectionChanged as (l: unknown) => void)('not a function')).toThrow(TypeError);
  });
});
