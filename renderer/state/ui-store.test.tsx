// @vitest-environment happy-dom
/**
 * The UI store against a core whose disk is full, then has room again: the change stays on
 * screen, a notice says it is not saved yet, and it is saved once there is room.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UiState } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  diskFull: true,
  stored: [] as unknown[],
  attempts: 0,
  getUiState: async () => ({ ok: true, value: null }),
  setUiState: async (state: unknown): Promise<unknown> => {
    bridge.attempts += 1;
    if (bridge.diskFull) {
      return {
        ok: false,
        error: {
          kind: 'storage',
          code: 'settings_not_saved',
          message: 'Your theme, search and filters could not be saved to /x/settings.json: the disk is full (ENOSPC).',
        },
      };
    }
    bridge.stored.push(state);
    return { ok: true, value: null };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { hydrateUiStore, useUiStore, useUiStateSaveProblem } = await import('./ui-store');
const { UiStateSaveBanner } = await import('../app/banners/ui-state-save-banner');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('keeps a theme change the disk had no room for, says so calmly, and saves it when there is room', async () => {
  const stop = await hydrateUiStore();
  render(<UiStateSaveBanner />);
  act(() => useUiStore.getState().setTheme('dark'));
  await act(() => vi.advanceTimersByTimeAsync(300));
  expect(bridge.attempts).toBe(1);
  expect(useUiStore.getState().theme).toBe('dark');
  expect(useUiStateSaveProblem.getState().problem).toMatchObject({ kind: 'storage', code: 'settings_not_saved' });
  const notice = screen.getByRole('alert');
  expect(notice.textContent).toContain('Your latest changes are not saved yet');
  expect(notice.textContent).toContain('the disk is full (ENOSPC)');
  expect(notice.textContent).toContain('saves them as soon as it can');

  bridge.diskFull = false;
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect((bridge.stored as UiState[]).map((state) => state.theme)).toEqual(['dark']);
  expect(useUiStateSaveProblem.getState().problem).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  stop();
});

it('records how the search last changed: typing waits for a pause, a choice or a removed filter searches at once', () => {
  const { updateSearch, removeFilter, clearFilters } = useUiStore.getState();
  updateSearch({ q: 'speech' }, 'typed');
  expect(useUiStore.getState().searchChange).toBe('typed');
  updateSearch({ category: 'Audio' });
  expect(useUiStore.getState()).toMatchObject({ searchChange: 'chosen', search: { q: 'speech', category: 'Audio' } });
  updateSearch({ price_max: 10 }, 'typed');
  removeFilter('category');
  expect(useUiStore.getState().searchChange).toBe('chosen');
  expect(useUiStore.getState().search.category).toBeUndefined();
  updateSearch({ license: 'cc' }, 'typed');
  clearFilters();
  expect(useUiStore.getState().searchChange).toBe('chosen');
  expect(useUiStore.getState().search).not.toHaveProperty('license');
});

it('keeps the title of each compared dataset as it was added, for as long as it is compared, and never an id as a title', () => {
  const { setCompared } = useUiStore.getState();
  setCompared(['a'], { a: 'Street scenes' });
  setCompared(['a', 'b'], { b: 'b' });
  setCompared(['a', 'b', 'c'], { c: 'Clinic notes' });
  expect(useUiStore.getState().compare).toEqual({ ids: ['a', 'b', 'c'], titles: { a: 'Street scenes', c: 'Clinic notes' } });
  setCompared(['b', 'c']);
  expect(useUiStore.getState().compare).toEqual({ ids: ['b', 'c'], titles: { c: 'Clinic notes' } });
  setCompared([]);
  expect(useUiStore.getState().compare).toEqual({ ids: [] });
});
