import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestWhenIdle, whenIdle } from './when-idle';

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

describe('latestWhenIdle', () => {
  let page: ReturnType<typeof fakeIdlePage>;
  beforeEach(() => {
    page = fakeIdlePage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands on only the latest value, once, when the page is idle', () => {
    const deliver = vi.fn();
    const values = latestWhenIdle<number>(deliver, 250);
    values.push(1);
    values.push(2);
    values.push(3);
    expect(deliver).not.toHaveBeenCalled();
    expect(page.waiting.size).toBe(1);
    page.idle();
    expect(deliver.mock.calls).toEqual([[3]]);
    values.push(4);
    page.idle();
    expect(deliver.mock.calls).toEqual([[3], [4]]);
  });

  it('drops a value not handed on yet when cancelled, and takes the next one after', () => {
    const deliver = vi.fn();
    const values = latestWhenIdle<number>(deliver, 250);
    values.push(1);
    values.cancel();
    page.idle();
    expect(deliver).not.toHaveBeenCalled();
    values.push(2);
    page.idle();
    expect(deliver.mock.calls).toEqual([[2]]);
  });

  it('hands every value on at once where the page has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const deliver = vi.fn();
    const values = latestWhenIdle<number>(deliver, 250);
    values.push(1);
    values.push(2);
    expect(deliver.mock.calls).toEqual([[1], [2]]);
  });
});
