import { describe, expect, it } from 'vitest';
import { SEARCH_PAUSE_MS } from '../../shared/domain/limits';
import { seededRandom, TYPING_SEED } from '../../tests/harness/typing/human-typing';
import { requestsOfTyping, typedQueryCosts } from './typing-requests';

/** Keys of `text`, each `everyMs` after the one before (the first at once). */
const keys = (text: string, everyMs: number) => [...text].map((key, at) => ({ key, afterMs: at === 0 ? 0 : everyMs }));

describe('requestsOfTyping', () => {
  it('sends one search for a phrase typed without a pause, once typing stops', () => {
    expect(requestsOfTyping(keys('speech recognition', 200))).toEqual({ keys: 18, requests: 1, texts: ['speech recognition'] });
  });

  it('sends a search for each word typed before a pause longer than the wait', () => {
    const events = [
      ...keys('speech', 200),
      { key: ' ', afterMs: SEARCH_PAUSE_MS.ok + 300 },
      ...keys('emotion', 200).map((event, at) => (at === 0 ? { ...event, afterMs: 200 } : event)),
    ];
    expect(requestsOfTyping(events).texts).toEqual(['speech', 'speech emotion']);
  });

  it('never sends a last word of one or two letters by typing alone; Enter does', () => {
    expect(requestsOfTyping(keys('vitamin d', 200)).texts).toEqual(['vitamin']);
    expect(requestsOfTyping([...keys('vitamin d', 200), { key: 'Enter', afterMs: 300 }]).texts).toEqual(['vitamin d']);
  });

  it('sends nothing for a text already searched (a typo fixed back to it, Enter on it)', () => {
    const events = [...keys('lidar', 200), { key: 'x', afterMs: SEARCH_PAUSE_MS.ok * 3 }, { key: 'Backspace', afterMs: 150 }, { key: 'Enter', afterMs: 300 }];
    expect(requestsOfTyping(events).texts).toEqual(['lidar']);
  });

  it('types each query in turn with the seeded model: the same seed, the same cost', () => {
    const first = typedQueryCosts(['asr corpus', 'crop yeild'], seededRandom(TYPING_SEED));
    const again = typedQueryCosts(['asr corpus', 'crop yeild'], seededRandom(TYPING_SEED));
    expect(again).toEqual(first);
    for (const cost of first) expect(cost.requests).toBeGreaterThanOrEqual(1);
  });
});
