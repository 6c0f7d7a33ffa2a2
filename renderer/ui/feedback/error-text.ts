import type { AppError, AppErrorKind } from '../../../shared/domain/app-error';
import type { SettingsTarget } from '../../state/settings-target';

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

/** A fault between the app and the marketplace is named as such, never as the marketplace being unreachable. */
const NETWORK_TITLES: Partial<Record<string, string>> = {
  proxy_unreachable: 'Can’t reach the proxy',
  proxy_auth_failed: 'The proxy refused the credentials',
  proxy_refused: 'The proxy would not connect to the marketplace',
  certificate_untrusted: 'The marketplace’s certificate is not trusted',
  certificate_expired: 'The marketplace’s certificate has expired',
  certificate_wrong_host: 'The certificate is for another host name',
};

export function errorTitle(error: AppError): string {
  // No key was sent, so none was refused.
  if (error.code === 'no_key') return 'No API key for this marketplace';
  const network = error.code === undefined ? undefined : NETWORK_TITLES[error.code];
  if (network !== undefined) return network;
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

/** A proxy or certificate fault leads to Settings → Network; a refused proxy password, straight to its form. */
export function networkSettingsAction(error: AppError): { label: string; target: SettingsTarget } | null {
  if (error.code === 'proxy_auth_failed') return { label: 'Enter proxy credentials', target: 'proxy-credentials' };
  if (error.code === 'proxy_unreachable' || error.code === 'proxy_refused' || error.code?.startsWith('certificate_'))
    return { label: 'Network settings', target: 'network' };
  return null;
}
