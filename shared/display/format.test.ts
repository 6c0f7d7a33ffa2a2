import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCompactCount,
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatRelative,
  formatScore,
  formatWeight,
} from './format';

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
  });
  it('keeps up to two decimals', () => expect(formatNumber(1234.567)).toBe('1,234.57'));
  it('shows a dash for missing or non-numbers', () => {
    expect(formatNumber(undefined)).toBe('—');
    expect(formatNumber('12')).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});

describe('formatCount', () => {
  it('pluralises', () => {
    expect(formatCount(1, 'dataset')).toBe('1 dataset');
    expect(formatCount(1234, 'dataset')).toBe('1,234 datasets');
    expect(formatCount(0, 'match', 'matches')).toBe('0 matches');
  });
});

describe('formatCompactCount', () => {
  it('is exact below 10,000 and short above', () => {
    expect(formatCompactCount(1, 'item')).toBe('1 item');
    expect(formatCompactCount(9876, 'item')).toBe('9,876 items');
    expect(formatCompactCount(175_655, 'item')).toBe('175.7K items');
    expect(formatCompactCount(1_272_299, 'item')).toBe('1.3M items');
    expect(formatCompactCount(184_864_704, 'item')).toBe('184.9M items');
  });
});

describe('formatPrice', () => {
  it('shows whole dollars without cents', () => expect(formatPrice(1250)).toBe('$1,250'));
  it('shows cents when there are any', () => expect(formatPrice(12.5)).toBe('$12.50'));
  it('calls zero free', () => expect(formatPrice(0)).toBe('Free'));
  it('shows a dash when missing', () => expect(formatPrice(null)).toBe('—'));
});

describe('formatScore and formatWeight', () => {
  it('one decimal for scores', () => {
    expect(formatScore(84)).toBe('84.0');
    expect(formatScore(84.26)).toBe('84.3');
    expect(formatScore(undefined)).toBe('—');
  });
  it('weights as fractions or percentages', () => {
    expect(formatWeight(0.35)).toBe('35%');
    expect(formatWeight(0.075)).toBe('7.5%');
    expect(formatWeight(20)).toBe('20%');
  });
});

describe('formatBytes', () => {
  it('uses decimal units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB');
    expect(formatBytes(250_000_000_000)).toBe('250 GB');
  });
  it('rejects negatives and missing', () => {
    expect(formatBytes(-1)).toBe('—');
    expect(formatBytes(undefined)).toBe('—');
  });
});

describe('dates', () => {
  it('formats a date in a given locale and zone', () => {
    expect(formatDate('2025-03-03T23:30:00Z', 'en-US', 'UTC')).toBe('Mar 3, 2025');
    expect(formatDate('2025-03-03T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Mar 4, 2025');
  });
  it('formats date and time', () => {
    expect(formatDateTime('2025-03-03T14:05:00Z', 'en-GB', 'UTC')).toBe('3 Mar 2025, 14:05');
  });
  it('returns unreadable text as is, and a dash for nothing', () => {
    expect(formatDate('sometime')).toBe('sometime');
    expect(formatDate(undefined)).toBe('—');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('describes the past', () => {
    expect(formatRelative('2025-06-01T11:59:50Z', now)).toBe('just now');
    expect(formatRelative('2025-06-01T11:55:00Z', now)).toBe('5 min ago');
    expect(formatRelative('2025-06-01T09:00:00Z', now)).toBe('3 h ago');
    expect(formatRelative('2025-05-31T12:00:00Z', now)).toBe('1 day ago');
    expect(formatRelative('2025-05-20T12:00:00Z', now)).toBe('12 days ago');
  });
  it('describes the future and accepts epoch milliseconds', () => {
    expect(formatRelative(now + 3 * 3600_000, now)).toBe('in 3 h');
  });
  it('shows a dash for unreadable input', () => expect(formatRelative('nope', now)).toBe('—'));
});

describe('date formats are made once', () => {
  it('formats a list of dates with one Intl.DateTimeFormat per locale and options, not one per date', () => {
    const Real = Intl.DateTimeFormat;
    const made: unknown[] = [];
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made.push(args[0]);
      }
    } as typeof Real;
    try {
      const days = Array.from({ length: 40 }, (_, index) => `2024-0${1 + (index % 9)}-1${index % 10}T10:00:00Z`);
      const shown = days.map((day) => formatDate(day, 'en-US', 'Europe/Oslo'));
      expect(new Set(shown).size).toBeGreaterThan(1);
      expect(made).toEqual(['en-US']);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
