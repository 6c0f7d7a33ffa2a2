import { nextUtcMidnight } from '@dmd/shared/domain/utc-day';

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetsAt: Date;
}

/** X-RateLimit-* as decided: integers, Reset in Unix epoch seconds of the next 00:00 UTC. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(Math.floor(state.resetsAt.getTime() / 1000)),
  };
}

/** What responses without a valid key carry: 0, 0 and the next reset. */
export function anonymousRateLimit(now: Date): RateLimitState {
  return { limit: 0, remaining: 0, resetsAt: nextUtcMidnight(now) };
}
