import type { ApiErrorCode } from '../wire/api-types';

/** The one error union the renderer acts on, whatever failed (network, server, input, keychain). */
const APP_ERROR_KINDS = [
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

/** Why the app itself failed or refused, with no marketplace's answer to go by. */
export const OWN_ERROR_CODES = [
  // A request the app did not send, or gave up on.
  'cancelled',
  'shutting_down',
  'embedded_unavailable',
  'no_key',
  'quota_exceeded',
  'rate_limited',
  'answer_stalled',
  'connection_dropped',
  // An answer the app could not pass on, or a failure of its own.
  'answer_not_checked',
  'app_internal_error',
  'not_in_this_shell',
  // A sample the app would not fetch, unpack or show.
  'sample_address_unknown',
  'sample_address_refused',
  'sample_redirect_refused',
  'sample_too_large',
  'sample_holds_key',
  'too_many_files',
  'too_large_unpacked',
  'unreadable_archive',
  // Something the app could not write to disk.
  'settings_not_saved',
  'shortlist_not_saved',
  'cache_not_saved',
  'export_not_saved',
  'folder_not_opened',
  // The network between the app and the marketplace (electron/core/network/).
  'proxy_unreachable',
  'proxy_auth_failed',
  'proxy_refused',
  'certificate_untrusted',
  'certificate_expired',
  'certificate_wrong_host',
] as const;
export type OwnErrorCode = (typeof OWN_ERROR_CODES)[number];

declare const foreignCode: unique symbol;
/** A code a marketplace sent that the API's list (shared/wire/api-types.ts `ERROR_CODES`) does not name, kept as it came. */
export type ForeignErrorCode = string & { readonly [foreignCode]: true };

/** The app's own codes, the API's, or a foreign marketplace's word for what went wrong. */
export type AppErrorCode = OwnErrorCode | ApiErrorCode | ForeignErrorCode;

/** The one place a marketplace's raw error code becomes an AppErrorCode: the API's own where it names one, else foreign. */
export function marketplaceErrorCode(code: string): ApiErrorCode | ForeignErrorCode {
  return code as ApiErrorCode | ForeignErrorCode;
}

export interface AppError {
  kind: AppErrorKind;
  /** A sentence for a person. */
  message: string;
  /** HTTP status when the error came from a response. */
  status?: number;
  /** The app's code for a failure of its own, or the server's machine-readable code when it gave one (e.g. `insufficient_scope`). */
  code?: AppErrorCode;
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
  return typeof candidate.message === 'string' && (APP_ERROR_KINDS as readonly unknown[]).includes(candidate.kind);
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
