import { describe, expect, it } from 'vitest';
import type { ServedRequest } from '../app/marketplace-requests';
import { typingCost } from './typing-cost';

const served = (url: string, keyed = true): ServedRequest => ({ method: 'GET', url, body: '', status: 200, keyed, startedAt: 0, endedAt: 1 });

describe('typingCost', () => {
  it('counts the searches served and charges each to the word its last word was', () => {
    const cost = typingCost(
      [
        served('/v1/datasets?q=spe&per_page=20&page=1'),
        served('/v1/datasets?q=speech&per_page=20&page=1'),
        served('/v1/datasets/ds-1'),
        served('/v1/datasets?q=speech+recognition&per_page=20&page=1'),
        served('/v1/me'),
        served('/v1/datasets?q=unkeyed&page=1', false),
      ],
      2,
    );
    expect(cost).toEqual({ requests: 3, perWord: [2, 1], texts: ['spe', 'speech', 'speech recognition'] });
  });

  it('charges the browsing list to the first word', () => {
    expect(typingCost([served('/v1/datasets?sort=created_at&page=1')], 3).perWord).toEqual([1, 0, 0]);
  });
});
