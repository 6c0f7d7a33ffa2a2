/** Requests sent to the marketplace and responses received since the core started, and the log of each (request-log.ts). */
import type { RequestLog, SessionStats } from '../../../shared/ipc/ipc-contract';
import type { SentAttempt } from '../http/marketplace-client';
import { createRequestLog } from './request-log';

export interface SessionStatsCounter {
  snapshot(): SessionStats;
  requestSent(): void;
  responseReceived(): void;
  /** An attempt is over: into the request log. `keyCheck`: it checked a key before it was kept. */
  attemptEnded(attempt: SentAttempt, keyCheck: boolean): void;
  requestLog(): RequestLog;
  onChange(listener: (stats: SessionStats) => void): () => void;
}

export function createSessionStats(now: () => Date = () => new Date()): SessionStatsCounter {
  const stats: SessionStats = { requestsSent: 0, responsesReceived: 0, startedAt: now().toISOString() };
  const log = createRequestLog(stats.startedAt, now);
  const listeners = new Set<(stats: SessionStats) => void>();
  function changed(): void {
    for (const listener of listeners) {
      try {
        listener({ ...stats });
      } catch {
        // A failing listener must not break counting.
      }
    }
  }
  return {
    snapshot: () => ({ ...stats }),
    requestSent() {
      stats.requestsSent += 1;
      changed();
    },
    responseReceived() {
      stats.responsesReceived += 1;
      changed();
    },
    attemptEnded(attempt, keyCheck) {
      log.record(attempt, { keyCheck });
      // An answered attempt is announced by its response (responseReceived follows); one without an answer here.
      if (attempt.status === null) changed();
    },
    requestLog: () => log.snapshot(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
