/**
 * Runs `run` when the page is next idle, and at the latest after `timeoutMs`; at once where there
 * is no `requestIdleCallback` (a test's DOM). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    run();
    return () => undefined;
  }
  const handle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}

export interface IdleTask {
  /** Runs the task when the page is next idle; asking again before then changes nothing. */
  schedule(): void;
  cancel(): void;
}

/** A task run once when the page is next idle, however often it is asked for before then. */
export function idleTask(run: () => void, timeoutMs: number): IdleTask {
  let scheduled = false;
  let cancelRun = () => undefined as void;
  return {
    schedule() {
      if (scheduled) return;
      scheduled = true;
      cancelRun = whenIdle(() => {
        scheduled = false;
        run();
      }, timeoutMs);
    },
    cancel() {
      scheduled = false;
      cancelRun();
    },
  };
}
