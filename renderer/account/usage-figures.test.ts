import { describe, expect, it } from 'vitest';
import { readAsCore } from '../../tests/support/readings';
import { usageFigures } from './usage-figures';

const profile = readAsCore.account({
  quota: { limit: 100, used: 1, remaining: 99, resets_at: '2030-01-02T00:00:00Z' },
  usage: { requests_today: 1, requests_all_time: 40 },
});
const reset = new Date('2030-01-02T00:00:00Z');

describe('usageFigures', () => {
  it('takes today from the meter when it has seen more of the same day', () => {
    expect(usageFigures(profile, { limit: 100, remaining: 0, resetsAt: reset })).toEqual({
      requestsToday: 100,
      requestsAllTime: 139,
      limit: 100,
      remaining: 0,
      resetsAt: '2030-01-02T00:00:00.000Z',
      live: true,
    });
  });

  it('starts a later day afresh, adding its requests to the all-time count', () => {
    const next = new Date('2030-01-03T00:00:00Z');
    expect(usageFigures(profile, { limit: 100, remaining: 95, resetsAt: next })).toMatchObject({
      requestsToday: 5,
      requestsAllTime: 45,
      remaining: 95,
      live: true,
    });
  });

  it('counts a reset stated to the second (seconds-until) as the same day, not a new one', () => {
    const slightlyLater = new Date(reset.getTime() + 273);
    expect(usageFigures(profile, { limit: 100, remaining: 90, resetsAt: slightlyLater })).toMatchObject({ requestsToday: 10, requestsAllTime: 49, live: true });
  });

  it('keeps the record when the meter is unknown, or behind it', () => {
    const record = { requestsToday: 1, requestsAllTime: 40, limit: 100, remaining: 99, resetsAt: '2030-01-02T00:00:00Z', live: false };
    expect(usageFigures(profile, { limit: null, remaining: null, resetsAt: null })).toEqual(record);
    const busy = readAsCore.account({
      quota: { limit: 100, used: 1, remaining: 99, resets_at: '2030-01-02T00:00:00Z' },
      usage: { requests_today: 30, requests_all_time: 40 },
    });
    expect(usageFigures(busy, { limit: 100, remaining: 99, resetsAt: reset })).toMatchObject({ requestsToday: 30, live: false });
  });

  it('survives a record without usage or quota', () => {
    expect(usageFigures(readAsCore.account({}), { limit: 100, remaining: 60, resetsAt: reset })).toEqual({
      requestsToday: 40,
      requestsAllTime: undefined,
      limit: 100,
      remaining: 60,
      resetsAt: '2030-01-02T00:00:00.000Z',
      live: true,
    });
  });
});
