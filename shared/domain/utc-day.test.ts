import { describe, expect, it } from 'vitest';
import { lastUtcDays, nextUtcMidnight, utcDay } from './utc-day';

describe('UTC days', () => {
  it('names the UTC day, whatever the local time zone', () => {
    expect(utcDay(new Date('2025-03-01T23:59:59.999Z'))).toBe('2025-03-01');
    expect(utcDay(new Date('2025-03-02T00:00:00.000Z'))).toBe('2025-03-02');
  });

  it('finds the next midnight strictly after the instant', () => {
    expect(nextUtcMidnight(new Date('2025-12-31T12:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2025-01-01T00:00:00Z')).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });

  it('lists the last days oldest first, across month ends', () => {
    expect(lastUtcDays(new Date('2025-03-02T05:00:00Z'), 3)).toEqual(['2025-02-28', '2025-03-01', '2025-03-02']);
  });
});
