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

export interface LatestWhenIdle<T> {
  push(value: T): void;
  /** Drops a value not handed on yet. */
  cancel(): void;
}

/**
 * Hands on only the latest of a stream of values, when the page is next idle (at most
 * `timeoutMs` later): a figure every response changes (the quota) then never renders ahead of
 * the response itself.
 */
export function latestWhenIdle<T>(deliver: (value: T) => void, timeoutMs: number): LatestWhenIdle<T> {
  let pending: { value: T } | null = null;
  let scheduled = false;
  let cancelRun = () => undefined as void;
  const handOn = () => {
    scheduled = false;
    const held = pending;
    pending = null;
    if (held) deliver(held.value);
  };
  return {
    push(value) {
      pending = { value };
      if (scheduled) return;
      scheduled = true;
      cancelRun = whenIdle(handOn, timeoutMs);
    },
    cancel() {
      pending = null;
      scheduled = false;
      cancelRun();
    },
  };
}
