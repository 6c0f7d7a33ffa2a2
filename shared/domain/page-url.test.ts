import { describe, expect, it } from 'vitest';
import { isPageUrl } from './page-url';

describe('isPageUrl', () => {
  it('takes a web page and refuses an API record, another scheme or no address', () => {
    expect(isPageUrl('https://labelsets.example/datasets/street')).toBe(true);
    expect(isPageUrl('http://127.0.0.1:8787/datasets/street')).toBe(true);
    expect(isPageUrl('https://x.example/v10/datasets/a')).toBe(true);
    expect(isPageUrl('http://127.0.0.1:8787/v1/datasets/street')).toBe(false);
    expect(isPageUrl('https://api.example.com/api/V1/datasets/street')).toBe(false);
    expect(isPageUrl('https://api.example.com/v1')).toBe(false);
    expect(isPageUrl('dmd://dataset/street')).toBe(false);
    expect(isPageUrl('not a url')).toBe(false);
  });
});
