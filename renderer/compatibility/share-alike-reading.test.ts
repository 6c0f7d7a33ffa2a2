import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '@dmd/marketplace/testing';
import { readAsCore } from '../../tests/support/readings';
import type { CheckRequest } from './check-request-store';
import { toCompatibilityReport } from './compatibility-result';
import { termLine } from './report/report-lines';
import { verdictMessage } from './verdict-message';

const request = (useCase: CheckRequest['useCase']): CheckRequest => ({
  datasetIds: ['map', 'wiki'],
  useCase,
  titles: { map: 'Map Tiles', wiki: 'Wiki Text' },
  licenses: { map: 'ODbL-1.0', wiki: 'CC-BY-SA-4.0' },
});

/** A custom marketplace that says what it likes: here, that redistribution is allowed. */
const saysAllowed = (useCase: CheckRequest['useCase']) => ({
  verdict: 'conditional',
  use_case: useCase,
  datasets: [
    { id: 'map', title: 'Map Tiles', license: 'ODbL-1.0', allowed: true, conditions: [], reasons: ['ok'] },
    { id: 'wiki', title: 'Wiki Text', license: 'CC-BY-SA-4.0', allowed: true, conditions: [], reasons: ['ok'] },
  ],
  combined_terms: { commercial_use: true, model_training: true, derivatives: true, redistribution: true, attribution_required: true, share_alike: true },
  conflicts: [],
});

describe('the app’s reading of two share-alike licences on the compatibility screen', () => {
  it('shows the marketplace’s "allowed" beside the app’s "not allowed", naming both licences and what resolves it', () => {
    for (const useCase of ['redistribution', 'commercial_training'] as const) {
      const report = toCompatibilityReport(readAsCore.compatibility(saysAllowed(useCase)), request(useCase));
      const redistribution = report.permissions.find((flag) => flag.key === 'redistribution')!;
      const line = termLine(redistribution);
      expect(line).toMatch(/^Redistribution: allowed — the app’s reading differs: not allowed: /);
      expect(line).toContain('ODbL-1.0 (Map Tiles) and CC-BY-SA-4.0 (Wiki Text) are different share-alike licences');
      expect(line).toContain(
        useCase === 'redistribution' ? 'Share only the data of one of the two, or keep the combination private.' : 'Keep the combination private',
      );
      const message = verdictMessage(report);
      // Sharing is the use: the app's reading blocks it, told under the marketplace's verdict; otherwise the term line says it.
      if (useCase === 'redistribution') expect(message.appFindings?.items.join(' ')).toContain('different share-alike licences');
      expect(message.tone).toBe(useCase === 'redistribution' ? 'error' : 'warning');
    }
  });

  it('adds nothing of its own where the demo marketplace already says redistribution is not allowed', () => {
    const answer = checkCompatibility(
      [
        { id: 'map', slug: 'map', title: 'Map Tiles', licenseType: 'ODbL-1.0' },
        { id: 'wiki', slug: 'wiki', title: 'Wiki Text', licenseType: 'CC-BY-SA-4.0' },
      ],
      'research',
    );
    const report = toCompatibilityReport(readAsCore.compatibility(answer), request('research'));
    const line = termLine(report.permissions.find((flag) => flag.key === 'redistribution')!);
    expect(line).toMatch(/^Redistribution: not allowed — not allowed by /);
    expect(report.conflicts?.map((conflict) => conflict.reason).join(' ')).toContain('ODbL-1.0 (Map Tiles) and CC-BY-SA-4.0 (Wiki Text)');
    expect(verdictMessage(report).appFindings).toBeNull();
  });
});
