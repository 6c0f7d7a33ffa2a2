import type { AppError, AppErrorKind } from '../../../shared/domain/app-error';

const TITLES: Record<AppErrorKind, string> = {
  network: 'Can’t reach the marketplace',
  timeout: 'The marketplace took too long to answer',
  unauthorized: 'The API key was not accepted',
  forbidden: 'The API key lacks a permission',
  not_found: 'Not found',
  invalid_input: 'That request was not accepted',
  quota_exceeded: 'Daily quota used up',
  rate_limited: 'The marketplace asked the app to slow down',
  storage: 'Not saved on this computer',
  server: 'The marketplace had a problem',
  unexpected_response: 'Something unexpected happened',
};

export function errorTitle(error: AppError): string {
  return TITLES[error.kind] ?? TITLES.unexpected_response;
}

/** "Status 401 · invalid_api_key", or null when neither is known. */
export function errorMeta(error: AppError): string | null {
  const parts = [error.status !== undefined ? `Status ${error.status}` : null, error.code ?? null].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
