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
  // No key was sent, so none was refused.
  if (error.code === 'no_key') return 'No API key for this marketplace';
  return TITLES[error.kind] ?? TITLES.unexpected_response;
}

/** "Status 401", or null when no answer came. A code (the app's, or the marketplace's) is for the log, never shown raw. */
export function errorMeta(error: AppError): string | null {
  return error.status !== undefined ? `Status ${error.status}` : null;
}

/** `message` without a last sentence that points to Settings ("Add one in Settings."), for where a button or the form itself leads there. */
export function withoutSettingsPointer(message: string): string {
  return message.replace(/\s*[^.!?]*\bSettings\b[^.!?]*[.!?]?\s*$/, '').trim() || message;
}
