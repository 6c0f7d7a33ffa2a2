import { describe, expect, it } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import { quotaEvents } from './quota-events';

const state = (change: Partial<QuotaState>): QuotaState => ({
  limit: 100,
  remaining: 40,
  resetsAt: '2026-12-03T00:00:00.000Z',
  tier: 'free',
  observedAt: '2026-12-02T10:00:00.000Z',
  rateLimitedUntil: null,
  ...change,
});

describe('quotaEvents', () => {
  it('says nothing of a quota that only goes down', () => {
    expect(quotaEvents(state({ remaining: 41 }), state({ remaining: 40 }))).toEqual([]);
    expect(quotaEvents(null, state({}))).toEqual([]);
  });

  it('says once that the quota is used up', () => {
    expect(quotaEvents(state({ remaining: 1 }), state({ remaining: 0 }))).toEqual([
      { event: 'quota.used-up', limit: 100, resetsAt: '2026-12-03T00:00:00.000Z' },
    ]);
    expect(quotaEvents(state({ remaining: 0 }), state({ remaining: 0 }))).toEqual([]);
  });

  it('tells a rate limit and its end', () => {
    const limited = state({ rateLimitedUntil: '2026-12-02T10:00:30.000Z' });
    expect(quotaEvents(state({}), limited)).toEqual([{ event: 'quota.rate-limited', until: '2026-12-02T10:00:30.000Z' }]);
    expect(quotaEvents(limited, state({}))).toEqual([{ event: 'quota.rate-limit-over' }]);
  });

  it('tells a reset: more left than before', () => {
    expect(quotaEvents(state({ remaining: 0 }), state({ remaining: 100 }))).toEqual([{ event: 'quota.reset', remaining: 100, limit: 100 }]);
  });
});
