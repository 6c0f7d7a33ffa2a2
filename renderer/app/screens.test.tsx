import { describe, expect, it } from 'vitest';
import { VIEWS } from '../../shared/ipc/ipc-contract';
import { SCREENS } from './screens';

describe('the screens registry', () => {
  it('has a screen, with a name and a heading, for every view the saved state can hold', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...VIEWS].sort());
    for (const view of VIEWS) expect(SCREENS[view].label && SCREENS[view].title, view).toBeTruthy();
  });

  it('names each screen in the sidebar by its view, capitalised, as the end-to-end steps open it (tests/e2e/feature-steps.ts)', () => {
    for (const view of VIEWS) expect(SCREENS[view].label).toBe(view.charAt(0).toUpperCase() + view.slice(1));
  });

  it('puts only the search screen in the first paint: every other one is a chunk it fetches later', async () => {
    expect(VIEWS[0]).toBe('search');
    expect(SCREENS.search.load).toBeUndefined();
    for (const view of VIEWS.slice(1)) {
      const loaded = await SCREENS[view].load?.();
      expect(typeof loaded?.default, view).toBe('function');
    }
  }, 60_000);
});
