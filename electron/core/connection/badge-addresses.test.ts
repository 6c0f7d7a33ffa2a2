import { describe, expect, it } from 'vitest';
import { createBadgeAddresses } from './badge-addresses';

const BASE = 'http://127.0.0.1:4010';

describe('badge addresses', () => {
  it('allow only the addresses a record named, even one of the form badges usually take', () => {
    const book = createBadgeAddresses();
    book.note('c1', `${BASE}/v1/datasets/abc/badge.svg`);
    expect(book.allows('c1', BASE, `${BASE}/v1/datasets/abc/badge.svg`)).toBe(true);
    for (const url of [`${BASE}/v1/datasets/other/badge.svg`, `${BASE}/v1/datasets/abc/badge`, `${BASE}/badges/abc.svg`, `${BASE}/v1/me`]) {
      expect(book.allows('c1', BASE, url), url).toBe(false);
    }
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
