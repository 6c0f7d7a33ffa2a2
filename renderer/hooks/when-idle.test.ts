import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTask, whenIdle } from './when-idle';

/** A page's idle callbacks, run when the test says the page is idle. */
function fakeIdlePage() {
  const waiting = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    waiting.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    waiting,
    idle() {
      const runs = [...waiting.values()];
      waiting.clear();
      for (const { run } of runs) run();
    },
  };
}

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the page to be idle, with the latest time it may wait, and can be cancelled', () => {
    const page = fakeIdlePage();
    const run = vi.fn();
    whenIdle(run, 250);
    expect(run).not.toHaveBeenCalled();
    expect([...page.waiting.values()][0]?.timeout).toBe(250);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(run, 250);
    cancel();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once where the page has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 250);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('idleTask', () => {
  let page: ReturnType<typeof fakeIdlePage>;
  beforeEach(() => {
    page = fakeIdlePage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs once when the page is idle, however often it was asked for before', () => {
    const run = vi.fn();
    const task = idleTask(run, 250);
    task.schedule();
    task.schedule();
    task.schedule();
    expect(run).not.toHaveBeenCalled();
    expect(page.waiting.size).toBe(1);
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
    task.schedule();
    page.idle();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not run once cancelled, and can be asked for again after', () => {
    const run = vi.fn();
    const task = idleTask(run, 250);
    task.schedule();
    task.cancel();
    page.idle();
    expect(run).not.toHaveBeenCalled();
    task.schedule();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs each time at once where the page has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    const task = idleTask(run, 250);
    task.schedule();
    task.schedule();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
