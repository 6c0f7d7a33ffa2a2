// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotaState } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => {
  const listeners = new Set<(state: QuotaState) => void>();
  return {
    emit: (state: QuotaState) => listeners.forEach((listener) => listener(state)),
    initial: null as QuotaState | null,
    getQuotaState: async () => ({ ok: true as const, value: bridge.initial as QuotaState }),
    onQuotaChanged: (listener: (state: QuotaState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { useQuotaGate, useRequestsAllowed } = await import('./use-quota-gate');
const { useQuotaStore } = await import('./quota-store');

const inAnHour = new Date(Date.now() + 3600_000).toISOString();
const state = (remaining: number): QuotaState => ({
  limit: 100,
  remaining,
  resetsAt: inAnHour,
  tier: 'free',
  observedAt: new Date().toISOString(),
  rateLimitedUntil: null,
});

let renders = 0;
const countRender = () => (renders += 1);
function Gate() {
  const gate = useQuotaGate();
  const allowed = useRequestsAllowed();
  return <p>{`${gate.blocked ? 'blocked' : 'open'} ${gate.low ? 'low' : 'plenty'} ${allowed ? 'allowed' : 'refused'}`}</p>;
}

beforeEach(() => {
  useQuotaStore.setState({ quota: null, unshown: null, error: null });
  bridge.initial = state(87);
  renders = 0;
});
afterEach(cleanup);

describe('useQuotaGate', () => {
  it('re-renders when whether requests may be sent changes, not on every response’s new count', async () => {
    render(
      <Profiler id="gate" onRender={countRender}>
        <Gate />
      </Profiler>,
    );
    await screen.findByText('open plenty allowed');
    const settled = renders;
    act(() => bridge.emit(state(86)));
    act(() => bridge.emit(state(50)));
    act(() => bridge.emit(state(21)));
    expect(renders).toBe(settled);
    act(() => bridge.emit(state(20)));
    expect(screen.getByText('open low allowed')).toBeTruthy();
    act(() => bridge.emit(state(0)));
    expect(screen.getByText('blocked low refused')).toBeTruthy();
    expect(renders).toBe(settled + 2);
  });

  it('goes by the newest report at once, before the meter has shown it', async () => {
    // The page never idles in this test: the reported quota stays unshown.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      render(<Gate />);
      await screen.findByText('open plenty allowed');
      act(() => bridge.emit(state(0)));
      expect(screen.getByText('blocked low refused')).toBeTruthy();
      expect(useQuotaStore.getState().quota?.remaining).toBe(87);
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('opens again when the reset time passes, before any response says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      bridge.initial = { ...state(0), resetsAt: new Date(Date.now() + 5_000).toISOString() };
      render(<Gate />);
      await act(async () => {});
      expect(screen.getByText('blocked low refused')).toBeTruthy();
      await act(async () => vi.advanceTimersByTimeAsync(5_100));
      expect(screen.getByText('open plenty allowed')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
