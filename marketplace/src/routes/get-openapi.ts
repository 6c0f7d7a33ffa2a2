import { JSON_CONTENT_TYPE } from '../http/send-response';
import { defineRoute } from './define-route';

export const getOpenApiRoute = defineRoute({
  method: 'GET',
  path: '/v1/openapi.json',
  operationId: 'getOpenApiDocument',
  tag: 'Meta',
  summary: 'This OpenAPI 3.1 document',
  description: 'Public: no API key needed and not counted against any quota. Generated from the schemas that validate requests.',
  scope: null,
  response: { description: 'The OpenAPI document.', contentType: 'application/json' },
  async handle({ services }) {
    return { status: 200, body: await services.openApiJson(), contentType: JSON_CONTENT_TYPE };
  },
});
