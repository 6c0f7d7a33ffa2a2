import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError, Result } from '../../shared/domain/app-error';
import type { UiState } from '../../shared/ipc/ipc-contract';
import { createUiStateSaver } from './ui-state-saver';
import { DEFAULT_UI_STATE } from './ui-state-defaults';

const DISK_FULL: AppError = {
  kind: 'storage',
  code: 'settings_not_saved',
  message: 'Your theme, search and filters could not be saved to /x/settings.json: the disk is full (ENOSPC).',
};
const dark: UiState = { ...DEFAULT_UI_STATE, theme: 'dark' };
const darkSearch: UiState = { ...dark, search: { ...dark.search, q: 'x-ray' } };

/** A core whose disk is full for the first `failures` saves, then has room; records every state it was given. */
function bridgeFailingFirst(failures: number) {
  const calls: UiState[] = [];
  const stored: UiState[] = [];
  const save = vi.fn(async (state: UiState): Promise<Result<null>> => {
    calls.push(state);
    if (calls.length <= failures) return { ok: false, error: DISK_FULL };
    stored.push(state);
    return { ok: true, value: null };
  });
  return { save, calls, stored };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createUiStateSaver', () => {
  it('saves a change once after the debounce', async () => {
    const bridge = bridgeFailingFirst(0);
    const problems: Array<AppError | null> = [];
    const saver = createUiStateSaver({ save: bridge.save, initial: DEFAULT_UI_STATE, onProblem: (p) => problems.push(p) });
    saver.change(dark);
    saver.change(darkSearch);
    await vi.advanceTimersByTimeAsync(300);
    expect(bridge.stored).toEqual([darkSearch]);
    expect(problems).toEqual([]);
    expect(saver.pending()).toBe(false);
  });

  it('keeps a change the disk had no room for, says so, and saves it with growing pauses once there is room', async () => {
    const bridge = bridgeFailingFirst(3);
    const problems: Array<AppError | null> = [];
    const saver = createUiStateSaver({
      save: bridge.save,
      initial: DEFAULT_UI_STATE,
      onProblem: (p) => problems.push(p),
      retryDelaysMs: [1_000, 2_000, 4_000],
    });
    saver.change(dark);
    await vi.advanceTimersByTimeAsync(300);
    expect(bridge.calls).toHaveLength(1);
    expect(problems).toEqual([DISK_FULL]);
    expect(saver.pending()).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(bridge.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bridge.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(bridge.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(bridge.calls).toHaveLength(3);
    // Room again: the fourth attempt, 4 s later, goes through and the notice goes away.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(bridge.stored).toEqual([dark]);
    expect(problems.at(-1)).toBeNull();
    expect(saver.pending()).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(bridge.calls).toHaveLength(4);
  });

  it('tries again at the next change instead of waiting out a long pause, and saves the newest state', async () => {
    const bridge = bridgeFailingFirst(1);
    const problems: Array<AppError | null> = [];
    const saver = createUiStateSaver({ save: bridge.save, initial: DEFAULT_UI_STATE, onProblem: (p) => problems.push(p), retryDelaysMs: [60_000] });
    saver.change(dark);
    await vi.advanceTimersByTimeAsync(300);
    expect(problems).toEqual([DISK_FULL]);
    saver.change(darkSearch);
    await vi.advanceTimersByTimeAsync(300);
    expect(bridge.stored).toEqual([darkSearch]);
    expect(problems).toEqual([DISK_FULL, null]);
  });

  it('treats a core that did not answer like any failure: the change waits and is retried', async () => {
    let answer = false;
    const stored: UiState[] = [];
    const save = async (state: UiState): Promise<Result<null>> => {
      if (!answer) throw new Error('fetch failed');
      stored.push(state);
      return { ok: true, value: null };
    };
    const problems: Array<AppError | null> = [];
    const saver = createUiStateSaver({ save, initial: DEFAULT_UI_STATE, onProblem: (p) => problems.push(p), retryDelaysMs: [1_000] });
    saver.change(dark);
    await vi.advanceTimersByTimeAsync(300);
    expect(problems[0]).toMatchObject({ kind: 'network', message: expect.stringContaining('fetch failed') as unknown });
    answer = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stored).toEqual([dark]);
  });

  it('saves a change made while an earlier one was being written, right after it', async () => {
    let release: () => void = () => undefined;
    const stored: UiState[] = [];
    const save = (state: UiState) =>
      new Promise<Result<null>>((resolve) => {
        release = () => {
          stored.push(state);
          resolve({ ok: true, value: null });
        };
      });
    const saver = createUiStateSaver({ save, initial: DEFAULT_UI_STATE, onProblem: () => undefined });
    saver.change(dark);
    await vi.advanceTimersByTimeAsync(300);
    saver.change(darkSearch);
    await vi.advanceTimersByTimeAsync(300);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(stored).toEqual([dark, darkSearch]);
    expect(saver.pending()).toBe(false);
  });

  it('clears the notice without a write when the change is undone, and flush saves what waits at once', async () => {
    const bridge = bridgeFailingFirst(1);
    const problems: Array<AppError | null> = [];
    const saver = createUiStateSaver({ save: bridge.save, initial: DEFAULT_UI_STATE, onProblem: (p) => problems.push(p), retryDelaysMs: [60_000] });
    saver.change(dark);
    await vi.advanceTimersByTimeAsync(300);
    saver.change(DEFAULT_UI_STATE);
    await vi.advanceTimersByTimeAsync(300);
    expect(problems).toEqual([DISK_FULL, null]);
    expect(bridge.calls).toHaveLength(1);
    saver.change(darkSearch);
    await saver.flush();
    expect(bridge.stored).toEqual([darkSearch]);
    saver.stop();
  });
});
