import { describe, expect, it } from 'vitest';
import { RELOAD_GRACE_MS, rendererRecovery } from './renderer-recovery';

describe('rendererRecovery', () => {
  it('ignores a clean exit', () => {
    expect(rendererRecovery('clean-exit', null, 0)).toBe('ignore');
  });

  it('reloads a crashed window once, then asks if it crashes again soon', () => {
    expect(rendererRecovery('crashed', null, 1_000)).toBe('reload');
    expect(rendererRecovery('oom', 1_000, 1_000 + RELOAD_GRACE_MS - 1)).toBe('ask');
  });

  it('reloads again when the last reload was long ago', () => {
    expect(rendererRecovery('killed', 1_000, 1_000 + RELOAD_GRACE_MS)).toBe('reload');
  });
});
