// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('returns the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('start', 250));
    expect(result.current).toBe('start');
  });

  it('settles only after the value stops changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), { initialProps: { value: '' } });
    const typed = ['c', 'ch', 'che', 'ches', 'chest', 'chest '];
    for (const value of typed) {
      rerender({ value });
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(result.current).toBe('');
    }
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('chest ');
  });

  it('hands the settled value to onSettle before rendering it, once per settled change', () => {
    const seen: string[] = [];
    let renderedWhenSettled: string | null = null;
    const { result, rerender } = renderHook(
      ({ value }) => {
        const settled = useDebouncedValue(value, 250, {
          onSettle: (next) => {
            seen.push(next);
            renderedWhenSettled = settled;
          },
        });
        return settled;
      },
      { initialProps: { value: '' } },
    );
    rerender({ value: 'x-r' });
    rerender({ value: 'x-ray' });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(seen).toEqual(['x-ray']);
    // The request can leave while the screen still shows the value before.
    expect(renderedWhenSettled).toBe('');
    expect(result.current).toBe('x-ray');
  });

  it('counts equal-content objects as the same value, so re-renders do not restart the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), { initialProps: { value: { q: 'a' } } });
    rerender({ value: { q: 'ab' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: { q: 'ab' } });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toEqual({ q: 'ab' });
  });

  it('lets changes through at once when shouldWait says so', () => {
    const shouldWait = (settled: { q: string; box: boolean }, next: { q: string; box: boolean }) => settled.q !== next.q;
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250, { shouldWait }), {
      initialProps: { value: { q: 'a', box: false } },
    });
    rerender({ value: { q: 'a', box: true } });
    expect(result.current).toEqual({ q: 'a', box: true });
    rerender({ value: { q: 'ab', box: true } });
    expect(result.current).toEqual({ q: 'a', box: true });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toEqual({ q: 'ab', box: true });
  });

  it('renders the settled value, effects included, in the timer task itself (a request waiting on it leaves at once)', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const settled = useDebouncedValue(value, 250);
        useEffect(() => {
          seen.push(settled);
        }, [settled]);
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'ab' });
    // Not inside act(): only a synchronous render with its effects shows up at once.
    vi.advanceTimersByTime(250);
    expect(seen).toEqual(['a', 'ab']);
  });

  it('counts the wait from when the change happened, not from its render', () => {
    let changedAt = performance.now();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250, { changedAt: () => changedAt }), { initialProps: { value: 'a' } });
    // The keystroke was 100 ms before this render (a slow render of the keystroke itself).
    changedAt = performance.now() - 100;
    rerender({ value: 'ab' });
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('ab');
  });

  it('never waits less than nothing, nor more than the delay, whatever the change time says', () => {
    let changedAt = 0;
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250, { changedAt: () => changedAt }), { initialProps: { value: 'a' } });
    changedAt = performance.now() - 10_000;
    rerender({ value: 'ab' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe('ab');
    changedAt = performance.now() + 10_000;
    rerender({ value: 'abc' });
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(result.current).toBe('ab');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('abc');
  });

  describe('when onSettle returns a promise', () => {
    const deferred = () => {
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    };

    it('renders the settled value once the promise resolves: a quick answer renders once', async () => {
      const answer = deferred();
      const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250, { onSettle: () => answer.promise }), {
        initialProps: { value: 'a' },
      });
      rerender({ value: 'ab' });
      act(() => {
        vi.advanceTimersByTime(250 + 60);
      });
      expect(result.current).toBe('a');
      await act(async () => {
        answer.resolve();
        await answer.promise;
      });
      expect(result.current).toBe('ab');
    });

    it('renders it after renderWithin when the answer takes longer, and after a failure at once', async () => {
      const slow = deferred();
      const { result, rerender } = renderHook(({ value, promise }) => useDebouncedValue(value, 250, { onSettle: () => promise, renderWithin: 100 }), {
        initialProps: { value: 'a', promise: slow.promise },
      });
      rerender({ value: 'ab', promise: slow.promise });
      act(() => {
        vi.advanceTimersByTime(250 + 99);
      });
      expect(result.current).toBe('a');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(result.current).toBe('ab');

      const failing = deferred();
      rerender({ value: 'abc', promise: failing.promise });
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(result.current).toBe('ab');
      await act(async () => {
        failing.reject(new Error('down'));
        await failing.promise.catch(() => undefined);
      });
      expect(result.current).toBe('abc');
    });

    it('never renders a held value once a newer change came: the newer one waits its turn', async () => {
      const first = deferred();
      const settledWith: string[] = [];
      const { result, rerender } = renderHook(
        ({ value }) =>
          useDebouncedValue(value, 250, {
            onSettle: (next) => {
              settledWith.push(next);
              return next === 'ab' ? first.promise : undefined;
            },
          }),
        { initialProps: { value: 'a' } },
      );
      rerender({ value: 'ab' });
      act(() => {
        vi.advanceTimersByTime(250);
      });
      rerender({ value: 'abc' });
      await act(async () => {
        first.resolve();
        await first.promise;
      });
      expect(result.current).toBe('a');
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(result.current).toBe('abc');
      expect(settledWith).toEqual(['ab', 'abc']);
    });
  });

  it('waits as long as the delay chosen for each change, and applies a change given 0 at once', () => {
    const delay = (_settled: string, next: string) => (next === 'cached' ? 0 : next.length * 100);
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, delay), { initialProps: { value: '' } });
    rerender({ value: 'abc' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('abc');
    rerender({ value: 'cached' });
    expect(result.current).toBe('cached');
  });

  it('starts the wait again when the activity changes, though the value does not', () => {
    const { result, rerender } = renderHook(({ value, typed }) => useDebouncedValue(value, 250, { activity: typed }), {
      initialProps: { value: '', typed: '' },
    });
    rerender({ value: 'cat', typed: 'cat' });
    for (const typed of ['cat ', 'cat d', 'cat do']) {
      act(() => {
        vi.advanceTimersByTime(200);
      });
      rerender({ value: 'cat', typed });
    }
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe('cat');
  });
});
