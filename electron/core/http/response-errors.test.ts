import { describe, expect, it } from 'vitest';
import { appErrorFromResponse, explainErrorBody } from './response-errors';

const NOW = new Date('2025-06-01T12:00:00.000Z');

function failed(status: number, body: unknown, headers: Record<string, string> = {}, statusText = '') {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, statusText, headers: new Headers(headers), bodyText };
}

const decided = (status: number, code: string, message: string, details?: Record<string, unknown>) => ({
  error: { code, message, status, ...(details ? { details } : {}) },
});

describe('appErrorFromResponse: the decided error shape', () => {
  it('maps 400 invalid_parameter to invalid_input with the param', () => {
    const error = appErrorFromResponse(failed(400, decided(400, 'invalid_parameter', 'per_page must be at least 1.', { param: 'per_page' })), NOW);
    expect(error).toMatchObject({ kind: 'invalid_input', status: 400, code: 'invalid_parameter', param: 'per_page' });
    expect(error.message).toContain('per_page must be at least 1.');
    expect(error.message).toContain('HTTP 400');
  });
  it('names allowed values when the server lists them', () => {
    const error = appErrorFromResponse(
      failed(400, decided(400, 'invalid_parameter', 'Unknown sort.', { param: 'sort', allowed: ['price', 'created_at'] })),
      NOW,
    );
    expect(error.message).toContain('allowed: price, created_at');
  });
  it.each([415, 422])('maps %d to invalid_input', (status) => {
    expect(appErrorFromResponse(failed(status, decided(status, 'unsupported_media_type', 'Send JSON.')), NOW).kind).toBe('invalid_input');
  });
  it('maps 401 to unauthorized', () => {
    const error = appErrorFromResponse(failed(401, decided(401, 'invalid_api_key', 'The API key is not valid.')), NOW);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 'invalid_api_key' });
  });
  it('maps 403 to forbidden with the required scope', () => {
    const error = appErrorFromResponse(failed(403, decided(403, 'insufficient_scope', 'Missing scope.', { required: 'licenses:check' })), NOW);
    expect(error).toMatchObject({ kind: 'forbidden', requiredScope: 'licenses:check' });
    expect(error.message).toContain('licenses:check');
  });
  it('reads a list of required scopes', () => {
    const error = appErrorFromResponse(failed(403, decided(403, 'insufficient_scope', 'Missing scopes.', { required: ['a:b', 'c:d'] })), NOW);
    expect(error.requiredScope).toBe('a:b, c:d');
  });
  it('maps 404 with unknown ids to not_found with unknownIds', () => {
    const error = appErrorFromResponse(failed(404, decided(404, 'dataset_not_found', 'Unknown datasets.', { unknown_ids: ['x', 'y'] })), NOW);
    expect(error).toMatchObject({ kind: 'not_found', unknownIds: ['x', 'y'] });
    expect(error.message).toContain('x, y');
  });
  it('maps a plain 404 to not_found', () => {
    expect(appErrorFromResponse(failed(404, decided(404, 'dataset_not_found', 'No such dataset.')), NOW)).toMatchObject({
      kind: 'not_found',
      code: 'dataset_not_found',
    });
  });
  it('maps 429 to quota_exceeded with resetAt from Retry-After', () => {
    const error = appErrorFromResponse(failed(429, decided(429, 'quota_exceeded', 'Daily quota used.'), { 'Retry-After': '3600' }), NOW);
    expect(error).toMatchObject({ kind: 'quota_exceeded', resetAt: '2025-06-01T13:00:00.000Z' });
    expect(error.message).toContain('2025-06-01 13:00 UTC');
  });
  it('takes resetAt from X-RateLimit-Reset when the headers say nothing remains and Retry-After is missing', () => {
    const error = appErrorFromResponse(failed(429, 'slow down', { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '2025-06-02T00:00:00Z' }), NOW);
    expect(error).toMatchObject({ kind: 'quota_exceeded', resetAt: '2025-06-02T00:00:00.000Z' });
  });
  it('reads a 429 whose headers say quota remains as a rate limit, not a used-up quota', () => {
    const error = appErrorFromResponse(failed(429, decided(429, 'rate_limited', 'Too fast.'), { 'X-RateLimit-Remaining': '42', 'Retry-After': '30' }), NOW);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAt: '2025-06-01T12:00:30.000Z' });
    expect(error.resetAt).toBeUndefined();
  });
  it('reads a 429 that says nothing (a burst limit, a proxy) as a brief rate limit, never a quota used up until midnight', () => {
    const error = appErrorFromResponse(failed(429, ''), NOW);
    expect(error.kind).toBe('rate_limited');
    expect(error.resetAt).toBeUndefined();
    expect(error.retryAt).toBeUndefined();
  });
  it.each([500, 502, 503, 504])('maps %d to server', (status) => {
    expect(appErrorFromResponse(failed(status, decided(status, 'internal_error', 'Oops.')), NOW).kind).toBe('server');
  });
  it('maps a redirect to unexpected_response', () => {
    expect(appErrorFromResponse(failed(302, '', { Location: 'https://elsewhere.example' }), NOW).kind).toBe('unexpected_response');
  });
  it('maps other client errors to unexpected_response', () => {
    expect(appErrorFromResponse(failed(405, decided(405, 'method_not_allowed', 'No.')), NOW).kind).toBe('unexpected_response');
  });
});

describe('appErrorFromResponse: foreign error bodies', () => {
  it('reads {"error": "text"}', () => {
    const error = appErrorFromResponse(failed(401, { error: 'bad key' }), NOW);
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toContain('"bad key"');
  });
  it('reads {"message"}', () => {
    expect(appErrorFromResponse(failed(400, { message: 'page is wrong', code: 'E_PAGE' }), NOW)).toMatchObject({
      kind: 'invalid_input',
      code: 'E_PAGE',
    });
  });
  it('reads {"detail"} as a string', () => {
    expect(appErrorFromResponse(failed(404, { detail: 'Not Found' }), NOW).message).toContain('"Not Found"');
  });
  it('reads {"detail"} as a FastAPI validation list', () => {
    const error = appErrorFromResponse(failed(422, { detail: [{ loc: ['query', 'per_page'], msg: 'must be <= 100' }] }), NOW);
    expect(error.kind).toBe('invalid_input');
    expect(error.message).toContain('query.per_page: must be <= 100');
  });
  it('reads JSON:API {"errors": [{title, detail, code}]}', () => {
    const error = appErrorFromResponse(
      failed(403, {
        errors: [{ status: '403', code: 'insufficient_scope', title: 'Forbidden', detail: 'Needs account:read.', meta: { required: 'account:read' } }],
      }),
      NOW,
    );
    expect(error).toMatchObject({ kind: 'forbidden', code: 'insufficient_scope', requiredScope: 'account:read' });
    expect(error.message).toContain('Needs account:read.');
  });
  it('reads plain text', () => {
    const error = appErrorFromResponse(failed(503, 'Service temporarily down\nfor maintenance', {}, 'Service Unavailable'), NOW);
    expect(error.kind).toBe('server');
    expect(error.message).toContain('"Service temporarily down for maintenance"');
    expect(error.message).toContain('HTTP 503 Service Unavailable');
  });
  it('turns an HTML page from a proxy into a clear message without HTML', () => {
    const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><script>x()</script></body></html>';
    const error = appErrorFromResponse(failed(502, html, { 'Content-Type': 'text/html' }), NOW);
    expect(error.kind).toBe('server');
    expect(error.message).toContain('HTTP 502');
    expect(error.message).toContain('502 Bad Gateway');
    expect(error.message).toContain('proxy');
    expect(error.message).not.toMatch(/<[a-z!/]/i);
  });
  it('handles an HTML page without a title', () => {
    const error = appErrorFromResponse(failed(403, '<html><body>Access denied by firewall</body></html>'), NOW);
    expect(error.kind).toBe('forbidden');
    expect(error.message).not.toContain('<');
  });
  it('handles an empty body', () => {
    expect(appErrorFromResponse(failed(500, ''), NOW).message).toContain('HTTP 500');
  });
  it('handles JSON that is not an object', () => {
    expect(appErrorFromResponse(failed(500, '["a"]'), NOW).message).toContain('HTTP 500');
  });
  it('shortens very long text', () => {
    const error = appErrorFromResponse(failed(500, 'x'.repeat(10_000)), NOW);
    expect(error.message.length).toBeLessThan(500);
  });
  it('removes the key if the server echoes it', () => {
    const key = 'ls_live_SECRETSECRETSECRETSECRETSECRET12';
    const error = appErrorFromResponse(failed(401, { message: `Key ${key} is revoked` }), NOW, (text) => text.split(key).join('[API key]'));
    expect(error.message).not.toContain(key);
    expect(error.message).toContain('[API key]');
  });
});

describe('explainErrorBody', () => {
  it('reads broken JSON as text', () => {
    expect(explainErrorBody('{"error": ').message).toBe('{"error":');
  });
});

describe('explainErrorBody on hostile bodies up to the 10 MB cap', () => {
  const MB = 1024 * 1024;
  /** Time to explain `body` through appErrorFromResponse, in ms. */
  function timeToExplain(body: string): number {
    const started = performance.now();
    appErrorFromResponse(failed(502, body), NOW);
    return performance.now() - started;
  }

  it.each([
    ['1 MB of "<title" fragments', `<html>${'<title'.repeat(MB / 6)}`],
    ['10 MB of "<title" fragments', `<html>${'<title'.repeat((10 * MB) / 6)}`],
    ['a 10 MB title of unclosed tags', `<html><title>${'<'.repeat(10 * MB)}</title>`],
    ['10 MB of whitespace and text', `${' '.repeat(5 * MB)}${'a '.repeat(2.5 * MB)}`],
    ['10 MB of JSON-looking text', `{${'"a":['.repeat((10 * MB) / 5)}`],
  ])('explains %s in well under a second', (_name, body) => {
    const small = timeToExplain('<html><title>502 Bad Gateway</title></html>');
    const elapsed = timeToExplain(body);
    expect(elapsed, `took ${elapsed.toFixed(0)} ms (a small page: ${small.toFixed(1)} ms)`).toBeLessThan(1_000);
  });

  it('still finds the title of a page whose head is within the first 16 K characters', () => {
    const page = `<!DOCTYPE html><html><head><title>503 <b>Service</b> Unavailable</title></head><body>${'<p>x</p>'.repeat(MB / 8)}</body></html>`;
    expect(explainErrorBody(page)).toMatchObject({ message: '503 Service Unavailable', isHtml: true });
  });
});
