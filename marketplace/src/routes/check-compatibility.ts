import { checkCompatibility, type CompatibilityCandidate } from '../compatibility/check-compatibility';
import { invalidParameter, unknownDatasets } from '../http/api-error';
import { jsonResponse } from '../http/send-response';
import { compatibilityResultSchema } from '../schemas/record-schemas';
import { compatibilityRequestSchema } from '../schemas/request-schemas';
import { defineRoute } from './define-route';

export const checkCompatibilityRoute = defineRoute({
  method: 'POST',
  path: '/v1/licenses/compatibility',
  operationId: 'checkLicenseCompatibility',
  tag: 'Licences',
  summary: 'Whether 2 to 10 datasets may be combined for a use case',
  description:
    'Body as application/json. Unknown ids or slugs give 404 dataset_not_found with details.unknown_ids; two references to the same dataset give 400.',
  scope: 'licenses:check',
  body: compatibilityRequestSchema,
  response: {
    description: 'The verdict, per-dataset findings, combined terms and conflicts.',
    contentType: 'application/json',
    schema: compatibilityResultSchema,
  },
  handle({ body, services }) {
    const candidates: CompatibilityCandidate[] = [];
    const unknownIds: string[] = [];
    const referencedAs = new Map<string, string>();
    const sameDataset: string[] = [];
    for (const reference of body.dataset_ids) {
      const row = services.datasets.findPublished(reference);
      if (row === undefined) {
        unknownIds.push(reference);
        continue;
      }
      const earlier = referencedAs.get(row.id);
      if (earlier !== undefined) sameDataset.push(`${earlier} = ${reference}`);
      referencedAs.set(row.id, reference);
      candidates.push({ id: row.id, slug: row.slug, title: row.title, licenseType: row.license_type });
    }
    if (unknownIds.length > 0) throw unknownDatasets(unknownIds);
    if (sameDataset.length > 0) {
      throw invalidParameter('dataset_ids', `dataset_ids must name distinct datasets; the same dataset is named twice: ${sameDataset.join(', ')}.`);
    }
    return jsonResponse(checkCompatibility(candidates, body.use_case));
  },
});
