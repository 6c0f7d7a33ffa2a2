/** The typing run's figures: requests per query against the floor of one, per word against the goal of two, and the local answer's latency. */
import { percentile } from '../marketplace/latency-stats';
import type { TypingRun } from './typing-run';

/** The goal: at most this many searches for one word typed. */
export const MAX_REQUESTS_PER_WORD = 2;

export interface TypingSummary {
  seed: number;
  pauseMs: number;
  phrases: number;
  words: number;
  keys: number;
  requests: number;
  /** Searches per phrase typed: mean and most, against the floor of one. */
  perQuery: { mean: number; max: number };
  /** Searches per word: mean (all searches over all words) and most for any one word. */
  perWord: { mean: number; max: number };
  /** Phrases that cost more than one search per word plus one. */
  overWordsPlusOne: string[];
  /** Keystroke → first answer painted (ms). */
  answer: { samples: number; p50: number; p95: number; max: number; unanswered: number };
}

export function summariseTyping(run: TypingRun): TypingSummary {
  const words = run.phrases.reduce((sum, phrase) => sum + phrase.words, 0);
  const requests = run.phrases.reduce((sum, phrase) => sum + phrase.requests, 0);
  const answers = run.phrases.flatMap((phrase) => phrase.answerMs).sort((a, b) => a - b);
  const count = Math.max(1, run.phrases.length);
  return {
    seed: run.seed,
    pauseMs: run.pauseMs,
    phrases: run.phrases.length,
    words,
    keys: run.phrases.reduce((sum, phrase) => sum + phrase.keys, 0),
    requests,
    perQuery: { mean: requests / count, max: Math.max(0, ...run.phrases.map((phrase) => phrase.requests)) },
    perWord: { mean: words === 0 ? 0 : requests / words, max: Math.max(0, ...run.phrases.flatMap((phrase) => phrase.perWord)) },
    overWordsPlusOne: run.phrases.filter((phrase) => phrase.requests > phrase.words + 1).map((phrase) => phrase.phrase),
    answer: {
      samples: answers.length,
      p50: percentile(answers, 0.5),
      p95: percentile(answers, 0.95),
      max: answers.at(-1) ?? 0,
      unanswered: run.phrases.reduce((sum, phrase) => sum + phrase.unanswered, 0),
    },
  };
}
