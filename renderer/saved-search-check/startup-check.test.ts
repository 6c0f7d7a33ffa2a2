import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearchCheckState } from '../../shared/ipc/ipc-contract';

const bridge = vi.hoisted(() => ({
  checked: [] as unknown[],
  state: { enabled: true, budget: 2, day: '2026-03-04', spent: 0, results: {} } as SavedSearchCheckState,
  getSavedSearchCheck: async () => ({ ok: true, value: bridge.state }),
  checkSavedSearches: async (input: unknown) => {
    bridge.checked.push(input);
    return { ok: true, value: bridge.state };
  },
}));
vi.mock('../bridge/get-bridge', () => ({ getBridge: () => bridge }));

const { runStartupCheck } = await import('./startup-check');
const { useSavedSearchCheck } = await import('./check-store');
const { useUiStore } = await import('../state/ui-store');

beforeEach(() => {
  bridge.checked = [];
  useUiStore.setState({ savedSearches: [{ id: 'a', name: 'A', search: { ...useUiStore.getState().search, q: '  cats ' } }] });
});

describe('the start-up check from the window', () => {
  it('sends nothing while the browser is offline, and says why', async () => {
    await runStartupCheck(false);
    expect(bridge.checked).toEqual([]);
    expect(useSavedSearchCheck.getState().state?.skipped).toBe('Not checked: the computer is offline.');
  });

  it('sends each saved search as the request it runs', async () => {
    await runStartupCheck(true);
    expect(bridge.checked).toEqual([{ searches: [{ id: 'a', name: 'A', query: expect.objectContaining({ q: 'cats' }) }] }]);
  });
});
