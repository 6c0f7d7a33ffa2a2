/**
 * A request's route as a template (`/v1/datasets/:id/quality`): what the log and the diagnostics
 * say of a request, never its concrete address, ids or query. Whatever comes before `/v1` (a
 * custom marketplace's path prefix) is left out; a segment that is not one of the API's own words
 * is an `:id`.
 */
const API_WORDS = new Set([
  'v1',
  'datasets',
  'quality',
  'license',
  'licenses',
  'compatibility',
  'categories',
  'me',
  'sample',
  'samples',
  'badge',
  'openapi.json',
]);

export function routeTemplate(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const api = segments.indexOf('v1');
  const route = api === -1 ? segments : segments.slice(api);
  if (route.length === 0) return '/';
  return `/${route.map((segment) => (API_WORDS.has(segment.toLowerCase()) ? segment.toLowerCase() : ':id')).join('/')}`;
}
