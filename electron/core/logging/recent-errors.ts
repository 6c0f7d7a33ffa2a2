/** The newest failed requests of this run, for the diagnostics: in memory only. */
import type { FailedRequest } from './request-events';

const RECENT_ERRORS = 50;

export interface RecentErrors {
  add(error: FailedRequest): void;
  /** Oldest first. */
  list(): FailedRequest[];
}

export function createRecentErrors(max = RECENT_ERRORS): RecentErrors {
  const errors: FailedRequest[] = [];
  return {
    add(error) {
      errors.push(error);
      if (errors.length > max) errors.splice(0, errors.length - max);
    },
    list: () => errors.map((error) => ({ ...error })),
  };
}
