import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { readAsCore } from '../../tests/support/readings';
import { readUse } from '../licenses/use-reading';
import { toCompatibilityReport } from './compatibility-result';
import { appDifferenceLines } from './report/report-lines';

describe('the compatibility screen’s own reading of each dataset', () => {
  it('reads commercial terms not stated and academic-only as the one reading does: neither allowed nor not', () => {
    const held = new Map(['Custom-Unspecified', 'Research-Only', 'CC0-1.0'].map((label) => [label, readLicenseLabel(label)]));
    const check = (useCase: 'commercial_training' | 'research') =>
      toCompatibilityReport(
        readAsCore.compatibility({ verdict: 'conditional' }),
        { datasetIds: ['x', 'y', 'z'], useCase, titles: {}, licenses: { x: 'Custom-Unspecified', y: 'Research-Only', z: 'CC0-1.0' } },
        held,
      ).datasets;
    const commercial = check('commercial_training');
    expect(commercial.find((dataset) => dataset.ref === 'x')).toMatchObject({
      allowed: null,
      reasons: [expect.stringMatching(/^Commercial terms not stated — ask the seller\./), expect.any(String)],
    });
    expect(commercial.find((dataset) => dataset.ref === 'y')?.allowed).toBe(false);
    const research = check('research');
    expect(research.find((dataset) => dataset.ref === 'y')).toMatchObject({ allowed: null, reasons: ['Academic research only.', expect.any(String)] });
    expect(research.find((dataset) => dataset.ref === 'z')?.allowed).toBe(true);
  });

  it('puts the one reading, in its words, beside a marketplace verdict it differs from, each labelled', () => {
    const held = new Map(['Custom-Unspecified', 'Research-Only', 'CC0-1.0'].map((label) => [label, readLicenseLabel(label)]));
    const answer = readAsCore.compatibility({
      verdict: 'compatible',
      datasets: [
        { id: 'x', title: 'Unstated', license: 'Custom-Unspecified', allowed: true },
        { id: 'y', title: 'Lab notes', license: 'Research-Only', allowed: true },
        { id: 'z', title: 'Open', license: 'CC0-1.0', allowed: true },
      ],
    });
    const request = { datasetIds: ['x', 'y', 'z'], useCase: 'commercial_training' as const, titles: {}, licenses: {} };
    const report = toCompatibilityReport(answer, request, held);
    const words = (label: string) => readUse({ license: label, terms: held.get(label) }, 'commercial_training').label;
    expect(report.datasets.map((dataset) => [dataset.ref, dataset.appReading?.state, dataset.appReading?.label])).toEqual([
      ['x', 'not-stated', words('Custom-Unspecified')],
      ['y', 'blocked', words('Research-Only')],
      ['z', 'fits', words('CC0-1.0')],
    ]);
    expect(appDifferenceLines(report)).toEqual([
      `Unstated: The marketplace’s verdict (its answer to this check): allowed. The app’s reading of the licence (its licence table): ${words('Custom-Unspecified')}.`,
      expect.stringMatching(
        new RegExp(
          `^Lab notes: The marketplace’s verdict \\(its answer to this check\\): allowed\\. The app’s reading of the licence \\(its licence table\\): ${words('Research-Only')}\\. \\S`,
        ),
      ),
    ]);
  });
});
