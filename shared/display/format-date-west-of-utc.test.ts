/**
 * formatDate where the local time zone is west of UTC. TZ is set before anything formats a date
 * (Node applies a change of process.env.TZ at once) and restored afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

const previousTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (previousTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousTimeZone;
});

describe('formatDate west of UTC (America/Los_Angeles)', () => {
  it('runs in a time zone west of UTC', () => {
    expect(new Date('2025-03-03T00:00:00Z').getTimezoneOffset()).toBeGreaterThan(0);
  });

  it('shows a date-only string (a licence\'s "collected" date) as that very day', () => {
    expect(formatDate('2025-03-03', 'en-US')).toBe('Mar 3, 2025');
    expect(formatDate('2024-01-01', 'en-US')).toBe('Jan 1, 2024');
    expect(formatDate(' 2024-02-29 ', 'en-US')).toBe('Feb 29, 2024');
  });

  it('shows an impossible date-only string as written', () => {
    expect(formatDate('2025-02-30', 'en-US')).toBe('2025-02-30');
  });

  it('still shows an instant in local time', () => {
    expect(formatDate('2025-03-03T02:00:00Z', 'en-US')).toBe('Mar 2, 2025');
    expect(formatDateTime('2025-03-03T02:00:00Z', 'en-US')).toMatch(/^Mar 2, 2025/);
  });
});
