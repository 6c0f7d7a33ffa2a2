import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import { LICENSES } from '../../../shared/domain/licenses/license-table';
import { answerSpelling, isMislabelled, otherLicenses, spelling } from './license-spellings';

describe('the license-spellings dialect', () => {
  it('writes every catalog licence in several ways, each read back as the same licence', () => {
    for (const license of LICENSES.filter((entry) => entry.weight > 0)) {
      const written = new Set([0, 1, 2, 3, 4].map((place) => spelling(license.type, 'dataset-a', place)));
      expect(written.size).toBeGreaterThan(1);
      for (const label of written) expect(readLicenseLabel(label).expression, `${license.type} as "${label}"`).toBe(license.id);
    }
  });

  it('mislabels about one dataset in four, with two other licences', () => {
    const ids = Array.from({ length: 400 }, (_, index) => `ds-${index}`);
    const share = ids.filter(isMislabelled).length / ids.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    const [record, description] = otherLicenses('CC-BY-4.0');
    expect(new Set(['CC-BY-4.0', record.type, description.type]).size).toBe(3);
  });

  it('names licences in compatibility answers by URLs no listing writes, read back as the same licence', () => {
    for (const label of ['CC-BY-NC-4.0', 'cc by sa 4.0', 'Apache-2.0', 'Open Database License']) {
      const [first, second] = [answerSpelling(label), answerSpelling(label, true)];
      expect(first).not.toBe(second);
      for (const written of [first, second]) expect(readLicenseLabel(written).expression, written).toBe(readLicenseLabel(label).expression);
    }
    // Expressions, licences without a URL and those the app cannot place pass through.
    for (const label of ['MIT OR Apache-2.0', 'Research-Only', 'Acme EULA v7']) expect(answerSpelling(label, true)).toBe(label);
  });
});
