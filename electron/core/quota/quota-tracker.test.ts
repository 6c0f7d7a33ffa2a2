import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import { flushAtomicWrites } from '../storage/atomic-file';
import { openQuotaTracker, QUOTA_FILE } from './quota-tracker';

let dir: string;
let clock = new Date('2025-06-01T12:00:00.000Z');
const now = () => clock;
const MIDNIGHT_S = String(Date.parse('2025-06-02T00:00:00Z') / 1000);

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-quota-'));
  clock = new Date('2025-06-01T12:00:00.000Z');
});
afterEach(async () => {
  // A tracker saves in the background: its last save lands before its folder goes.
  await flushAtomicWrites();
  await fs.rm(dir, { recursive: true, force: true });
});

const headers = (limit: string, remaining: string, reset = MIDNIGHT_S) =>
  new Headers({ 'X-RateLimit-Limit': limit, 'X-RateLimit-Remaining': remaining, 'X-RateLimit-Reset': reset });

describe('quota tracker', () => {
  it('reads every response and tells listeners about changes only', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    const seen: Array<[string, QuotaState]> = [];
    tracker.onChange((id, state) => seen.push([id, state]));
    tracker.observeResponse('embedded', 200, headers('100', '99'));
    tracker.observeResponse('embedded', 200, headers('100', '99'));
    tracker.observeResponse('embedded', 404, headers('100', '98'));
    expect(seen.map(([, state]) => state.remaining)).toEqual([99, 98]);
    expect(tracker.state('embedded')).toEqual({
      limit: 100,
      remaining: 98,
      resetsAt: '2025-06-02T00:00:00.000Z',
      tier: null,
      observedAt: clock.toISOString(),
      rateLimitedUntil: null,
    });
    expect(tracker.state('https://other.example.com').remaining).toBeNull();
  });

  it('skips 401 responses, whose headers describe no account', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 200, headers('100', '50'));
    tracker.observeResponse('embedded', 401, headers('0', '0'));
    expect(tracker.state('embedded').remaining).toBe(50);
    expect(tracker.guard('embedded')).toBeNull();
  });

  it('reads a 429 with X-RateLimit-Remaining: 0 as nothing left until Retry-After', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 429, new Headers({ 'Retry-After': '600', 'X-RateLimit-Remaining': '0' }));
    expect(tracker.state('embedded')).toMatchObject({ remaining: 0, resetsAt: '2025-06-01T12:10:00.000Z', rateLimitedUntil: null });
  });

  it('reads a 429 whose code says the quota is used up, with Retry-After only, as a used-up quota', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 429, new Headers({ 'Retry-After': '600' }), 'quota_exceeded');
    expect(tracker.guard('embedded')).toMatchObject({ kind: 'quota_exceeded', resetAt: '2025-06-01T12:10:00.000Z' });
  });

  it('reads a 429 whose headers say quota remains as a rate limit, pausing only as long as Retry-After asks', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 429, new Headers({ 'Retry-After': '30', 'X-RateLimit-Remaining': '57', 'X-RateLimit-Limit': '100' }));
    expect(tracker.state('embedded')).toMatchObject({ remaining: 57, rateLimitedUntil: '2025-06-01T12:00:30.000Z' });
    expect(tracker.guard('embedded')).toMatchObject({ kind: 'rate_limited', retryAt: '2025-06-01T12:00:30.000Z' });
    clock = new Date('2025-06-01T12:00:31.000Z');
    expect(tracker.guard('embedded')).toBeNull();
    expect(tracker.state('embedded').rateLimitedUntil).toBeNull();
  });

  it('backs off briefly after a 429 that names no time, growing to a minute, never until midnight', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    const pauses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      tracker.observeResponse('embedded', 429, new Headers());
      pauses.push((Date.parse(tracker.state('embedded').rateLimitedUntil!) - clock.getTime()) / 1000);
      expect(tracker.guard('embedded')?.kind).toBe('rate_limited');
      expect(tracker.state('embedded').remaining).toBeNull();
    }
    expect(pauses).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    // A success ends the pause and the back-off starts afresh.
    tracker.observeResponse('embedded', 200, headers('100', '90'));
    expect(tracker.guard('embedded')).toBeNull();
    tracker.observeResponse('embedded', 429, new Headers());
    expect(Date.parse(tracker.state('embedded').rateLimitedUntil!) - clock.getTime()).toBe(2000);
  });

  it('keeps a rate-limit pause across a restart, and only until it ends', async () => {
    const first = await openQuotaTracker(dir, { now });
    first.observeResponse('embedded', 429, new Headers({ 'Retry-After': '20', 'X-RateLimit-Remaining': '5' }));
    await first.flush();
    const second = await openQuotaTracker(dir, { now });
    expect(second.guard('embedded')?.kind).toBe('rate_limited');
    clock = new Date('2025-06-01T12:00:21.000Z');
    expect(second.guard('embedded')).toBeNull();
  });

  it('reads the profile, including the tier', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    const fact = <T>(value: T, from: string) => ({ value, from });
    tracker.observeProfile('embedded', {
      plan: fact({ known: 'pro' as const }, 'tier'),
      quota: {
        limit: fact(2000, 'quota.limit'),
        used: fact(10, 'quota.used'),
        remaining: fact(1990, 'quota.remaining'),
        resetsAt: fact('2025-06-02T00:00:00Z', 'quota.resets_at'),
      },
      usage: {},
      raw: {},
    });
    expect(tracker.state('embedded')).toMatchObject({ tier: 'pro', limit: 2000, remaining: 1990, resetsAt: '2025-06-02T00:00:00.000Z' });
  });

  it('guards while nothing is left and the reset is ahead, then lets go', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 200, headers('100', '0'));
    expect(tracker.guard('embedded')).toMatchObject({ kind: 'quota_exceeded', resetAt: '2025-06-02T00:00:00.000Z' });
    expect(tracker.guard('https://other.example.com')).toBeNull();
    clock = new Date('2025-06-02T00:00:01.000Z');
    expect(tracker.guard('embedded')).toBeNull();
  });

  it('guards until the next 00:00 UTC when nothing is left and no reset time was given', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 200, new Headers({ 'X-RateLimit-Remaining': '0' }));
    expect(tracker.guard('embedded')).toMatchObject({ kind: 'quota_exceeded', resetAt: '2025-06-02T00:00:00.000Z' });
    expect(tracker.state('embedded').resetsAt).toBe('2025-06-02T00:00:00.000Z');
    clock = new Date('2025-06-02T00:00:00.500Z');
    expect(tracker.guard('embedded')).toBeNull();
  });

  it('reports the quota as renewed once the reset time has passed', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 200, headers('100', '0'));
    expect(tracker.state('embedded')).toMatchObject({ limit: 100, remaining: 0 });
    clock = new Date('2025-06-02T00:00:01.000Z');
    expect(tracker.state('embedded')).toMatchObject({ limit: 100, remaining: 100, resetsAt: null });
    tracker.observeResponse('other', 429, new Headers({ 'Retry-After': '60' }));
    clock = new Date('2025-06-02T00:02:00.000Z');
    expect(tracker.state('other')).toMatchObject({ limit: null, remaining: null, resetsAt: null });
  });

  it('persists per connection and reads it back at start-up', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 200, headers('100', '0'));
    tracker.observeResponse('https://api.example.com', 200, headers('2000', '1500'));
    await tracker.flush();
    const reopened = await openQuotaTracker(dir, { now });
    expect(reopened.state('embedded')).toMatchObject({ limit: 100, remaining: 0 });
    expect(reopened.state('https://api.example.com')).toMatchObject({ limit: 2000, remaining: 1500 });
    expect(reopened.guard('embedded')?.kind).toBe('quota_exceeded');
  });

  describe('no response locks the app out for long', () => {
    const LATEST_RESET = '2025-06-02T00:05:00.000Z';
    const DAY_2099 = String(Date.parse('2099-01-01T00:00:00Z') / 1000);
    const days = (n: number) => String(n * 86_400);

    it.each([
      ['X-RateLimit-Reset in epoch seconds', headers('100', '0', DAY_2099)],
      ['X-RateLimit-Reset as seconds from now', headers('100', '0', days(399))],
      ['X-RateLimit-Reset as an ISO date', headers('100', '0', '2026-07-01T00:00:00Z')],
      ['a 429 with Retry-After 399 days and nothing left', new Headers({ 'Retry-After': days(399), 'X-RateLimit-Remaining': '0' })],
      ['a 429 with an HTTP date a year ahead and nothing left', new Headers({ 'Retry-After': 'Mon, 01 Jun 2026 00:00:00 GMT', 'X-RateLimit-Remaining': '0' })],
    ])('believes a quota reset up to the next 00:00 UTC plus a margin: %s', async (_, sent) => {
      const tracker = await openQuotaTracker(dir, { now });
      tracker.observeResponse('embedded', sent.has('Retry-After') ? 429 : 200, sent, 'quota_exceeded');
      expect(Date.parse(tracker.state('embedded').resetsAt ?? '')).toBeLessThanOrEqual(Date.parse(LATEST_RESET));
      clock = new Date('2025-06-01T23:59:00.000Z');
      expect(tracker.guard('embedded')?.kind).toBe('quota_exceeded');
      clock = new Date('2025-06-02T00:05:01.000Z');
      expect(tracker.guard('embedded')).toBeNull();
    });

    it('believes /v1/me’s reset date up to the next midnight as well', async () => {
      const tracker = await openQuotaTracker(dir, { now });
      const fact = <T>(value: T, from: string) => ({ value, from });
      tracker.observeProfile('embedded', {
        quota: { limit: fact(100, 'quota.limit'), remaining: fact(0, 'quota.remaining'), resetsAt: fact('2099-12-31T00:00:00Z', 'quota.resets_at') },
        usage: {},
        raw: {},
      });
      expect(tracker.guard('embedded')).toMatchObject({ kind: 'quota_exceeded', resetAt: LATEST_RESET });
    });

    it.each([days(399), 'Mon, 01 Jun 2026 00:00:00 GMT', '3600'])('pauses for a rate limit a few minutes at most (Retry-After: %s)', async (retryAfter) => {
      const tracker = await openQuotaTracker(dir, { now });
      tracker.observeResponse('embedded', 429, new Headers({ 'Retry-After': retryAfter, 'X-RateLimit-Remaining': '5' }));
      expect(tracker.state('embedded').rateLimitedUntil).toBe('2025-06-01T12:05:00.000Z');
      clock = new Date('2025-06-01T12:05:01.000Z');
      expect(tracker.guard('embedded')).toBeNull();
    });

    it('bounds a lock-out read back from disk, so a restart clears it by the next midnight', async () => {
      const embedded = { limit: 100, remaining: 0, resetsAt: '2099-01-01T00:00:00.000Z', rateLimitedUntil: null, tier: null, observedAt: null };
      const other = { ...embedded, remaining: 5, resetsAt: null, rateLimitedUntil: '2099-01-01T00:00:00.000Z' };
      await fs.writeFile(path.join(dir, QUOTA_FILE), JSON.stringify({ version: 1, connections: { embedded, other } }));
      const tracker = await openQuotaTracker(dir, { now });
      expect(tracker.state('embedded').resetsAt).toBe(LATEST_RESET);
      expect(tracker.state('other').rateLimitedUntil).toBe('2025-06-01T12:05:00.000Z');
      clock = new Date('2025-06-02T00:05:01.000Z');
      expect(tracker.guard('embedded')).toBeNull();
      expect(tracker.guard('other')).toBeNull();
    });

    it('lets the user’s Retry ask the marketplace again, once', async () => {
      const tracker = await openQuotaTracker(dir, { now });
      tracker.observeResponse('embedded', 200, headers('100', '0'));
      tracker.observeResponse('other', 429, new Headers({ 'Retry-After': '120', 'X-RateLimit-Remaining': '5' }));
      tracker.allowRetry('embedded');
      tracker.allowRetry('other');
      expect(tracker.guard('embedded')).toBeNull();
      expect(tracker.guard('embedded')?.kind).toBe('quota_exceeded');
      expect(tracker.guard('other')).toBeNull();
      expect(tracker.guard('other')?.kind).toBe('rate_limited');
      tracker.allowRetry('third');
      expect(tracker.guard('third')).toBeNull();
    });

    it('tells what the guard would refuse without taking a Retry’s pass', async () => {
      const tracker = await openQuotaTracker(dir, { now });
      tracker.observeResponse('embedded', 200, headers('100', '0'));
      tracker.observeResponse('other', 429, new Headers({ 'Retry-After': '120', 'X-RateLimit-Remaining': '5' }));
      tracker.allowRetry('embedded');
      expect(tracker.refusal('embedded')?.kind).toBe('quota_exceeded');
      expect(tracker.refusal('other')?.kind).toBe('rate_limited');
      expect(tracker.refusal('third')).toBeNull();
      // The pass is still there for the request the user asked for.
      expect(tracker.guard('embedded')).toBeNull();
      expect(tracker.guard('embedded')).toEqual(tracker.refusal('embedded'));
    });
  });

  it('starts empty from a corrupt file and keeps the file aside', async () => {
    await fs.writeFile(path.join(dir, QUOTA_FILE), 'not json');
    const lines: string[] = [];
    const tracker = await openQuotaTracker(dir, { now, log: (line) => lines.push(line) });
    expect(tracker.state('embedded').remaining).toBeNull();
    expect(lines[0]).toMatch(/could not be read/);
    expect((await fs.readdir(dir)).some((name) => name.startsWith(`${QUOTA_FILE}.corrupt-`))).toBe(true);
  });

  it('ignores nonsense in a stored entry', async () => {
    await fs.writeFile(
      path.join(dir, QUOTA_FILE),
      JSON.stringify({ version: 1, connections: { embedded: { limit: -4, remaining: 'x', resetsAt: 'soon', tier: 'gold' }, other: 5 } }),
    );
    const tracker = await openQuotaTracker(dir, { now });
    expect(tracker.state('embedded')).toEqual({ limit: null, remaining: null, resetsAt: null, tier: null, observedAt: null, rateLimitedUntil: null });
  });

  it('forgets a connection', async () => {
    const tracker = await openQuotaTracker(dir, { now });
    tracker.observeResponse('embedded', 200, headers('100', '0'));
    tracker.forget('embedded');
    expect(tracker.guard('embedded')).toBeNull();
    expect(tracker.state('embedded').remaining).toBeNull();
  });
});
