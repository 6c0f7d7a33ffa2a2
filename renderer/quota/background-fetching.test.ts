import { afterEach, describe, expect, it } from 'vitest';
import type { QuotaState } from '../../shared/ipc/ipc-contract';
import { allowsBackgroundFetch, backgroundFetchAllowedNow } from './background-fetching';
import { useQuotaStore } from './quota-store';

const state = (remaining: number, limit = 100): QuotaState => ({
  limit,
  remaining,
  resetsAt: new Date(Date.now() + 3_600_000).toISOString(),
  tier: 'free',
  observedAt: new Date().toISOString(),
  rateLimitedUntil: null,
});

afterEach(() => useQuotaStore.setState({ quota: null, unshown: null, error: null }));

describe('background fetching', () => {
  it('is allowed above 20 % of the quota and while the quota is unknown', () => {
    expect(allowsBackgroundFetch('ok')).toBe(true);
    expect(allowsBackgroundFetch('unknown')).toBe(true);
  });

  it('stops at 20 % and below, and when the quota is used up', () => {
    for (const level of ['warning', 'critical', 'exhausted'] as const) expect(allowsBackgroundFetch(level)).toBe(false);
  });

  it('follows the quota the core reported', () => {
    expect(backgroundFetchAllowedNow()).toBe(true);
    useQuotaStore.getState().receive(state(21));
    expect(backgroundFetchAllowedNow()).toBe(true);
    useQuotaStore.getState().receive({ ...state(20), observedAt: new Date(Date.now() + 1).toISOString(), rateLimitedUntil: null });
    expect(backgroundFetchAllowedNow()).toBe(false);
  });

  it('goes by a reported quota the meter has not shown yet', () => {
    useQuotaStore.getState().receive(state(21));
    useQuotaStore.getState().note({ ...state(20), observedAt: new Date(Date.now() + 1).toISOString() });
    expect(useQuotaStore.getState().quota?.remaining).toBe(21);
    expect(backgroundFetchAllowedNow()).toBe(false);
  });

  it('resumes once the reset time has passed', () => {
    useQuotaStore.getState().receive({ ...state(0), resetsAt: new Date(Date.now() - 1000).toISOString() });
    expect(backgroundFetchAllowedNow()).toBe(true);
  });
});
