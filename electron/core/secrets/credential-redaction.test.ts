import { describe, expect, it } from 'vitest';
import { REDACTED_CREDENTIAL as R, redactCredentials } from './credential-redaction';
import { createSecretRedactor } from './secret-redaction';

describe('redactCredentials', () => {
  it.each([
    ['Authorization: Bearer eyJhbGciOi.payload.sig', `Authorization: ${R}`],
    ['proxy-authorization: Basic dXNlcjpwYXNz', `proxy-authorization: ${R}`],
    ['X-Api-Key: ls_live_abcdef0123456789', `X-Api-Key: ${R}`],
    ['{"x-api-key":"ls_live_abc","accept":"*/*"}', `{"x-api-key":"${R}","accept":"*/*"}`],
    ['{"line":"{\\"Authorization\\":\\"Bearer tok\\"}"}', `{"line":"{\\"Authorization\\":\\"${R}\\"}"}`],
    ['authorization=Digest%20abc; next', `authorization=${R}; next`],
    ['GET /v1/datasets?api_key=ls_live_x&q=cats', `GET /v1/datasets?api_key=${R}&q=cats`],
    ['sent API-KEY=zzz to it', `sent API-KEY=${R} to it`],
    ['via http://alice:s3cr%40t@proxy.corp:3128 now', `via http://alice:${R}@proxy.corp:3128 now`],
    ['HTTPS_PROXY=https://:only-pass@10.0.0.1:8080', `HTTPS_PROXY=https://:${R}@10.0.0.1:8080`],
  ])('takes the credential out of %j', (text, clean) => {
    expect(redactCredentials(text)).toBe(clean);
  });

  it.each([
    'The Authorization header was refused.',
    'GET /v1/datasets/abc → 503; retrying in 300 ms',
    'Connection switched to https://market.example/api (user@example.com wrote it).',
    'http://proxy.corp:3128',
  ])('leaves %j as it was', (text) => {
    expect(redactCredentials(text)).toBe(text);
  });
});

describe('SecretRedactor.line', () => {
  it('takes out credentials by place and remembered secrets by value, in one pass', () => {
    const redactor = createSecretRedactor();
    redactor.remember('canary-proxy-password-7Q2');
    const line = redactor.line('Authorization: Bearer abc; proxy said canary-proxy-password-7Q2 and CANARY-PROXY-PASSWORD-7Q2');
    expect(line).toBe(`Authorization: ${R}; proxy said [API key] and [API key]`);
  });
});
