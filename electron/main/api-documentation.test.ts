import { describe, expect, it } from 'vitest';
import { documentationTargetFor } from './api-documentation';

describe('documentationTargetFor', () => {
  it('opens the site of a remote https marketplace', () => {
    expect(documentationTargetFor({ kind: 'custom', baseUrl: 'https://api.example.com/v1' })).toEqual({ kind: 'open', url: 'https://api.example.com/' });
  });

  it('explains instead of opening anything for the embedded marketplace or plain http', () => {
    const embedded = documentationTargetFor({ kind: 'embedded', baseUrl: 'http://127.0.0.1:4010' });
    expect(embedded.kind).toBe('explain');
    expect(embedded.kind === 'explain' && embedded.message).toContain('http://127.0.0.1:4010');
    expect(documentationTargetFor({ kind: 'custom', baseUrl: 'http://intranet.test' }).kind).toBe('explain');
    expect(documentationTargetFor(null).kind).toBe('explain');
  });
});
