import { describe, expect, it } from 'vitest';
import { fittingItems, fitForUse } from './use-fit';

describe('use fit', () => {
  it('reads the licence by the app’s table, in any spelling, and labels the reading as the app’s', () => {
    expect(fitForUse('CC0-1.0', 'commercial_training')).toMatchObject({ state: 'fits', label: 'OK for commercial training' });
    expect(fitForUse('cc by 4.0', 'commercial_training')).toMatchObject({ state: 'conditions', label: 'Commercial training: conditions' });
    expect(fitForUse('CC-BY-NC-4.0', 'commercial_training')).toMatchObject({ state: 'blocked', label: 'Not for commercial training' });
    expect(fitForUse('CC-BY-NC-4.0', 'research').state).toBe('conditions');
    expect(fitForUse('CC0-1.0', 'research').explanation).toMatch(/^The app's reading of the licence/);
  });

  it('never guesses a licence it does not know', () => {
    expect(fitForUse('Made-Up-2.0', 'research')).toMatchObject({ state: 'unknown', label: 'Licence unknown to the app' });
    expect(fitForUse(undefined, 'research').state).toBe('unknown');
  });

  it('keeps only loaded results that fit, and says how many it hides', () => {
    const items = [{ license: { value: 'CC0-1.0', from: 'license' } }, { license: { value: 'Research-Only', from: 'license' } }, { license: undefined }];
    const { shown, hidden } = fittingItems(items, 'commercial_training');
    expect(shown).toEqual([items[0]]);
    expect(hidden).toBe(2);
  });
});
