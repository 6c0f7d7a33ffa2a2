import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, isAppUrl, isExternalWebUrl } from './app-origin';

describe('isAppUrl', () => {
  it('accepts our renderer only', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://renderer/assets/x.js')).toBe(true);
    for (const other of ['app://other/index.html', 'app://user@renderer/', 'https://renderer/', 'file:///index.html', 'about:blank', '', null, 'not a url']) {
      expect(isAppUrl(other), String(other)).toBe(false);
    }
  });
});

describe('isExternalWebUrl', () => {
  it('is true for http(s) only', () => {
    expect(isExternalWebUrl('https://example.com')).toBe(true);
    expect(isExternalWebUrl('http://example.com')).toBe(true);
    expect(isExternalWebUrl('file:///etc/passwd')).toBe(false);
    expect(isExternalWebUrl('javascript:alert(1)')).toBe(false);
  });
});
