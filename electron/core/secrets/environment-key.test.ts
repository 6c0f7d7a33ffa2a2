import { describe, expect, it } from 'vitest';
import { takeApiKeyFromEnvironment } from './environment-key';

describe('takeApiKeyFromEnvironment', () => {
  it('returns the trimmed key and removes it from the environment', () => {
    const env: NodeJS.ProcessEnv = { DMD_API_KEY: '  ls_live_abc12345  ', PATH: '/bin' };
    expect(takeApiKeyFromEnvironment(env)).toBe('ls_live_abc12345');
    expect(env).toEqual({ PATH: '/bin' });
  });

  it('gives nothing for a missing or blank key, and still removes a blank one', () => {
    const env: NodeJS.ProcessEnv = { DMD_API_KEY: '   ' };
    expect(takeApiKeyFromEnvironment(env)).toBeUndefined();
    expect('DMD_API_KEY' in env).toBe(false);
    expect(takeApiKeyFromEnvironment({})).toBeUndefined();
  });
});
