import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from './license-reader';
import { licenseMismatch, type LabelPlace } from './license-mismatch';

const label = (place: LabelPlace, written: string) => ({ place, written, reading: readLicenseLabel(written) });

describe('licenseMismatch', () => {
  it('agrees when the places name the same licence in different spellings', () => {
    expect(licenseMismatch([label('listing', 'cc by 4.0'), label('record', 'CC-BY-4.0'), label('description', 'CC BY 4.0')])).toBeUndefined();
    expect(licenseMismatch([label('listing', 'CC-BY-4.0 AND ODbL-1.0'), label('description', 'ODbL'), label('description', 'CC-BY-4.0')])).toBeUndefined();
  });

  it('names each place and says which label the marks use', () => {
    const mismatch = licenseMismatch([
      label('listing', 'CC-BY-4.0'),
      label('record', 'CC-BY-NC-4.0'),
      label('description', 'Creative Commons Attribution-ShareAlike 4.0 International'),
    ]);
    // The record wins over the listing (renderer/licenses/use-reading.ts reads it so).
    expect(mismatch?.marksUse.place).toBe('record');
    expect(mismatch?.sentence).toBe(
      'The licence labels disagree: the listing says CC-BY-4.0; the licence record says CC-BY-NC-4.0; the description names Creative Commons Attribution-ShareAlike 4.0 International (CC-BY-SA-4.0). ' +
        "The app's marks use the licence record's label (CC-BY-NC-4.0). Ask the seller which licence applies before you rely on it.",
    );
  });

  it('catches a description that names another licence, and an OR that is not an AND', () => {
    expect(licenseMismatch([label('listing', 'CC-BY-4.0'), label('description', 'CC BY-NC 4.0')])).toBeDefined();
    expect(licenseMismatch([label('listing', 'MIT OR Apache-2.0'), label('record', 'MIT AND Apache-2.0')])).toBeDefined();
  });

  it('agrees on an expression written in another order, and not on another grouping of the same licences', () => {
    expect(licenseMismatch([label('listing', 'MIT OR Apache-2.0'), label('record', 'apache 2.0 or mit')])).toBeUndefined();
    expect(licenseMismatch([label('listing', '(MIT AND BSD-3-Clause) OR Apache-2.0'), label('record', '(MIT AND Apache-2.0) OR BSD-3-Clause')])).toBeDefined();
  });

  it('uses the listing before the record is held, and the record when there is no listing label', () => {
    expect(licenseMismatch([label('listing', 'MIT'), label('description', 'ODbL')])?.marksUse.place).toBe('listing');
    expect(licenseMismatch([label('record', 'MIT'), label('description', 'ODbL')])?.marksUse.place).toBe('record');
    expect(licenseMismatch([label('description', 'ODbL')])).toBeUndefined();
  });
});
