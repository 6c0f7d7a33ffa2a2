import type { IncomingHttpHeaders } from 'node:http';

/** The key a request carries: the X-Api-Key header wins over the api_key query parameter; blank counts as absent. */
export function apiKeyOfRequest(headers: IncomingHttpHeaders, searchParams: URLSearchParams): string | null {
  const header = headers['x-api-key'];
  const fromHeader = (Array.isArray(header) ? header.join(', ') : (header ?? '')).trim();
  if (fromHeader !== '') return fromHeader;
  const fromQuery = (searchParams.get('api_key') ?? '').trim();
  return fromQuery === '' ? null : fromQuery;
}
