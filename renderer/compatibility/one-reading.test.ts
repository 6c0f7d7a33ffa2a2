import { describe, expect, it } from 'vitest';
import { readLicenseLabel } from '../../shared/domain/licenses/license-reader';
import { readAsCore } from '../../tests/support/readings';
import { toCompatibilityReport } from './compatibility-result';

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
});
