/** A complete conditional compatibility response, as the embedded marketplace sends it; shared by tests. */
import type { CompatibilityResult } from '../../shared/api-types';
import type { ReceivedCompatibilityResult } from '../../shared/received';

export const conditionalResult: ReceivedCompatibilityResult = {
  verdict: 'conditional',
  use_case: 'commercial_training',
  datasets: [
    { id: 'a1', slug: 'street-signs', title: 'Street Signs', license: 'CC-BY-4.0', allowed: true, conditions: ['Credit the authors'], reasons: [] },
    { id: 'b2', slug: 'medical-notes', title: 'Medical Notes', license: 'CC-BY-SA-4.0', allowed: true, conditions: ['Share derivatives alike'], reasons: ['Share-alike licence'] },
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
  },
  conflicts: [{ dataset_ids: ['a1', 'medical-notes'], reason: 'Different share-alike licences' }],
} satisfies CompatibilityResult;
