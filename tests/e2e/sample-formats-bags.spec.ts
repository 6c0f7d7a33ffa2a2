/**
 * The Preview tab on the embedded marketplace's robot logs: a ROS bag (its topics with types,
 * counts, rates and times; the first messages of a chosen topic; a camera's first frame) and a
 * PX4 ULog (its topics and first values, logged text, system info, parameters). Found by role
 * and name; no Content-Security-Policy violation and no axe violation along the way.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/browser-shell';
import { openPreview, watchPolicy, shootAtSizes } from './sample-steps';
import { axeViolations } from './feature-steps';

/** With SAMPLE_PREVIEW_SHOTS set, the pane at each size and theme. */
const shoot = (page: Page, pane: Locator, name: string) => shootAtSizes(page, name, (file) => pane.screenshot({ path: `${file}.png` }));

test('rosbag: the topics with counts, types and rates, the first messages of a chosen topic, a frame', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'rosbag');
  await expect(pane.getByText(/^ROS 1 bag, format 2\.0 · \d+ topics · [\d,]+ messages · \d{4}-\d\d-\d\d /)).toBeVisible();
  await expect(pane.getByRole('group', { name: 'About this sample' })).toContainText(/It holds [\d,]+ messages; the dataset has [\d,]+/);
  const topics = pane.getByRole('region', { name: /^\d+ topics$/ });
  await expect(topics.getByRole('columnheader', { name: 'Frequency' })).toBeVisible();
  await expect(topics.getByRole('cell', { name: /^\d+(\.\d+)? Hz$/ }).first()).toBeVisible();
  await expect(topics.getByRole('cell', { name: 'tf2_msgs/TFMessage' })).toBeVisible();
  await expect(pane.getByRole('img', { name: /^First frame of \/camera\/\S+, 80 × 60 pixels \(rgb8\)$/ })).toBeVisible();
  await pane.getByRole('combobox', { name: 'Show the first messages of' }).selectOption('/tf');
  await expect(pane.getByRole('heading', { name: 'The first 3 messages of /tf' })).toBeVisible();
  await expect(pane.getByRole('region', { name: '/tf message 1' }).getByRole('cell', { name: 'transforms[0].child_frame_id' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'rosbag');
});

test('ulog: the topics with their first values, the logged text, system info and parameters', async ({ page }) => {
  const violations = watchPolicy(page);
  const pane = await openPreview(page, 'ulog');
  await expect(pane.getByText(/^ULog version 1 · 6 topics · [\d,]+ logged messages · [\d.]+ s of log/)).toBeVisible();
  await expect(pane.getByRole('region', { name: '6 topics of 6 formats' }).getByRole('cell', { name: 'sensor_combined' })).toBeVisible();
  await pane.getByRole('combobox', { name: 'Show the first values of' }).selectOption('vehicle_gps_position');
  await expect(pane.getByRole('region', { name: 'First values of vehicle_gps_position' }).getByRole('cell', { name: 'lat', exact: true })).toBeVisible();
  await expect(pane.getByRole('region', { name: /logged text messages$/ }).getByRole('cell', { name: '[commander] Takeoff detected' })).toBeVisible();
  await expect(pane.getByRole('region', { name: 'System information' }).getByRole('cell', { name: 'PX4', exact: true })).toBeVisible();
  await expect(pane.getByRole('region', { name: '10 parameters' }).getByRole('cell', { name: 'MIS_TAKEOFF_ALT' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, pane, 'ulog');
});
