import { describe, expect, it } from 'vitest';
import { createBadgeAddresses, hasBadgeForm } from './badge-addresses';

const BASE = 'http://127.0.0.1:4010';

describe('badge addresses', () => {
  it('have the form of a badge under the marketplace: /v1/datasets/<id>/badge[.svg] or /badges/<id>[.svg]', () => {
    for (const url of [`${BASE}/v1/datasets/abc/badge.svg`, `${BASE}/v1/datasets/abc/badge`, `${BASE}/badges/abc.svg`])
      expect(hasBadgeForm(BASE, url), url).toBe(true);
    for (const url of [
      `${BASE}/v1/me`,
      `${BASE}/v1/datasets/abc`,
      `${BASE}/v1/datasets/abc/badge.svg?api_key=x`,
      `${BASE}/v1/datasets/../me/badge.svg`,
      'http://127.0.0.1:9999/v1/datasets/abc/badge.svg',
      'https://evil.example/v1/datasets/abc/badge.svg',
    ]) {
      expect(hasBadgeForm(BASE, url), url).toBe(false);
    }
    expect(hasBadgeForm(`${BASE}/market`, `${BASE}/market/v1/datasets/a/badge.svg`)).toBe(true);
  });

  it('allows an address the marketplace gave in a record, but only under its own base and only for its connection', () => {
    const book = createBadgeAddresses();
    book.note('c1', `${BASE}/images/lqs/abc.png`, undefined);
    expect(book.allows('c1', BASE, `${BASE}/images/lqs/abc.png`)).toBe(true);
    expect(book.allows('c2', BASE, `${BASE}/images/lqs/abc.png`)).toBe(false);
    book.note('c1', 'https://cdn.example/abc.svg');
    expect(book.allows('c1', BASE, 'https://cdn.example/abc.svg')).toBe(false);
    book.forget('c1');
    expect(book.allows('c1', BASE, `${BASE}/images/lqs/abc.png`)).toBe(false);
  });
});
