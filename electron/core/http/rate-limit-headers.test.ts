import { describe, expect, it } from 'vitest';
import {
  boundPause,
  boundQuotaReset,
  parseCountHeader,
  parseRateLimitReset,
  parseRetryAfter,
  readRateLimitHeaders,
  readTooManyRequests,
} from './rate-limit-headers';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const MIDNIGHT = '2025-06-02T00:00:00.000Z';
const MIDNIGHT_EPOCH_S = Date.parse(MIDNIGHT) / 1000;

describe('parseRateLimitReset', () => {
  it.each([
    ['epoch seconds', String(MIDNIGHT_EPOCH_S), MIDNIGHT],
    ['epoch seconds with spaces', `  ${MIDNIGHT_EPOCH_S} `, MIDNIGHT],
    ['epoch seconds with a fraction', `${MIDNIGHT_EPOCH_S}.5`, '2025-06-02T00:00:00.500Z'],
    ['epoch milliseconds', String(MIDNIGHT_EPOCH_S * 1000), MIDNIGHT],
    ['seconds until the reset', '43200', MIDNIGHT],
    ['zero seconds until the reset', '0', NOW.toISOString()],
    ['a fraction of seconds until', '1.5', '2025-06-01T12:00:01.500Z'],
    ['ISO 8601 with Z', '2025-06-02T00:00:00Z', MIDNIGHT],
    ['ISO 8601 with milliseconds', '2025-06-02T00:00:00.000Z', MIDNIGHT],
    ['ISO 8601 with an offset', '2025-06-02T02:00:00+02:00', MIDNIGHT],
    ['ISO 8601 with a compact offset', '2025-06-01T19:00:00-0500', MIDNIGHT],
    ['ISO 8601 without a zone (UTC)', '2025-06-02T00:00:00', MIDNIGHT],
    ['ISO 8601 date only', '2025-06-02', MIDNIGHT],
    ['ISO 8601 with a space', '2025-06-02 00:00:00Z', MIDNIGHT],
    ['IMF-fixdate', 'Mon, 02 Jun 2025 00:00:00 GMT', MIDNIGHT],
    ['RFC 850 date', 'Monday, 02-Jun-25 00:00:00 GMT', MIDNIGHT],
    ['asctime date', 'Mon Jun  2 00:00:00 2025', MIDNIGHT],
  ])('reads %s', (_format, raw, expected) => {
    expect(parseRateLimitReset(raw, NOW)?.toISOString()).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['words', 'soon'],
    ['a month name', 'May'],
    ['a negative number', '-5'],
    ['a number with a unit', '30s'],
    ['hex', '0x1F'],
    ['a bad ISO month', '2025-13-01T00:00:00Z'],
    ['a bad ISO hour', '2025-06-01T25:00:00Z'],
    ['a wrong-shaped HTTP date', 'Mon 02 Jun 2025 00:00:00'],
    ['JSON', '{"reset": 1}'],
    ['an epoch far in the future', String(MIDNIGHT_EPOCH_S + 10 * 365 * 86400)],
    ['a date long past', '1999-01-01T00:00:00Z'],
    ['seconds-until beyond a year', String(500 * 86400)],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
  ])('rejects %s', (_case, raw) => {
    expect(parseRateLimitReset(raw as string | null | undefined, NOW)).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', NOW)?.toISOString()).toBe('2025-06-01T12:02:00.000Z');
  });
  it('reads an HTTP date', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', NOW)?.toISOString()).toBe('2025-06-01T12:00:30.000Z');
  });
  it.each(['', 'later', '-1', '2025-06-01T12:00:30Z', String(10 * 365 * 86400)])('rejects %j', (raw) => {
    expect(parseRetryAfter(raw, NOW)).toBeNull();
  });
});

describe('parseCountHeader', () => {
  it.each([
    ['100', 100],
    [' 7 ', 7],
    ['0', 0],
    ['12.9', 12],
  ])('reads %j as %d', (raw, expected) => expect(parseCountHeader(raw)).toBe(expected));
  it.each(['', '-1', 'many', '1e3', null, undefined])('rejects %j', (raw) => expect(parseCountHeader(raw)).toBeNull());
});

describe('readRateLimitHeaders', () => {
  it('reads the X- headers', () => {
    const headers = new Headers({ 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '42', 'X-RateLimit-Reset': String(MIDNIGHT_EPOCH_S) });
    expect(readRateLimitHeaders(headers, NOW)).toEqual({ limit: 100, remaining: 42, resetsAt: new Date(MIDNIGHT) });
  });
  it('falls back to the IETF draft names', () => {
    const headers = new Headers({ 'RateLimit-Limit': '2000', 'RateLimit-Remaining': '5', 'RateLimit-Reset': '60' });
    expect(readRateLimitHeaders(headers, NOW)).toEqual({ limit: 2000, remaining: 5, resetsAt: new Date('2025-06-01T12:01:00Z') });
  });
  it('keeps what it can read when some headers are garbage', () => {
    const headers = new Headers({ 'X-RateLimit-Limit': 'lots', 'X-RateLimit-Remaining': '3', 'X-RateLimit-Reset': 'whenever' });
    expect(readRateLimitHeaders(headers, NOW)).toEqual({ limit: null, remaining: 3, resetsAt: null });
  });
  it('says nothing when there are no quota headers', () => {
    expect(readRateLimitHeaders(new Headers({ 'Content-Type': 'application/json' }), NOW)).toBeNull();
  });
});

describe('bounded waits', () => {
  const at = new Date('2025-06-01T12:00:00.000Z');

  it('reads a used-up quota as lasting until the next 00:00 UTC plus a margin at most', () => {
    const reading = readTooManyRequests(new Headers({ 'Retry-After': String(399 * 86_400), 'X-RateLimit-Remaining': '0' }), at);
    expect(reading).toEqual({ kind: 'quota', until: new Date('2025-06-02T00:05:00.000Z') });
    expect(boundQuotaReset(new Date('2099-01-01T00:00:00Z'), at)).toEqual(new Date('2025-06-02T00:05:00.000Z'));
    expect(boundQuotaReset(new Date('2025-06-01T18:00:00Z'), at)).toEqual(new Date('2025-06-01T18:00:00Z'));
  });

  it('reads a rate limit as a pause of a few minutes at most', () => {
    const reading = readTooManyRequests(new Headers({ 'Retry-After': String(399 * 86_400), 'X-RateLimit-Remaining': '3' }), at);
    expect(reading).toEqual({ kind: 'rate', until: new Date('2025-06-01T12:05:00.000Z') });
    expect(boundPause(new Date('2025-06-01T12:00:30Z'), at)).toEqual(new Date('2025-06-01T12:00:30Z'));
  });

  it('reads a reset header a year ahead as the next midnight plus the margin', () => {
    const snapshot = readRateLimitHeaders(new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '2026-05-30T00:00:00Z' }), at);
    expect(snapshot?.resetsAt).toEqual(new Date('2025-06-02T00:05:00.000Z'));
  });
});
