import type { ApiErrorBody, ApiErrorCode, Scope } from '@dmd/shared/wire/api-types';

/** An error the API answers with, in the shape fixed by the API decisions. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    const error: ApiErrorBody['error'] = { code: this.code, message: this.message, status: this.status };
    if (this.details !== undefined) error.details = this.details;
    return { error };
  }
}

export function invalidParameter(param: string, message: string, extra?: Record<string, unknown>): ApiError {
  return new ApiError(400, 'invalid_parameter', message, { param, ...extra });
}

export function invalidJson(reason: string): ApiError {
  return new ApiError(400, 'invalid_json', `The request body is not valid JSON: ${reason}.`);
}

export function missingApiKey(): ApiError {
  return new ApiError(401, 'missing_api_key', 'An API key is required: send it in the X-Api-Key header or the api_key query parameter.');
}

export function invalidApiKey(): ApiError {
  return new ApiError(401, 'invalid_api_key', 'The API key is not valid: it is unknown or has been revoked.');
}

export function insufficientScope(required: Scope): ApiError {
  return new ApiError(403, 'insufficient_scope', `This API key lacks the scope "${required}" needed for this endpoint.`, { required });
}

export function datasetNotFound(id: string): ApiError {
  return new ApiError(404, 'dataset_not_found', `No published dataset has the id or slug "${id}".`, { id });
}

export function unknownDatasets(unknownIds: string[]): ApiError {
  return new ApiError(404, 'dataset_not_found', `No published dataset has the id or slug ${unknownIds.map((id) => `"${id}"`).join(', ')}.`, {
    unknown_ids: unknownIds,
  });
}

export function routeNotFound(method: string, path: string): ApiError {
  return new ApiError(404, 'not_found', `There is no endpoint ${method} ${path}.`);
}

export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): ApiError {
  return new ApiError(
    405,
    'method_not_allowed',
    `${path} does not support ${method}; use ${allowed.join(' or ')}.`,
    { allowed },
    {
      Allow: allowed.join(', '),
    },
  );
}

export function unsupportedMediaType(received: string | undefined): ApiError {
  return new ApiError(415, 'unsupported_media_type', `The request body must be sent as application/json${received ? `, not ${received}` : ''}.`);
}

export function quotaExceeded(limit: number, retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    'quota_exceeded',
    `The daily quota of ${limit} requests is used up; it resets at 00:00 UTC.`,
    { limit },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );
}

export function internalError(): ApiError {
  return new ApiError(500, 'internal_error', 'The server failed to answer this request. It has been logged.');
}
