import { describe, expect, it } from 'vitest';
import { checkSampleUrl, createSampleAddresses, hasOwnSampleForm, routeOfSample } from './sample-addresses';

describe('checkSampleUrl', () => {
  it('takes https, and plain http only on this computer', () => {
    expect(checkSampleUrl('https://samples.example.com/a.csv').ok).toBe(true);
    expect(checkSampleUrl('http://127.0.0.1:9/a.csv').ok).toBe(true);
    expect(checkSampleUrl('http://localhost/a.csv').ok).toBe(true);
    const plain = checkSampleUrl('http://samples.example.com/a.csv');
    expect(plain.ok || plain.message).toContain('plain http://');
  });

  it('refuses other schemes, credentials and non-addresses', () => {
    for (const bad of ['file:///etc/passwd', 'ftp://x/a', 'javascript:alert(1)', 'data:text/csv,a', 'https://user:pw@example.com/a', 'not a url']) {
      expect(checkSampleUrl(bad).ok, bad).toBe(false);
    }
  });
});

describe('hasOwnSampleForm', () => {
  it('is the marketplace’s own sample route under its base, and nothing else', () => {
    expect(hasOwnSampleForm('http://127.0.0.1:4000', 'http://127.0.0.1:4000/v1/datasets/abc/sample')).toBe(true);
    expect(hasOwnSampleForm('https://api.example.com/market', 'https://api.example.com/market/v1/datasets/abc/sample')).toBe(true);
    expect(hasOwnSampleForm('http://127.0.0.1:4000', 'http://127.0.0.1:4000/v1/me')).toBe(false);
    expect(hasOwnSampleForm('http://127.0.0.1:4000', 'http://127.0.0.1:4000/v1/datasets/abc/sample?x=1')).toBe(false);
    expect(hasOwnSampleForm('http://127.0.0.1:4000', 'http://127.0.0.1:4001/v1/datasets/abc/sample')).toBe(false);
    expect(hasOwnSampleForm('https://api.example.com/market', 'https://api.example.com/v1/datasets/abc/sample')).toBe(false);
  });
});

describe('routeOfSample', () => {
  it('sends the key to a custom marketplace’s own origin only, and to the built-in one never', () => {
    expect(routeOfSample('https://api.example.com', new URL('https://api.example.com/v1/datasets/a/sample'), false)).toEqual({
      where: 'marketplace',
      keySent: true,
      quota: 'may-count',
    });
    expect(routeOfSample('http://127.0.0.1:4000', new URL('http://127.0.0.1:4000/v1/datasets/a/sample'), true)).toEqual({
      where: 'marketplace',
      keySent: false,
      quota: 'not-counted',
    });
    expect(routeOfSample('https://api.example.com', new URL('https://cdn.example.com/a.zip'), false)).toEqual({
      where: 'other-host',
      keySent: false,
      quota: 'no-key',
    });
    expect(routeOfSample('https://api.example.com', new URL('http://api.example.com:8080/a.zip'), false).keySent).toBe(false);
  });
});

describe('createSampleAddresses', () => {
  it('notes a record’s sample address under each of the dataset’s ids, per connection', () => {
    const addresses = createSampleAddresses();
    addresses.note('c1', ['uuid-1', 'slug-1', undefined], 'https://cdn.example.com/1.zip');
    expect(addresses.isNoted('c1', 'slug-1', 'https://cdn.example.com/1.zip')).toBe(true);
    expect(addresses.isNoted('c1', 'uuid-1', 'https://cdn.example.com/other.zip')).toBe(false);
    expect(addresses.isNoted('c2', 'uuid-1', 'https://cdn.example.com/1.zip')).toBe(false);
    addresses.note('c1', ['uuid-2'], null);
    expect(addresses.isNoted('c1', 'uuid-2', 'null')).toBe(false);
    addresses.approve('c1', 'cdn.example.com');
    expect(addresses.isApproved('c1', 'cdn.example.com')).toBe(true);
    addresses.forget('c1');
    expect(addresses.isApproved('c1', 'cdn.example.com')).toBe(false);
    expect(addresses.isNoted('c1', 'slug-1', 'https://cdn.example.com/1.zip')).toBe(false);
  });
});
