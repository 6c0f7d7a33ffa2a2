import { jsonResponse } from '../http/send-response';
import { categoryListSchema } from '../schemas/record-schemas';
import { defineRoute } from './define-route';

export const listCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/v1/categories',
  operationId: 'listCategories',
  tag: 'Datasets',
  summary: 'All categories with their counts of published datasets',
  description: 'Sorted by count, largest first, then by name.',
  scope: 'datasets:read',
  response: { description: 'The categories.', contentType: 'application/json', schema: categoryListSchema },
  handle({ services }) {
    return jsonResponse({ data: services.datasets.categories });
  },
});
