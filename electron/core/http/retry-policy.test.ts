import { describe, expect, it } from 'vitest';
import { backoffMs, MIN_ATTEMPT_MS, retryDelay, type RetryContext } from './retry-policy';

const context = (overrides: Partial<RetryContext> = {}): RetryContext => ({
  method: 'GET',
  retries: 0,
  maxRetries: 2,
  remainingMs: 9_000,
  retryAfterMs: null,
  quotaUsedUp: false,
  backoffMs: 300,
  maxDelayMs: 5_000,
  ...overrides,
});
const network = (phase: 'connect' | 'request' | 'body') => ({ failure: { kind: 'network' as const, phase, error: new Error('x') } });

describe('retryDelay', () => {
  it('retries a GET after network errors, timeouts and 502/503/504, at most maxRetries times', () => {
    for (const outcome of [
      network('connect'),
      network('request'),
      network('body'),
      { failure: { kind: 'timeout' as const, phase: 'headers' as const } },
      { status: 502 },
      { status: 503 },
      { status: 504 },
    ]) {
      expect(retryDelay(outcome, context())).toBe(300);
      expect(retryDelay(outcome, context({ retries: 2 }))).toBeNull();
    }
  });

  it('never retries other statuses, a too-large answer or a cancellation', () => {
    for (const outcome of [{ status: 200 }, { status: 400 }, { status: 401 }, { status: 404 }, { status: 500 }, { failure: { kind: 'cancelled' as const } }]) {
      expect(retryDelay(outcome, context())).toBeNull();
    }
  });

  it('retries a POST only when nothing reached the server', () => {
    expect(retryDelay(network('connect'), context({ method: 'POST' }))).toBe(300);
    for (const outcome of [
      network('request'),
      network('body'),
      { failure: { kind: 'timeout' as const, phase: 'headers' as const } },
      { status: 503 },
      { status: 429 },
    ]) {
      expect(retryDelay(outcome, context({ method: 'POST', retryAfterMs: 100 }))).toBeNull();
    }
  });

  it('keeps all attempts within one time budget', () => {
    expect(retryDelay({ status: 503 }, context({ remainingMs: MIN_ATTEMPT_MS - 1 }))).toBeNull();
    expect(retryDelay({ failure: { kind: 'timeout', phase: 'headers' } }, context({ remainingMs: 0 }))).toBeNull();
  });

  it('honours Retry-After up to the longest wait it accepts', () => {
    expect(retryDelay({ status: 503 }, context({ retryAfterMs: 1_000 }))).toBe(1_000);
    expect(retryDelay({ status: 503 }, context({ retryAfterMs: 60_000 }))).toBeNull();
  });

  it('retries a 429 only when it names a short wait and the quota is not used up', () => {
    expect(retryDelay({ status: 429 }, context({ retryAfterMs: 1_000 }))).toBe(1_000);
    expect(retryDelay({ status: 429 }, context())).toBeNull();
    expect(retryDelay({ status: 429 }, context({ retryAfterMs: 1_000, quotaUsedUp: true }))).toBeNull();
  });
});

describe('backoffMs', () => {
  it('doubles with each retry, jittered from half to one and a half times, capped', () => {
    expect(backoffMs(0, 300, 5_000, () => 0.5)).toBe(300);
    expect(backoffMs(1, 300, 5_000, () => 0)).toBe(300);
    expect(backoffMs(1, 300, 5_000, () => 1)).toBe(900);
    expect(backoffMs(10, 300, 5_000, () => 1)).toBe(5_000);
  });
});
