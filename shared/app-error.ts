/** The one error union the renderer acts on, whatever failed (network, server, input, keychain). */
export const APP_ERROR_KINDS = [
  'network',
  'timeout',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_input',
  'quota_exceeded',
  'rate_limited',
  'storage',
  'server',
  'unexpected_response',
] as const;
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

export interface AppError {
  kind: AppErrorKind;
  /** A sentence for a person. */
  message: string;
  /** HTTP status when the error came from a response. */
  status?: number;
  /** The server's machine-readable code when it gave one (e.g. `insufficient_scope`). */
  code?: string;
  /** quota_exceeded: when the quota returns (ISO 8601 UTC). */
  resetAt?: string;
  /** rate_limited: when the marketplace takes requests again (ISO 8601 UTC). */
  retryAt?: string;
  /**
   * Set when this failure is one the core remembered from an earlier request (ISO 8601 UTC of
   * that request): the core answered it again without a request. Retry asks the core to forget it.
   */
  failedAt?: string;
  /** forbidden: the scope the key lacks, when the server named it. */
  requiredScope?: string;
  /** invalid_input: which input was wrong. */
  param?: string;
  /** not_found for compatibility: the ids the server did not know. */
  unknownIds?: string[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { kind?: unknown; message?: unknown };
  return (
    typeof candidate.message === 'string' &&
    (APP_ERROR_KINDS as readonly unknown[]).includes(candidate.kind)
  );
}

/** Thrown by the renderer's bridge so react-query sees a failure that still carries the typed error. */
export class AppErrorException extends Error {
  readonly appError: AppError;
  constructor(appError: AppError) {
    super(appError.message);
    this.name = 'AppErrorException';
    this.appError = appError;
  }
}
