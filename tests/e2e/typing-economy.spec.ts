/**
 * Typing at a person's pace costs what the person means: three phrases of the seeded human typing
 * model (uneven keys, pauses, a typo fixed with Backspace, Enter after a short word), typed into
 * the real app, cost at most two searches a word and one a word plus one a phrase, counted at the
 * marketplace; while typing, the list answers from the loaded results and says so.
 */
import { AppDriver } from '../harness/app/app-driver';
import { humanTyping, TYPING_SEED } from '../harness/typing/human-typing';
import { settleAfterTyping, typeEvents } from '../harness/typing/type-events';
import { typingCost } from '../harness/typing/typing-cost';
import { expect, test } from './fixtures/browser-shell';
import { startCountedMarketplace } from './fixtures/counted-marketplace';

/** A typo fixed, a phrase ended with Enter, and one that starts with a two-letter word. */
const PHRASES = ['medical imaging mri', 'call center audio', '3d point clouds'];

test('typing three phrases at a person’s pace costs at most 2 searches a word and words + 1 a phrase', async ({ context }, testInfo) => {
  test.setTimeout(120_000);
  const typed = humanTyping(TYPING_SEED).filter((phrase) => PHRASES.includes(phrase.phrase));
  expect(typed.map((phrase) => phrase.phrase)).toEqual(PHRASES);
  expect(typed.some((phrase) => phrase.events.some((event) => event.key === 'Backspace'))).toBe(true);
  const counted = await startCountedMarketplace();
  try {
    const shell = await counted.startShell();
    const page = await context.newPage();
    await page.goto(shell.url);
    const app = new AppDriver(page);
    await app.waitForResults();
    const localNote = page.getByRole('note').filter({ hasText: 'Loaded results only' });

    for (const phrase of typed) {
      if ((await app.searchBox.inputValue()) !== '') await app.clearSearchText();
      await app.searchBox.focus();
      counted.recorder.clear();
      // The first keys are answered from the loaded results, marked as such; then the rest at the model's pace.
      const firstWord = phrase.events.findIndex((event) => event.key === ' ');
      await typeEvents(page, phrase.events.slice(0, firstWord));
      await expect.soft(localNote).toBeVisible();
      await typeEvents(page, phrase.events.slice(firstWord));
      await settleAfterTyping(app.calls);
      await expect(app.searchBox).toHaveValue(phrase.phrase);

      const cost = typingCost(counted.recorder.records(), phrase.words);
      testInfo.annotations.push({ type: 'searches', description: `${phrase.phrase}: ${cost.texts.map((text) => `“${text}”`).join(', ')}` });
      for (const [word, count] of cost.perWord.entries()) expect(count, `searches for word ${word + 1} of “${phrase.phrase}”`).toBeLessThanOrEqual(2);
      expect(cost.requests, `searches for “${phrase.phrase}”`).toBeLessThanOrEqual(phrase.words + 1);
      // The marketplace was asked for the phrase itself, and its answer replaced the local one.
      expect(cost.texts.at(-1)).toBe(phrase.phrase);
      await expect(localNote).toBeHidden();
      await expect(page.locator('.search-toolbar__range')).toContainText('dataset');
    }
    app.calls.stop();
  } finally {
    await counted.close(testInfo);
  }
});
