// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotaState } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => {
  const listeners = new Set<(state: QuotaState) => void>();
  let initial: QuotaState | null = null;
  return {
    listeners,
    setInitial: (state: QuotaState) => (initial = state),
    emit: (state: QuotaState) => listeners.forEach((listener) => listener(state)),
    accountReads: 0,
    getQuotaState: async () => ({ ok: true as const, value: initial as QuotaState }),
    getAccount: async () => {
      bridge.accountReads += 1;
      return { ok: true as const, value: { tier: 'free' } };
    },
    onQuotaChanged: (listener: (state: QuotaState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { QuotaMeter: BareQuotaMeter } = await import('./quota-meter');

function QuotaMeter() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <BareQuotaMeter />
    </QueryClientProvider>
  );
}
const { QuotaBanner } = await import('./quota-banner');
const { useQuotaStore } = await import('./quota-store');
const { useConnectionStore } = await import('../state/connection-store');

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const state = (remaining: number, limit = 100): QuotaState => ({
  limit,
  remaining,
  resetsAt: inAnHour(),
  tier: 'free',
  observedAt: new Date().toISOString(),
  rateLimitedUntil: null,
});

beforeEach(() => {
  useConnectionStore.setState({
    status: {
      kind: 'embedded',
      baseUrl: 'http://127.0.0.1:4100',
      hasKey: true,
      maskedKey: 'ls_demo_Ab…',
      keyStorage: 'memory',
      keyStorageName: null,
      notices: [],
    },
    error: null,
  });
  useQuotaStore.setState({ quota: null, unshown: null, error: null });
  bridge.setInitial(state(87));
  bridge.accountReads = 0;
});
afterEach(cleanup);

describe('QuotaMeter', () => {
  it('says in words what is left and when it resets, with the tier and an accessible meter', async () => {
    bridge.setInitial({ ...state(87), resetsAt: new Date(Date.now() + 23.5 * 3600_000).toISOString() });
    render(<QuotaMeter />);
    const meter = await screen.findByRole('meter', { name: 'Daily request quota' });
    await vi.waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('87'));
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('87 of 100 requests left today, resets in 23 h');
    expect(screen.getByText('87 left · resets in 23 h')).toBeTruthy();
    expect(document.querySelector('.quota-meter__track')).toBeNull();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('keeps a rate-limit pause in view and in the meter’s value text', async () => {
    bridge.setInitial({ ...state(50), rateLimitedUntil: new Date(Date.now() + 8_000).toISOString() });
    render(<QuotaMeter />);
    const meter = await screen.findByRole('meter');
    await vi.waitFor(() => expect(screen.getByText(/^Paused \d s$/)).toBeTruthy());
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^50 of 100 requests left today, resets in [^;]+; paused for \d s by a rate limit$/);
  });

  it('says the quota is not known before the core has reported one, and does not read the account before the connection is known', async () => {
    bridge.setInitial({ ...state(0), limit: null, remaining: null, tier: null });
    useConnectionStore.setState({ status: null, error: null });
    render(<QuotaMeter />);
    await screen.findByText('Quota not known yet');
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('Daily quota not known until the first request');
    await act(async () => {});
    expect(bridge.accountReads).toBe(0);
  });

  it('describes the reset time in local time and UTC with a countdown', async () => {
    render(<QuotaMeter />);
    const meter = await screen.findByRole('meter');
    const tooltip = document.getElementById(meter.getAttribute('aria-describedby') ?? '');
    await vi.waitFor(() => expect(tooltip?.textContent).toMatch(/Resets .+ UTC\)?, in (59 min \d\d s|1 h 00 min)\./));
  });

  it('follows quota events and says when it runs low, in words', async () => {
    render(<QuotaMeter />);
    await screen.findByText(/^87 left/);
    act(() => bridge.emit(state(20)));
    expect(screen.getByText('Low')).toBeTruthy();
    act(() => bridge.emit(state(5)));
    expect(screen.getByText('Almost out')).toBeTruthy();
    act(() => bridge.emit(state(0)));
    expect(screen.getByText('Used up')).toBeTruthy();
    expect(screen.getByText(/^0 left · resets in/)).toBeTruthy();
  });

  it('reads the account once to learn the tier when the core does not know it yet', async () => {
    bridge.setInitial({ ...state(87), tier: null });
    render(<QuotaMeter />);
    await screen.findByText(/^87 left/);
    await vi.waitFor(() => expect(bridge.accountReads).toBe(1));
    act(() => bridge.emit(state(86)));
    expect(screen.getByText('Free')).toBeTruthy();
    expect(bridge.accountReads).toBe(1);
  });

  it('does not read the account when the tier is known', async () => {
    render(<QuotaMeter />);
    await screen.findByText(/^87 left/);
    await act(async () => {});
    expect(bridge.accountReads).toBe(0);
  });

  it('shows the new connection’s quota and tier as soon as the connection changes, even one observed earlier', async () => {
    render(<QuotaMeter />);
    await screen.findByText(/^87 left/);
    // The other account's last response is older than this one's: it must not be taken for stale.
    bridge.setInitial({ ...state(1_990, 2_000), tier: 'pro', observedAt: new Date(Date.now() - 3_600_000).toISOString() });
    act(() =>
      useConnectionStore.setState({
        status: {
          kind: 'custom',
          baseUrl: 'https://api.example.com',
          hasKey: true,
          maskedKey: 'ls_live_Zz…',
          keyStorage: 'memory',
          keyStorageName: null,
          notices: [],
        },
      }),
    );
    await screen.findByText(/^1,990 left/);
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('shows the latest reported quota once the page is idle (never ahead of the answer), and drops one not shown yet when the connection changes', async () => {
    const idle = new Map<number, () => void>();
    let nextHandle = 1;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle.set(nextHandle, run);
      return nextHandle++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const pageIdles = () =>
      act(() => {
        const runs = [...idle.values()];
        idle.clear();
        runs.forEach((run) => run());
      });
    try {
      render(<QuotaMeter />);
      await screen.findByText(/^87 left/);
      act(() => bridge.emit(state(86)));
      act(() => bridge.emit(state(85)));
      expect(screen.getByText(/^87 left/)).toBeTruthy();
      expect(idle.size).toBe(1);
      pageIdles();
      expect(screen.getByText(/^85 left/)).toBeTruthy();

      // The old account's last count is still waiting when the connection changes.
      act(() => bridge.emit(state(84)));
      // The other account's last response is older than that count.
      bridge.setInitial({ ...state(1_990, 2_000), tier: 'pro', observedAt: new Date(Date.now() - 3_600_000).toISOString() });
      act(() =>
        useConnectionStore.setState({
          status: {
            kind: 'custom',
            baseUrl: 'https://api.example.com',
            hasKey: true,
            maskedKey: 'ls_live_Zz…',
            keyStorage: 'memory',
            keyStorageName: null,
            notices: [],
          },
        }),
      );
      await screen.findByText(/^1,990 left/);
      pageIdles();
      expect(screen.getByText(/^1,990 left/)).toBeTruthy();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('ignores an older state arriving after a newer one', async () => {
    render(<QuotaMeter />);
    await screen.findByText(/^87 left/);
    act(() => bridge.emit({ ...state(50), observedAt: new Date(Date.now() - 60_000).toISOString(), rateLimitedUntil: null }));
    expect(screen.getByText(/^87 left/)).toBeTruthy();
  });
});

describe('QuotaBanner', () => {
  it('is absent while the quota is fine', async () => {
    render(<QuotaBanner />);
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the quota returns once it is used up', async () => {
    bridge.setInitial(state(0));
    render(<QuotaBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Today’s request quota is used up.');
    expect(alert.textContent).toMatch(/Requests return .+ UTC/);
    expect(alert.querySelector('time')?.getAttribute('dateTime')).toBeTruthy();
  });
});
