/**
 * Links to a dataset in the browser shell: its URL takes the dataset of a
 * `dataset-marketplace://dataset/<slug>` link as `#dataset=<slug>` — at open (on the one-time
 * link, through its redirect) and later in the same tab — and Copy link gives the app's link. And the quota alerts as
 * web notifications where the browser permits them (here: permission granted to the page).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { shellCall, spendQuotaDownTo, waitForResults } from './feature-steps';

async function twoDatasets(page: Page): Promise<Array<{ slug: string; title: string }>> {
  const answer = await shellCall<{ items: Array<{ id: string; slug?: { value: string }; title?: { value: string } }> }>(page, 'datasets:search', {
    q: 'speech',
    per_page: 2,
  });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.items.map((item) => ({ slug: item.slug?.value ?? item.id, title: item.title?.value ?? '' }));
}

const paneHeading = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).getByRole('heading', { level: 2, name: title });

test('#dataset=<slug> opens that dataset at open and later; Copy link gives dataset-marketplace://dataset/<slug>', async ({ page, context, shellUrl }) => {
  await waitForResults(page);
  const [first, second] = await twoDatasets(page);
  if (!first || !second) throw new Error('the catalog has no two speech datasets');

  const linked = await context.newPage();
  await linked.goto(`${shellUrl}#dataset=${first.slug}`);
  await expect(paneHeading(linked, first.title)).toBeVisible();
  // The link is gone from the address bar, and the spent code with it.
  expect(new URL(linked.url()).hash).toBe('');
  expect(new URL(linked.url()).pathname).toMatch(/^\/[A-Za-z0-9_-]{22}\/$/);

  await linked.evaluate((slug) => {
    location.hash = `dataset=${slug}`;
  }, second.slug);
  await expect(paneHeading(linked, second.title)).toBeVisible();
  await expect.poll(() => new URL(linked.url()).hash).toBe('');

  // A link to no valid dataset changes nothing.
  await linked.evaluate(() => {
    location.hash = 'dataset=..%2Fsecret';
  });
  await expect(paneHeading(linked, second.title)).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await linked.getByRole('region', { name: second.title, exact: true }).getByRole('button', { name: 'Copy link' }).click();
  expect(await linked.evaluate(() => navigator.clipboard.readText())).toBe(`dataset-marketplace://dataset/${second.slug}`);
});

test('the quota alerts show as web notifications where the page may show them, once each', async ({ context, shellUrl }) => {
  await context.grantPermissions(['notifications']);
  // Records what the page shows, through the real Notification API.
  await context.addInitScript(() => {
    const Real = window.Notification;
    const shown: string[] = [];
    (window as unknown as { __notifications: string[] }).__notifications = shown;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    } as typeof Notification;
  });
  const page = await context.newPage();
  await page.goto(shellUrl);
  await waitForResults(page);
  const shown = () => page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications);
  await spendQuotaDownTo(page, 21);
  expect(await shown()).toEqual([]);
  await spendQuotaDownTo(page, 20);
  await expect.poll(shown).toEqual(['Quota low: 20 of 100 requests left']);
  await spendQuotaDownTo(page, 0);
  await expect.poll(shown).toEqual(['Quota low: 20 of 100 requests left', 'Daily quota used up']);
});
