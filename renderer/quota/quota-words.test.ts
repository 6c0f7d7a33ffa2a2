import { describe, expect, it } from 'vitest';
import { currentQuota } from './quota-level';
import { formatTimeLeft, quotaWords } from './quota-words';

const now = new Date('2025-03-04T01:00:00Z');
const quotaAt = (remaining: number | null, resetsAt: string | null, limit: number | null = 100) =>
  currentQuota({ limit, remaining, resetsAt, tier: 'free', observedAt: null, rateLimitedUntil: null }, now);

describe('formatTimeLeft', () => {
  it('says whole hours from ten hours up, hours and minutes below, then minutes, then seconds', () => {
    expect(formatTimeLeft(23.9 * 3600_000)).toBe('23 h');
    expect(formatTimeLeft((3 * 60 + 5) * 60_000)).toBe('3 h 05 min');
    expect(formatTimeLeft(12.5 * 60_000)).toBe('12 min');
    expect(formatTimeLeft(40_000)).toBe('40 s');
  });
});

describe('quotaWords', () => {
  it('reads what is left and when it resets', () => {
    expect(quotaWords(quotaAt(79, '2025-03-05T00:00:00Z'), now)).toEqual({
      text: '79 left · resets in 23 h',
      valueText: '79 of 100 requests left today, resets in 23 h',
    });
  });

  it('says a used-up quota as 0 left, never a negative count', () => {
    expect(quotaWords(quotaAt(-2, '2025-03-04T01:30:00Z'), now).text).toBe('0 left · resets in 30 min');
  });

  it('says when the reset has passed and when no reset time is known', () => {
    expect(quotaWords(quotaAt(0, '2025-03-04T00:30:00Z'), now).text).toBe('100 left · just reset');
    expect(quotaWords(quotaAt(1_234, null, 2_000), now)).toEqual({ text: '1,234 left today', valueText: '1,234 of 2,000 requests left today' });
  });

  it('says the quota is not known before any response', () => {
    expect(quotaWords(quotaAt(null, null, null), now).text).toBe('Quota not known yet');
  });
});
