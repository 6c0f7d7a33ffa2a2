/** Plays a typing model's keys into the page at their pace, and waits for what they cause. */
import type { Page } from '@playwright/test';
import { SEARCH_PAUSE_MS, SEARCH_SAME_WORD_PAUSE_FACTOR } from '../../../shared/domain/limits';
import { waitForQuiet, type AppCallTracker } from '../app/app-calls';
import type { TypingEvent } from './human-typing';

/** After the last key: the longest the app may wait before it searches (a second search within a word, at full quota), and a margin. */
const TYPING_SETTLE_MS = SEARCH_PAUSE_MS.ok * SEARCH_SAME_WORD_PAUSE_FACTOR + 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types the events into the focused element, each at its time from the first (a slow key does not push the rest back). */
export async function typeEvents(page: Page, events: readonly TypingEvent[], onKey?: (event: TypingEvent) => void): Promise<void> {
  let due = Date.now();
  for (const event of events) {
    due += event.afterMs;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    if (event.key === 'Backspace' || event.key === 'Enter') await page.keyboard.press(event.key);
    else await page.keyboard.type(event.key);
    onKey?.(event);
  }
}

/** Waits until the app has searched for what was typed (if it will) and stopped fetching. */
export async function settleAfterTyping(calls: AppCallTracker): Promise<void> {
  await waitForQuiet(calls, Date.now(), { quietMs: TYPING_SETTLE_MS });
}
