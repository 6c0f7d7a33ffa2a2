import { describe, expect, it } from 'vitest';
import { apiKeyFormProblem, apiKeySchema } from './api-key-form';
import { apiKeyInputSchema } from '../ipc/ipc-schemas';

describe('the form of an API key', () => {
  it.each(['ls_live_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', 'ls_demo_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', 'sk-proj.abc_DEF~123+456/789==', 'x'.repeat(512)])(
    'accepts %s',
    (key) => {
      expect(apiKeyFormProblem(key)).toBeNull();
    },
  );

  it('drops the spaces around a pasted key', () => {
    expect(apiKeySchema.parse('  ls_live_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56\n')).toBe('ls_live_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
  });

  it.each([
    ['a header injected after a line break', 'ls_live_abc123456\r\nX-Admin: 1', /no spaces, tabs or line breaks/],
    ['a bare line feed', 'ls_live_abc\n123456', /line breaks/],
    ['a space inside', 'ls_live_abc 123456', /no spaces/],
    ['a tab inside', 'ls_live_abc\t123456', /tabs/],
    ['a NUL byte', 'ls_live_abc\u0000123456', /line breaks/],
    ['DEL', 'ls_live_abc\u007f123456', /line breaks/],
    ['a non-ASCII letter', 'ls_live_abcé123456', /only letters, digits/],
    ['a zero-width space', 'ls_live_abc\u200b123456', /only letters, digits/],
    ['a colon', 'ls_live_abc:123456', /only letters, digits/],
    ['a quote', 'ls_live_"abc123456"', /only letters, digits/],
    ['too short', 'ls_1', /too short/],
    ['too long', 'x'.repeat(513), /too long/],
  ])('refuses %s with a clear message', (_name, key, message) => {
    const parsed = apiKeyInputSchema.safeParse({ apiKey: key });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
    expect(parsed.error?.issues[0]?.path).toEqual(['apiKey']);
  });
});
