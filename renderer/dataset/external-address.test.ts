import { describe, expect, it } from 'vitest';
import { addressKind } from './external-address';

describe('addressKind', () => {
  it.each(['https://example.com/datasets/x', 'https://sub.example.com:8443/a?b=1#c', 'https://localhost/x'])('opens %s', (url) => {
    expect(addressKind(url)).toBe('openable');
  });

  it.each(['http://127.0.0.1:4010/datasets/x', 'http://localhost:8080/x', 'http://[::1]:80/', 'http://app.localhost/'])('calls %s local', (url) => {
    expect(addressKind(url)).toBe('local');
  });

  it.each(['http://example.com/x', 'https://user:pw@example.com', 'ftp://example.com/x', 'not a url', ''])('refuses %s', (url) => {
    expect(addressKind(url)).toBe('refused');
  });
});
