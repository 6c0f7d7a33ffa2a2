import { describe, expect, it } from 'vitest';
import { pageDate } from './page-date';

describe('a date on a page', () => {
  it('is its UTC day in words, the ISO value kept in <time>', () => {
    expect(pageDate('2026-03-03T09:15:00.000Z')).toBe('<time datetime="2026-03-03T09:15:00.000Z">3 March 2026</time>');
  });

  it('is UTC’s day, whatever the server’s zone: late at night it is still that day', () => {
    expect(pageDate('2025-12-31T23:59:59.000Z')).toContain('>31 December 2025<');
    expect(pageDate('2026-01-01T00:30:00+02:00')).toContain('>31 December 2025<');
  });

  it('shows a value that reads as no date as it is, escaped', () => {
    expect(pageDate('soon<b>')).toBe('soon&#60;b&#62;');
  });
});
