/**
 * Typing at a person's pace: the seeded human typing model (tests/harness/typing/) types its buyer
 * phrases into the search box of the real app, and the run counts what the marketplace served
 * for each (requests per query against the floor of one, per word against the goal of two) and
 * how soon each key was answered on screen (keystroke → the frame that shows the loaded rows
 * matched locally, or a cached answer: the search screen's performance marks).
 */
import type { Browser } from '@playwright/test';
import { SEARCH_PAUSE_MS } from '../../shared/domain/limits';
import { AppDriver } from '../../tests/harness/app/app-driver';
import type { BenchMarketplace } from '../../tests/harness/app/bench-marketplace';
import type { RequestRecorder } from '../../tests/harness/app/request-recorder';
import { startShell } from '../../tests/harness/app/shell-process';
import { humanTyping } from '../../tests/harness/typing/human-typing';
import { settleAfterTyping, typeEvents } from '../../tests/harness/typing/type-events';
import { typingCost } from '../../tests/harness/typing/typing-cost';
import { ANSWER_PAINTED_MARK, KEYSTROKE_MARK } from '../../renderer/search/perf-marks';

export interface TypingRunOptions {
  browser: Browser;
  marketplace: BenchMarketplace;
  recorder: RequestRecorder;
  userDataDir: string;
  /** Phrases to type (the model's 40 in a full run). */
  phrases: number;
  seed: number;
  log(line: string): void;
}

export interface TypedPhraseSample {
  phrase: string;
  words: number;
  keys: number;
  backspaces: number;
  entered: boolean;
  requests: number;
  perWord: number[];
  texts: string[];
  /** Keystroke → first answer painted, per key that had one before the next key (ms). */
  answerMs: number[];
  /** Keys with no answer painted before the next key. */
  unanswered: number;
}

export interface TypingRun {
  seed: number;
  pauseMs: number;
  phrases: TypedPhraseSample[];
}

declare global {
  interface Window {
    __typingMarks?: Array<[string, number]>;
  }
}

/** Pairs each keystroke mark with the first answer mark after it and before the next keystroke. */
export function answerLatencies(marks: ReadonlyArray<readonly [string, number]>): { answerMs: number[]; unanswered: number } {
  const answerMs: number[] = [];
  let unanswered = 0;
  let keyAt: number | null = null;
  for (const [name, at] of marks) {
    if (name === KEYSTROKE_MARK) {
      if (keyAt !== null) unanswered += 1;
      keyAt = at;
    } else if (name === ANSWER_PAINTED_MARK && keyAt !== null) {
      answerMs.push(at - keyAt);
      keyAt = null;
    }
  }
  return { answerMs, unanswered: unanswered + (keyAt === null ? 0 : 1) };
}

export async function runTyping(options: TypingRunOptions): Promise<TypingRun> {
  const { browser, marketplace, recorder, log } = options;
  const shell = await startShell({ userDataDir: options.userDataDir, apiBase: recorder.url, apiKey: marketplace.freeKey });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  // tsx wraps named functions in a `__name` helper that exists only in Node (see page-probes.ts).
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(
    ([keystroke, answer]) => {
      window.__typingMarks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === keystroke || entry.name === answer) window.__typingMarks?.push([entry.name, entry.startTime]);
      }).observe({ type: 'mark' });
    },
    [KEYSTROKE_MARK, ANSWER_PAINTED_MARK],
  );
  try {
    const page = await context.newPage();
    await page.goto(shell.url);
    const app = new AppDriver(page);
    await app.waitForResults();
    const samples: TypedPhraseSample[] = [];
    for (const typed of humanTyping(options.seed, options.phrases)) {
      if ((await app.searchBox.inputValue()) !== '') await app.clearSearchText();
      await app.searchBox.focus();
      recorder.clear();
      await page.evaluate(() => {
        window.__typingMarks = [];
      });
      await typeEvents(page, typed.events);
      await settleAfterTyping(app.calls);
      const shown = await app.searchBox.inputValue();
      if (shown !== typed.phrase) throw new Error(`the search box holds “${shown}” after typing “${typed.phrase}”`);
      const cost = typingCost(recorder.records(), typed.words);
      const latencies = answerLatencies(await page.evaluate(() => window.__typingMarks ?? []));
      samples.push({
        phrase: typed.phrase,
        words: typed.words,
        keys: typed.events.length,
        backspaces: typed.events.filter((event) => event.key === 'Backspace').length,
        entered: typed.entered,
        ...cost,
        ...latencies,
      });
    }
    const requests = samples.reduce((sum, sample) => sum + sample.requests, 0);
    log(`typed ${samples.length} phrases at a person's pace: ${requests} searches sent`);
    app.calls.stop();
    return { seed: options.seed, pauseMs: SEARCH_PAUSE_MS.ok, phrases: samples };
  } finally {
    await context.close();
    await shell.stop();
  }
}
