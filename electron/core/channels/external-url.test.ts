import { describe, expect, it } from 'vitest';
import { checkExternalUrl, MAX_EXTERNAL_URL_LENGTH } from './external-url';

describe('checkExternalUrl', () => {
  it.each(['https://example.com', 'https://example.com/docs?a=1#b', 'https://sub.example.com:8443/x'])('accepts %s', (url) => {
    expect(checkExternalUrl(url).ok).toBe(true);
  });
  it.each([
    'http://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'mailto:a@example.com',
    'https://user:pw@example.com',
    'https://user@example.com',
    'https://exa mple.com',
    'https://example.com/\u0000',
    'not a url',
    '',
    `https://example.com/${'a'.repeat(MAX_EXTERNAL_URL_LENGTH)}`,
  ])('refuses %j', (url) => {
    const result = checkExternalUrl(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });
});
