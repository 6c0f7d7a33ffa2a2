import { describe, expect, it } from 'vitest';
import { PROTOTYPE_NAMES } from '../../../shared/domain/own-keys';
import { buildPercent } from './catalog-build-status';

describe('buildPercent', () => {
  it('places a known phase in its span', () => {
    expect(buildPercent({ phase: 'indexes', done: 1, total: 2 })).toBe(97);
  });

  it.each(PROTOTYPE_NAMES)('knows no phase named %s', (phase) => {
    expect(buildPercent({ phase, done: 1, total: 2 })).toBeNull();
  });
});
