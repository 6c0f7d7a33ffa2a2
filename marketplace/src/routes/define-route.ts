import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { Scope } from '@dmd/shared/wire/api-types';
import type { AccountsStore, Caller } from '../auth/accounts-store';
import type { QuotaLedger } from '../auth/quota-ledger';
import type { UsageReport } from '../auth/usage-report';
import type { DatasetStore } from '../queries/dataset-store';
import type { ListItemJsonCache } from '../records/list-item-json-cache';
import type { SampleStore } from '../samples/sample-store';
import { invalidParameter, type ApiError } from '../http/api-error';
import { readRequestBodyOrThrow } from '../http/request-body';
import type { RouteResponse } from '../http/send-response';
import { parseInput, pickQueryValues } from '../http/validate-input';

/** What routes work with; one instance per running marketplace. */
export interface MarketplaceServices {
  datasets: DatasetStore;
  listItems: ListItemJsonCache;
  accounts: AccountsStore;
  quota: QuotaLedger;
  usage: UsageReport;
  /** e.g. http://127.0.0.1:8787, for the absolute URLs in records. */
  baseUrl: string;
  now: () => Date;
  /** The OpenAPI document as JSON, built at its first request (not on every start). */
  openApiJson(): Promise<string>;
  /** Datasets' samples, generated on first request. */
  samples: SampleStore;
}

/** What the request pipeline hands a route once the caller is known. */
interface RouteInput {
  /** Path parameters, still percent-encoded. */
  rawParams: Record<string, string>;
  searchParams: URLSearchParams;
  request: IncomingMessage;
  /** Null on public routes. */
  caller: Caller | null;
  services: MarketplaceServices;
}

interface RouteContext<Query, Body> {
  params: Record<string, string>;
  query: Query;
  body: Body;
  caller: Caller | null;
  services: MarketplaceServices;
  /** For conditional requests (If-None-Match). */
  headers: IncomingHttpHeaders;
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

interface RouteDescription {
  method: 'GET' | 'POST';
  /** OpenAPI-style, e.g. /v1/datasets/{id}. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** The scope a key needs; null for public routes (no key, not metered). */
  scope: Scope | null;
  pathParams?: Readonly<Record<string, string>>;
  /** `application/octet-stream` stands for a route whose answers have several types (its description lists them). */
  response: { description: string; contentType: 'application/json' | 'image/svg+xml' | 'text/html' | 'application/octet-stream'; schema?: z.ZodType };
  /** Answers carry an ETag and a matching If-None-Match gets 304 Not Modified. */
  conditional?: boolean;
  /** How this route's errors answer when not as the API's JSON error body (a page for a person answers with a page). */
  errorPage?: (error: ApiError) => RouteResponse;
}

interface RouteSpec<QuerySchema, BodySchema> extends RouteDescription {
  query?: QuerySchema;
  body?: BodySchema;
  handle(context: RouteContext<OutputOf<QuerySchema>, OutputOf<BodySchema>>): RouteResponse | Promise<RouteResponse>;
}

export interface Route extends RouteDescription {
  querySchema: z.ZodObject | undefined;
  bodySchema: z.ZodType | undefined;
  /** Validates path, query and body (400/415 as ApiError), then answers. */
  run(input: RouteInput): Promise<RouteResponse> | RouteResponse;
}

export function defineRoute<QuerySchema extends z.ZodObject | undefined = undefined, BodySchema extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<QuerySchema, BodySchema>,
): Route {
  const queryKeys = spec.query === undefined ? [] : Object.keys(spec.query.shape);
  type Context = RouteContext<OutputOf<QuerySchema>, OutputOf<BodySchema>>;

  const prepare = (input: RouteInput) => ({
    params: decodeParams(input.rawParams),
    query: (spec.query === undefined ? undefined : parseInput(spec.query, pickQueryValues(input.searchParams, queryKeys), 'query')) as Context['query'],
    caller: input.caller,
    services: input.services,
    headers: input.request.headers,
  });

  return {
    ...spec,
    querySchema: spec.query,
    bodySchema: spec.body,
    run:
      spec.body === undefined
        ? (input) => spec.handle({ ...prepare(input), body: undefined as Context['body'] })
        : async (input) => {
            const context = prepare(input);
            const body = parseInput(spec.body as z.ZodType, await readRequestBodyOrThrow(input.request), 'body') as Context['body'];
            return spec.handle({ ...context, body });
          },
  };
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  const decoded = new Map<string, string>();
  for (const [name, value] of Object.entries(raw)) {
    try {
      decoded.set(name, decodeURIComponent(value));
    } catch {
      throw invalidParameter(name, `The path parameter "${name}" is not valid percent-encoding.`);
    }
  }
  return Object.fromEntries(decoded);
}
