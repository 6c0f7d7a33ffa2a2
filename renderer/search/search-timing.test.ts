import { describe, expect, it } from 'vitest';
import { SEARCH_PAUSE_MS, SEARCH_SAME_WORD_PAUSE_FACTOR } from '../../shared/domain/limits';
import { planSearch, sameWordTyped, searchPauseMs, withoutPrefix, type SearchMoment } from './search-timing';

const typing = (text: string, more: Partial<SearchMoment> = {}): SearchMoment => ({
  text,
  typing: true,
  how: 'typed',
  quota: 'ok',
  sentText: '',
  isCached: () => false,
  ...more,
});

describe('withoutPrefix', () => {
  it.each([
    ['m', ''],
    ['mu', ''],
    ['mul', 'mul'],
    ['cat d', 'cat'],
    ['cat do', 'cat'],
    ['cat dog', 'cat dog'],
    ['uk ai', 'uk'],
    ['x-ray', 'x-ray'],
    ['', ''],
  ])('holds back a last word of one or two letters: “%s” → “%s”', (text, sent) => {
    expect(withoutPrefix(text)).toBe(sent);
  });

  it('sends a short word once a space follows it (the word is finished)', () => {
    expect(withoutPrefix('ai ')).toBe('ai ');
    expect(withoutPrefix('cat d ')).toBe('cat d ');
  });

  it('counts letters, not UTF-16 units', () => {
    expect(withoutPrefix('日本')).toBe('');
    expect(withoutPrefix('日本語')).toBe('日本語');
  });
});

describe('sameWordTyped', () => {
  it('is a word typed on or corrected after a search for its beginning', () => {
    expect(sameWordTyped('multilingual', 'multi')).toBe(true);
    expect(sameWordTyped('speech multilingual', 'speech mult')).toBe(true);
    expect(sameWordTyped('mulit', 'multi')).toBe(true);
  });

  it('is not a new word, another word, or the same text', () => {
    expect(sameWordTyped('multi speech', 'multi')).toBe(false);
    expect(sameWordTyped('speech', 'multi')).toBe(false);
    expect(sameWordTyped('multi', 'multi')).toBe(false);
    expect(sameWordTyped('mul', '')).toBe(false);
  });
});

describe('planSearch', () => {
  it('waits for the pause while typing, longer with little quota left', () => {
    expect(planSearch(typing('multilingual')).delayMs).toBe(SEARCH_PAUSE_MS.ok);
    expect(planSearch(typing('multilingual', { quota: 'unknown' })).delayMs).toBe(SEARCH_PAUSE_MS.ok);
    expect(planSearch(typing('multilingual', { quota: 'warning' })).delayMs).toBe(SEARCH_PAUSE_MS.low);
    expect(planSearch(typing('multilingual', { quota: 'critical' })).delayMs).toBe(SEARCH_PAUSE_MS.critical);
    expect(searchPauseMs('exhausted')).toBe(SEARCH_PAUSE_MS.critical);
  });

  it('waits longer than people leave between keys, and longer as the quota falls', () => {
    expect(SEARCH_PAUSE_MS.ok).toBeGreaterThan(600);
    expect(SEARCH_PAUSE_MS.low).toBeGreaterThan(SEARCH_PAUSE_MS.ok);
    expect(SEARCH_PAUSE_MS.critical).toBeGreaterThan(SEARCH_PAUSE_MS.low);
  });

  it('waits twice as long for a second search within one word', () => {
    expect(planSearch(typing('multilingual', { sentText: 'multi' })).delayMs).toBe(SEARCH_PAUSE_MS.ok * SEARCH_SAME_WORD_PAUSE_FACTOR);
    expect(planSearch(typing('multilingual speech', { sentText: 'multilingual' })).delayMs).toBe(SEARCH_PAUSE_MS.ok);
  });

  it('never sends a one- or two-letter last word while typing; Enter or a text set whole sends it', () => {
    expect(planSearch(typing('ai'))).toEqual({ text: '', delayMs: SEARCH_PAUSE_MS.ok, held: true });
    expect(planSearch(typing('cat d'))).toMatchObject({ text: 'cat', held: true });
    expect(planSearch(typing('ai', { typing: false, how: 'chosen' }))).toEqual({ text: 'ai', delayMs: 0, held: false });
  });

  it('a click searches at once, still without a prefix being typed', () => {
    expect(planSearch(typing('cat d', { how: 'chosen' }))).toEqual({ text: 'cat', delayMs: 0, held: true });
  });

  it('shows an answer already cached and fresh at once: backspacing to it costs nothing', () => {
    const cached = new Set(['multi']);
    expect(planSearch(typing('multi', { sentText: 'multilingual', isCached: (text) => cached.has(text) })).delayMs).toBe(0);
    expect(planSearch(typing('multil', { sentText: 'multilingual', isCached: (text) => cached.has(text) })).delayMs).toBeGreaterThan(0);
  });

  it('asks the cache for the text it would send, prefix held back', () => {
    const asked: string[] = [];
    planSearch(
      typing('cat d', {
        isCached: (text) => {
          asked.push(text);
          return true;
        },
      }),
    );
    expect(asked).toEqual(['cat']);
  });
});
