import { describe, expect, it } from 'vitest';
import type { QuotaState } from '../../shared/ipc/ipc-contract';
import { currentQuota, describeResetTime, formatCountdown, formatResetTimes, quotaBlockReason, quotaLevel } from './quota-level';

describe('quotaLevel', () => {
  it('is ok above 20 %', () => {
    expect(quotaLevel(100, 100)).toBe('ok');
    expect(quotaLevel(21, 100)).toBe('ok');
    expect(quotaLevel(401, 2000)).toBe('ok');
  });

  it('warns at 20 % and below', () => {
    expect(quotaLevel(20, 100)).toBe('warning');
    expect(quotaLevel(6, 100)).toBe('warning');
    expect(quotaLevel(400, 2000)).toBe('warning');
  });

  it('is critical at 5 % and below', () => {
    expect(quotaLevel(5, 100)).toBe('critical');
    expect(quotaLevel(1, 100)).toBe('critical');
    expect(quotaLevel(100, 2000)).toBe('critical');
  });

  it('is exhausted at zero (or a negative count from a sloppy server)', () => {
    expect(quotaLevel(0, 100)).toBe('exhausted');
    expect(quotaLevel(-3, 100)).toBe('exhausted');
  });

  it('is unknown without numbers or with a zero limit (responses without a valid key)', () => {
    expect(quotaLevel(null, 100)).toBe('unknown');
    expect(quotaLevel(10, null)).toBe('unknown');
    expect(quotaLevel(0, 0)).toBe('unknown');
    expect(quotaLevel(Number.NaN, 100)).toBe('unknown');
  });
});

describe('currentQuota', () => {
  const state: QuotaState = {
    limit: 100,
    remaining: 0,
    resetsAt: '2025-03-05T00:00:00.000Z',
    tier: 'free',
    observedAt: '2025-03-04T20:00:00.000Z',
    rateLimitedUntil: null,
  };

  it('reports the state as last observed before the reset', () => {
    const quota = currentQuota(state, new Date('2025-03-04T23:59:59Z'));
    expect(quota).toMatchObject({ remaining: 0, limit: 100, level: 'exhausted', resetPassed: false, tier: 'free' });
    expect(quota.resetsAt?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
  });

  it('gives the full quota back once the reset time has passed', () => {
    const quota = currentQuota(state, new Date('2025-03-05T00:00:01Z'));
    expect(quota).toMatchObject({ remaining: 100, level: 'ok', resetPassed: true, resetsAt: null });
  });

  it('is unknown before the core has reported anything', () => {
    expect(currentQuota(null, new Date())).toMatchObject({ level: 'unknown', remaining: null, limit: null });
  });

  it('ignores an unparseable reset time', () => {
    const quota = currentQuota({ ...state, resetsAt: 'soon' }, new Date('2030-01-01T00:00:00Z'));
    expect(quota).toMatchObject({ resetsAt: null, resetPassed: false, level: 'exhausted' });
  });
});

describe('formatCountdown', () => {
  it('shows hours and minutes when an hour or more is left', () => {
    expect(formatCountdown((3 * 3600 + 5 * 60 + 30) * 1000)).toBe('3 h 05 min');
  });

  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown((12 * 60 + 4) * 1000)).toBe('12 min 04 s');
  });

  it('shows seconds under a minute, rounding up so it never shows 0 s early', () => {
    expect(formatCountdown(9_000)).toBe('9 s');
    expect(formatCountdown(200)).toBe('1 s');
  });

  it('says less than a second at or past zero', () => {
    expect(formatCountdown(0)).toBe('less than a second');
    expect(formatCountdown(-5000)).toBe('less than a second');
  });
});

describe('formatResetTimes', () => {
  it('shows the reset in the given zone and in UTC', () => {
    const times = formatResetTimes(new Date('2025-03-05T00:00:00Z'), 'Europe/Berlin');
    expect(times).toEqual({ local: 'Wed 5 Mar, 01:00', utc: 'Wed 5 Mar, 00:00 UTC' });
  });

  it('can fall on the previous day locally', () => {
    expect(formatResetTimes(new Date('2025-03-05T00:00:00Z'), 'America/New_York').local).toBe('Tue 4 Mar, 19:00');
  });
});

describe('describeResetTime', () => {
  it('gives local time and UTC, or UTC alone when they are the same', () => {
    const reset = new Date('2025-03-05T00:00:00Z');
    expect(describeResetTime(reset, 'Europe/Berlin')).toBe('Wed 5 Mar, 01:00 your time (Wed 5 Mar, 00:00 UTC)');
    expect(describeResetTime(reset, 'UTC')).toBe('Wed 5 Mar, 00:00 UTC');
    expect(describeResetTime(reset, 'Europe/London')).toBe('Wed 5 Mar, 00:00 UTC');
  });
});

describe('quotaBlockReason', () => {
  it('is null while requests can be sent', () => {
    expect(
      quotaBlockReason(currentQuota({ limit: 100, remaining: 3, resetsAt: null, tier: 'free', observedAt: null, rateLimitedUntil: null }, new Date())),
    ).toBeNull();
  });

  it('says when the quota returns', () => {
    const quota = currentQuota(
      { limit: 100, remaining: 0, resetsAt: '2025-03-05T00:00:00Z', tier: 'free', observedAt: null, rateLimitedUntil: null },
      new Date('2025-03-04T12:00:00Z'),
    );
    expect(quotaBlockReason(quota, 'UTC')).toBe('Today’s request quota is used up. It returns Wed 5 Mar, 00:00 UTC.');
    expect(quotaBlockReason(quota, 'Asia/Tokyo')).toBe('Today’s request quota is used up. It returns Wed 5 Mar, 09:00 your time (Wed 5 Mar, 00:00 UTC).');
  });
});
