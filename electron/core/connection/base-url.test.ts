import { describe, expect, it } from 'vitest';
import { buildRequestUrl, idSegment, normaliseBaseUrl, resourceUnderBase, withAssumedScheme } from './base-url';

describe('normaliseBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['  https://api.example.com/  ', 'https://api.example.com'],
    ['https://API.Example.COM:443/', 'https://api.example.com'],
    ['https://api.example.com:8443/market///', 'https://api.example.com:8443/market'],
    ['https://api.example.com/v1', 'https://api.example.com'],
    ['https://api.example.com/market/v1/', 'https://api.example.com/market'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4010/', 'http://localhost:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
    ['http://127.0.0.2:4010', 'http://127.0.0.2:4010'],
    ['http://LOCALHOST', 'http://localhost'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normaliseBaseUrl(input)).toEqual({ ok: true, baseUrl: expected });
  });

  it.each([
    ['', /Enter the marketplace address/],
    ['4600', /not a web address/],
    ['not a url', /not a web address/],
    ['user@api.example.com', /not a web address/],
    ['ftp://api.example.com', /must start with https/],
    ['javascript:alert(1)', /must start with https/],
    ['file:///etc/passwd', /must start with https/],
    ['http://api.example.com', /must use https/],
    ['http://127.0.0.1.nip.io', /must use https/],
    ['http://localhost.evil.com', /must use https/],
    ['https://user:pass@api.example.com', /user name or password/],
    ['https://user@api.example.com', /user name or password/],
    ['https://api.example.com/?x=1', /query/],
    ['https://api.example.com/?', /query/],
    ['https://api.example.com/#top', /fragment/],
    [`https://api.example.com/${'a'.repeat(2000)}`, /longer than/],
  ])('rejects %j', (input, message) => {
    const result = normaliseBaseUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('an address typed without its scheme', () => {
  it.each([
    ['127.0.0.1:4600', 'http://127.0.0.1:4600'],
    ['127.0.0.1', 'http://127.0.0.1'],
    ['localhost:4600/market/', 'http://localhost:4600/market'],
    ['LOCALHOST', 'http://localhost'],
    ['[::1]:4010', 'http://[::1]:4010'],
    ['api.example.com', 'https://api.example.com'],
    ['api.example.com:8443/v1', 'https://api.example.com:8443'],
    ['marketplace:8080', 'https://marketplace:8080'],
    ['127.0.0.1.nip.io:4600', 'https://127.0.0.1.nip.io:4600'],
    ['localhost.evil.com', 'https://localhost.evil.com'],
  ])('takes the bare %j as %j: http:// only for this computer', (input, expected) => {
    expect(normaliseBaseUrl(input)).toEqual({ ok: true, baseUrl: expected });
  });

  it('leaves an address that names its scheme, or is no address, as typed', () => {
    for (const typed of ['https://api.example.com', 'http://api.example.com', 'ftp://host', 'javascript:alert(1)', 'mailto:a@b.c', '4600', 'not a url']) {
      expect(withAssumedScheme(typed)).toBe(typed);
    }
  });
});

describe('buildRequestUrl', () => {
  it('appends the path and query to the base', () => {
    const url = buildRequestUrl('https://api.example.com/market', '/v1/datasets', new URLSearchParams({ q: 'cats & dogs' }));
    expect(url.href).toBe('https://api.example.com/market/v1/datasets?q=cats+%26+dogs');
  });
  it('refuses paths outside /v1', () => {
    expect(() => buildRequestUrl('https://api.example.com', '/admin')).toThrow(/outside \/v1/);
  });
  it('refuses a path that walks out of the base', () => {
    expect(() => buildRequestUrl('https://api.example.com/market', '/v1/../../x')).toThrow(/leaves/);
  });
  it('keeps the host when a path contains @', () => {
    expect(() => buildRequestUrl('https://api.example.com', '/v1/@evil.example.com')).not.toThrow();
    expect(buildRequestUrl('https://api.example.com', '/v1/@evil.example.com').host).toBe('api.example.com');
  });
});

describe('idSegment', () => {
  it('encodes ids', () => {
    expect(idSegment('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
  });
  it.each(['', '.', '..'])('refuses %j', (id) => {
    expect(() => idSegment(id)).toThrow();
  });
});

describe('resourceUnderBase', () => {
  it('accepts only URLs below the base, on its origin', () => {
    expect(resourceUnderBase('http://127.0.0.1:4010/market', 'http://127.0.0.1:4010/market/v1/datasets/a/badge.svg')?.pathname).toBe(
      '/market/v1/datasets/a/badge.svg',
    );
    expect(resourceUnderBase('https://api.example.com', 'https://api.example.com/badges/a.svg')).not.toBeNull();
    for (const url of [
      'http://127.0.0.1:4011/market/a.svg',
      'http://127.0.0.1:4010/marketplace/a.svg',
      'http://127.0.0.1:4010/a.svg',
      'https://127.0.0.1:4010/market/a.svg',
      'http://u:p@127.0.0.1:4010/market/a.svg',
      'nonsense',
    ]) {
      expect(resourceUnderBase('http://127.0.0.1:4010/market', url), url).toBeNull();
    }
  });
});
