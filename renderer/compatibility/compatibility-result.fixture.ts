/** A complete conditional compatibility response, as the embedded marketplace sends it and as the core reads it; shared by tests. */
import type { CompatibilityResult } from '../../shared/wire/api-types';
import { readAsCore } from '../../tests/support/readings';
import type { CheckRequest } from './check-request-store';

export const conditionalJson = {
  verdict: 'conditional',
  use_case: 'commercial_training',
  datasets: [
    { id: 'a1', slug: 'street-signs', title: 'Street Signs', license: 'CC-BY-4.0', allowed: true, conditions: ['Credit the authors'], reasons: [] },
    {
      id: 'b2',
      slug: 'medical-notes',
      title: 'Medical Notes',
      license: 'CC-BY-SA-4.0',
      allowed: true,
      conditions: ['Share derivatives alike'],
      reasons: ['Share-alike licence'],
    },
  ],
  combined_terms: {
    commercial_use: true,
    model_training: true,
    derivatives: true,
    redistribution: false,
    attribution_required: true,
    share_alike: true,
    most_restrictive_license: 'CC-BY-SA-4.0',
    obligations: ['Attribute every dataset', 'Release derivatives under CC-BY-SA-4.0'],
    term_sources: { commercial_use: [], model_training: [], derivatives: [], redistribution: ['b2'], attribution_required: ['a1', 'b2'], share_alike: ['b2'] },
  },
  conflicts: [{ dataset_ids: ['a1', 'medical-notes'], reason: 'Different share-alike licences', blocking: false }],
} satisfies CompatibilityResult;

export const conditionalResult = readAsCore.compatibility(conditionalJson);

/** The check that answer belongs to. */
export const conditionalRequest: CheckRequest = {
  datasetIds: ['a1', 'b2'],
  useCase: 'commercial_training',
  titles: { a1: 'Street Signs', b2: 'Medical Notes' },
  licenses: { a1: 'CC-BY-4.0', b2: 'CC-BY-SA-4.0' },
};
