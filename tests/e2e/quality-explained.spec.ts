/**
 * The Quality tab says what its figures mean: the composite's evidence beside it, each score's
 * margin, every name opening what it measures (mouse and keyboard), and "What these scores mean"
 * with LQS, the tiers, the pillars and their weights, trainability and the evidence.
 */
import { expect, test } from './fixtures/browser-shell';
import { axeViolations, resultsList, waitForResults } from './feature-steps';

test('the Quality tab explains LQS, the tiers, each dimension and the evidence behind each score', async ({ page }) => {
  await waitForResults(page);
  const title = (await resultsList(page).locator('.result-row__title').first().textContent()) ?? '';
  await resultsList(page).getByRole('button', { name: title, exact: true }).click();
  const pane = page.getByRole('region', { name: title, exact: true });
  await pane.getByRole('tab', { name: 'Quality' }).click();
  const chart = pane.getByRole('table', { name: 'Dimensions by pillar' });
  await expect(chart).toBeVisible();

  // The composite's evidence, as the embedded marketplace states it.
  await expect(pane.locator('.quality__evidence')).toHaveText(/^±\d+\.\d · scored from (the files · [\d,]+ items? sampled|metadata only · no items examined)$/);
  // Every dimension's margin; provenance quality scores the metadata, and says so.
  await expect(chart.locator('tr.quality-chart__dimension .quality__margin')).toHaveCount(14);
  const provenance = chart.locator('tr.quality-chart__dimension', { has: page.getByRole('rowheader', { name: /^Provenance quality/ }) });
  await expect(provenance.locator('.quality-chart__basis')).toHaveText('metadata');

  // A name opens what it measures, by mouse…
  const accuracy = chart.getByRole('button', { name: 'Label accuracy' });
  await accuracy.click();
  await expect(accuracy).toHaveAttribute('aria-expanded', 'true');
  await expect(chart.getByText('How often a label is correct when a sample is checked against a trusted reference.')).toBeVisible();
  // …and by keyboard.
  const coverage = chart.getByRole('button', { name: 'Coverage' });
  await coverage.focus();
  await page.keyboard.press('Enter');
  await expect(chart.getByText(/^How well the data spans the cases it should represent/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(chart.getByText(/^How well the data spans the cases it should represent/)).toBeHidden();

  await pane.getByRole('button', { name: 'LQS composite' }).click();
  await expect(pane.getByText(/Tiers, as the marketplace states them: Platinum from 90 · Gold from 75 · Silver from 60 · Bronze below 60\./)).toBeVisible();

  await pane.getByText('What these scores mean').click();
  const explainer = pane.locator('details.quality-explainer');
  for (const heading of ['LQS', 'Tiers', 'Pillars and dimensions', 'Trainability', 'How sure a score is']) {
    await expect(explainer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(explainer).toContainText('Structural integrity 35%');
  await expect(explainer).toContainText('Provenance 5%');
  expect(await axeViolations(page)).toEqual([]);
});
