import { describe, expect, it } from 'vitest';
import type { TypedPhraseSample } from './typing-run';
import { answerLatencies } from './typing-run';
import { summariseTyping } from './typing-summary';

const sample = (phrase: string, perWord: number[], answerMs: number[] = []): TypedPhraseSample => ({
  phrase,
  words: perWord.length,
  keys: phrase.length,
  backspaces: 0,
  entered: false,
  requests: perWord.reduce((sum, count) => sum + count, 0),
  perWord,
  texts: [],
  answerMs,
  unanswered: 0,
});

describe('summariseTyping', () => {
  it('gives searches per query and per word, and the phrases over one a word plus one', () => {
    const summary = summariseTyping({
      seed: 1,
      pauseMs: 750,
      phrases: [sample('multilingual', [1], [10, 20]), sample('speech recognition', [2, 1], [30]), sample('cat dog', [3, 1])],
    });
    expect(summary.requests).toBe(8);
    expect(summary.words).toBe(5);
    expect(summary.perQuery).toEqual({ mean: 8 / 3, max: 4 });
    expect(summary.perWord).toEqual({ mean: 8 / 5, max: 3 });
    expect(summary.overWordsPlusOne).toEqual(['cat dog']);
    expect(summary.answer.samples).toBe(3);
    expect(summary.answer.max).toBe(30);
  });
});

describe('answerLatencies', () => {
  it('pairs each keystroke with the first answer after it, and counts keys left unanswered', () => {
    const marks: Array<[string, number]> = [
      ['search:keystroke', 100],
      ['search:answer-painted', 112],
      ['search:answer-painted', 130],
      ['search:keystroke', 400],
      ['search:keystroke', 700],
      ['search:answer-painted', 709],
      ['search:keystroke', 1000],
    ];
    expect(answerLatencies(marks)).toEqual({ answerMs: [12, 9], unanswered: 2 });
  });
});
