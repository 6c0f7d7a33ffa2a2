/** Requests sent to the marketplace and responses received since the core started. */
import type { SessionStats } from '../../../shared/ipc/ipc-contract';

export interface SessionStatsCounter {
  snapshot(): SessionStats;
  requestSent(): void;
  responseReceived(): void;
  onChange(listener: (stats: SessionStats) => void): () => void;
}

export function createSessionStats(now: () => Date = () => new Date()): SessionStatsCounter {
  const stats: SessionStats = { requestsSent: 0, responsesReceived: 0, startedAt: now().toISOString() };
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
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
