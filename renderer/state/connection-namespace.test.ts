import { describe, expect, it } from 'vitest';
import { connectionNamespace } from './connection-store';

describe('connectionNamespace', () => {
  it('gives the demo marketplace one namespace, whatever port it runs on', () => {
    expect(connectionNamespace({ kind: 'embedded', baseUrl: 'http://127.0.0.1:4100' })).toBe(
      connectionNamespace({ kind: 'embedded', baseUrl: 'http://127.0.0.1:39211' }),
    );
  });

  it('keeps custom marketplaces apart by address, and apart from the built-in one', () => {
    const custom = connectionNamespace({ kind: 'custom', baseUrl: 'https://api.example.com' });
    expect(custom).not.toBe(connectionNamespace({ kind: 'custom', baseUrl: 'https://other.example.com' }));
    expect(custom).not.toBe(connectionNamespace({ kind: 'embedded', baseUrl: 'https://api.example.com' }));
  });
});
