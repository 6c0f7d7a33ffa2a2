import { describe, expect, it } from 'vitest';
import { MIN_SEARCH_WORD_LENGTH } from '../../../shared/domain/limits';
import { BUYER_PHRASES, HUMAN_TYPING, humanTyping, replay, seededRandom, typePhrase } from './human-typing';

describe('the human typing model', () => {
  const typed = humanTyping(7);

  it('types the 40 buyer phrases of one to four words, each ending in the phrase', () => {
    expect(typed).toHaveLength(40);
    expect(BUYER_PHRASES.every((phrase) => phrase.split(' ').length >= 1 && phrase.split(' ').length <= 4)).toBe(true);
    for (const phrase of typed) expect(replay(phrase.events)).toBe(phrase.phrase);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(humanTyping(7)).toEqual(typed);
    expect(humanTyping(8)).not.toEqual(typed);
  });

  it('keeps keys within a word at 80–600 ms, with longer pauses only between words or before a fix', () => {
    const intervals: number[] = [];
    for (const { events } of typed) {
      events.forEach((event, index) => {
        if (index === 0) return expect(event.afterMs).toBe(0);
        const before = events[index - 1]?.key;
        const long = event.key === 'Backspace' || event.key === 'Enter' || before === ' ';
        if (!long) intervals.push(event.afterMs);
        expect(event.afterMs).toBeLessThanOrEqual(long ? HUMAN_TYPING.thinkMs.max : HUMAN_TYPING.keyMs.max);
        expect(event.afterMs).toBeGreaterThanOrEqual(HUMAN_TYPING.keyMs.min);
      });
    }
    // Uneven: a real spread, not one pace.
    const sorted = [...intervals].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.1)] ?? 0).toBeLessThan(200);
    expect(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toBeGreaterThan(380);
    expect(
      typed.some(({ events }) => events.some((event, index) => index > 0 && events[index - 1]?.key === ' ' && event.afterMs >= HUMAN_TYPING.thinkMs.min)),
    ).toBe(true);
  });

  it('mistypes now and then and fixes it with Backspace', () => {
    const fixed = typed.filter(({ events }) => events.some((event) => event.key === 'Backspace'));
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.length).toBeLessThan(typed.length);
  });

  it('presses Enter after a last word that typing alone never sends, and now and then after others', () => {
    expect(HUMAN_TYPING.minSentWord).toBe(MIN_SEARCH_WORD_LENGTH);
    const vitamin = typePhrase('vitamin d', seededRandom(1));
    expect(vitamin.entered).toBe(true);
    expect(vitamin.events.at(-1)?.key).toBe('Enter');
    const entered = typed.filter((phrase) => phrase.entered && [...(phrase.phrase.split(' ').at(-1) ?? '')].length >= MIN_SEARCH_WORD_LENGTH);
    expect(entered.length).toBeGreaterThan(0);
  });
});
