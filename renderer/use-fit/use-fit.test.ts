import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { fittingItems, fitForUse } from './use-fit';

/** A label as the core hands it over: with its reading. */
const read = (license: string) => ({ license, terms: readLicenseLabel(license) });

describe('use fit', () => {
  it('reads the licence from the core’s reading, in any spelling, and labels the reading as the app’s', () => {
    expect(fitForUse(read('CC0-1.0'), 'commercial_training')).toMatchObject({ state: 'fits', label: 'OK for commercial training' });
    expect(fitForUse(read('cc by 4.0'), 'commercial_training')).toMatchObject({ state: 'conditions', label: 'Commercial training: conditions' });
    expect(fitForUse(read('Creative Commons Attribution-NonCommercial 4.0 International'), 'commercial_training')).toMatchObject({
      state: 'blocked',
      label: 'Not for commercial training',
    });
    expect(fitForUse(read('CC-BY-NC-4.0'), 'research').state).toBe('conditions');
    expect(fitForUse(read('CC0-1.0'), 'research').explanation).toMatch(
      /^The app's reading of the licence, from its licence table \(version \d{4}\.\d+-\d+; sources on the dataset's Licence tab\)/,
    );
  });

  it('marks an expression by its terms, and says when a choice is made', () => {
    expect(fitForUse(read('CC-BY-4.0 AND CC-BY-NC-4.0'), 'commercial_training').state).toBe('blocked');
    const choice = fitForUse(read('CC-BY-NC-4.0 OR MIT'), 'commercial_training');
    expect(choice.state).toBe('conditions');
    expect(choice.explanation).toContain('The licence offers a choice (CC-BY-NC-4.0 or MIT): this reading uses MIT, the most permissive option.');
  });

  it('never guesses a licence it does not know, and says why', () => {
    expect(fitForUse(read('Made-Up-2.0'), 'research')).toMatchObject({ state: 'unknown', label: 'Licence unknown to the app' });
    expect(fitForUse(read('AFL-3.0'), 'research').explanation).toContain("AFL-3.0 is an SPDX licence the app's licence table does not hold");
    expect(fitForUse({ license: 'CC0-1.0', terms: undefined }, 'research').state).toBe('unknown');
    expect(fitForUse({ license: undefined, terms: undefined }, 'research').state).toBe('unknown');
  });

  it('keeps only loaded results that fit, and says how many it hides', () => {
    const items = [
      { id: 'a', license: { value: 'CC0-1.0', from: 'license' }, licenseTerms: readLicenseLabel('CC0-1.0') },
      { id: 'b', license: { value: 'Research-Only', from: 'license' }, licenseTerms: readLicenseLabel('Research-Only') },
      { id: 'c', license: undefined },
    ];
    const { shown, hidden } = fittingItems(items, 'commercial_training');
    expect(shown).toEqual([items[0]]);
    expect(hidden).toBe(2);
  });
});
