import { describe, expect, it } from 'vitest';
import { booleanReader, readCount, readDate, readNumber, readTagList } from './value-readers';

describe('value readers', () => {
  it('read numbers sent as text, and nothing that is no number', () => {
    expect(['19.99', ' 7 ', '1e3', '-2', '1,234', '1,234.5'].map(readNumber)).toEqual([19.99, 7, 1000, -2, 1234, 1234.5]);
    expect(['high', '1.234,5', '12px', '', NaN, Infinity, null, true].map(readNumber)).toEqual(Array(8).fill(undefined));
    expect([3, '3', 3.5, -1].map(readCount)).toEqual([3, 3, undefined, undefined]);
  });

  it('read yes/no words by sense: permissions and obligations have their own, and the other sense means nothing', () => {
    const permission = booleanReader('permission');
    const obligation = booleanReader('obligation');
    expect(['yes', 'No', 1, 'allowed', 'Not Allowed', 'prohibited'].map(permission)).toEqual([true, false, true, true, false, false]);
    expect(['required', 'not_required', 'optional', 'none', 'false'].map(obligation)).toEqual([true, false, false, false, false]);
    expect(permission('required')).toBeUndefined();
    expect(obligation('allowed')).toBeUndefined();
    expect(booleanReader()('maybe')).toBeUndefined();
  });

  it('read dates: ISO text kept as sent (a calendar date stays one), epoch seconds or milliseconds as UTC', () => {
    expect(readDate('2024-01-31')).toBe('2024-01-31');
    expect(readDate('2024-01-31T10:00:00Z')).toBe('2024-01-31T10:00:00Z');
    expect(readDate(1_767_225_600)).toBe('2026-01-01T00:00:00.000Z');
    expect(readDate(1_767_225_600_000)).toBe('2026-01-01T00:00:00.000Z');
    expect([42, 'yesterday', '2024-13-45'].map(readDate)).toEqual([undefined, undefined, undefined]);
  });

  it('read tag lists from a list or one comma-separated text; an empty list is a statement', () => {
    expect(readTagList('nlp, text')).toEqual(['nlp', 'text']);
    expect(readTagList([])).toEqual([]);
    expect(readTagList({})).toBeUndefined();
  });
});
