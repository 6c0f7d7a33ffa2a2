import { z } from 'zod';
import { DAILY_QUOTA } from '../auth/accounts-store';
import type { Route } from '../routes/define-route';
import { errorBodySchema } from '../schemas/record-schemas';

type JsonObject = Record<string, unknown>;

/** A zod schema as an embeddable JSON Schema (2020-12, which OpenAPI 3.1 uses), without `$schema`. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

function errorResponse(description: string, extraHeaders: JsonObject = {}): JsonObject {
  return {
    description,
    headers: { ...RATE_LIMIT_HEADERS, ...extraHeaders },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** An error a route answers with a page for a person (its `errorPage`). */
function errorPageResponse(description: string): JsonObject {
  return { description: `${description} Answered as an HTML page.`, headers: RATE_LIMIT_HEADERS, content: { 'text/html': { schema: { type: 'string' } } } };
}

function parametersOf(route: Route): JsonObject[] {
  const parameters: JsonObject[] = [];
  for (const [name, description] of Object.entries(route.pathParams ?? {})) {
    parameters.push({ name, in: 'path', required: true, description, schema: { type: 'string' } });
  }
  if (route.querySchema !== undefined) {
    const schema = jsonSchemaOf(route.querySchema, 'input');
    const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((schema.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: propertySchema });
    }
  }
  return parameters;
}

function responsesOf(route: Route): JsonObject {
  const success: JsonObject = {
    description: route.response.description,
    headers: RATE_LIMIT_HEADERS,
    content: {
      [route.response.contentType]: {
        schema: route.response.schema
          ? jsonSchemaOf(route.response.schema, 'output')
          : route.response.contentType === 'application/json'
            ? { type: 'object' }
            : { type: 'string', ...(route.response.contentType === 'application/octet-stream' ? { format: 'binary' } : {}) },
      },
    },
  };
  const responses: JsonObject = { '200': success };
  // The router's own errors (405) are always the API's JSON; the route's may be a page.
  const routeError = route.errorPage === undefined ? errorResponse : errorPageResponse;
  if (route.conditional) {
    success.headers = {
      ...RATE_LIMIT_HEADERS,
      ETag: { description: 'A strong validator of the answer; send it back as If-None-Match.', schema: { type: 'string' } },
    };
    responses['304'] = { description: 'Not Modified: If-None-Match named the current ETag; no body.', headers: { ETag: { schema: { type: 'string' } } } };
  }
  const takesInput = route.querySchema !== undefined || route.bodySchema !== undefined || route.pathParams !== undefined;
  if (takesInput) {
    responses['400'] = routeError(
      route.bodySchema
        ? 'invalid_parameter (details.param, details.allowed for enums) or invalid_json.'
        : 'invalid_parameter: details.param names the parameter; details.allowed lists enum values.',
    );
  }
  if (route.scope !== null) {
    responses['401'] = errorResponse('missing_api_key or invalid_api_key (unknown or revoked).');
    responses['403'] = errorResponse(`insufficient_scope: the key lacks "${route.scope}" (details.required).`);
  }
  if (route.pathParams !== undefined || route.bodySchema !== undefined) {
    responses['404'] = routeError(
      route.bodySchema
        ? 'dataset_not_found: details.unknown_ids lists the ids or slugs that name no published dataset.'
        : 'dataset_not_found: no published dataset has this id or slug.',
    );
  }
  responses['405'] = errorResponse('method_not_allowed; the Allow header lists the methods.', { Allow: { schema: { type: 'string' } } });
  if (route.bodySchema !== undefined) responses['415'] = errorResponse('unsupported_media_type: the body must be application/json.');
  if (route.scope !== null) {
    responses['429'] = errorResponse('quota_exceeded: the account’s daily quota is used up (429s cost nothing).', {
      'Retry-After': { description: 'Seconds until the quota resets at 00:00 UTC.', schema: { type: 'integer' } },
    });
  }
  responses['500'] = routeError('internal_error (costs nothing).');
  return responses;
}

function operationOf(route: Route): JsonObject {
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    security: route.scope === null ? [] : [{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }],
    ...(route.scope === null ? {} : { 'x-required-scope': route.scope }),
    parameters: parametersOf(route),
    ...(route.bodySchema === undefined
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.bodySchema, 'input') } } } }),
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 document of the routes, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly Route[], serverUrl: string): JsonObject {
  const paths = new Map<string, JsonObject>();
  for (const route of routes) paths.set(route.path, { ...paths.get(route.path), [route.method.toLowerCase()]: operationOf(route) });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dataset Marketplace Query API',
      version: '1.0.0',
      description: `Search published labeled datasets, read their LQS 3.0 quality and licence records, check licence compatibility and read the key owner's usage. Daily quota per account: free ${DAILY_QUOTA.free}, pro ${DAILY_QUOTA.pro} (sellers with active listings); resets at 00:00 UTC. Every authenticated response other than 429 and 5xx uses one unit.`,
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths: Object.fromEntries(paths),
    components: {
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Wins when both are given.' },
        ApiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key' },
      },
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
      headers: {
        'X-RateLimit-Limit': { description: 'Daily quota of the account (0 without a valid key).', schema: { type: 'integer' } },
        'X-RateLimit-Remaining': { description: 'Requests left today after this one (0 without a valid key).', schema: { type: 'integer' } },
        'X-RateLimit-Reset': { description: 'Unix epoch seconds of the next 00:00 UTC.', schema: { type: 'integer' } },
      },
    },
  };
}
