import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuotaState } from '../../../shared/ipc/ipc-contract';
import { QUOTA_ALERTS_FILE, openQuotaAlerts } from './quota-alerts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-quota-alerts-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const today = '2026-03-04T00:00:00.000Z';
const tomorrow = '2026-03-05T00:00:00.000Z';
const state = (remaining: number | null, resetsAt: string | null = today, limit: number | null = 100): QuotaState => ({
  limit,
  remaining,
  resetsAt,
  tier: 'free',
  observedAt: '2026-03-03T12:00:00.000Z',
  rateLimitedUntil: null,
});

describe('quota alerts', () => {
  it('alert at 20 % left and at nothing left, once each per quota day', async () => {
    const alerts = await openQuotaAlerts(dir);
    expect(alerts.observe('embedded', state(21))).toBeNull();
    expect(alerts.observe('embedded', state(20))).toMatchObject({ level: 'low', remaining: 20, limit: 100, title: 'Quota low: 20 of 100 requests left' });
    expect(alerts.observe('embedded', state(19))).toBeNull();
    expect(alerts.observe('embedded', state(5))).toBeNull();
    const exhausted = alerts.observe('embedded', state(0));
    expect(exhausted).toMatchObject({ level: 'exhausted', title: 'Daily quota used up' });
    expect(exhausted?.body).toMatch(/until the quota resets at 00:00 UTC/);
    expect(alerts.observe('embedded', state(0))).toBeNull();
    // The next day, both again.
    expect(alerts.observe('embedded', state(10, tomorrow))?.level).toBe('low');
    expect(alerts.observe('embedded', state(0, tomorrow))?.level).toBe('exhausted');
  });

  it('remember what was said across a restart', async () => {
    const first = await openQuotaAlerts(dir);
    expect(first.observe('embedded', state(12))?.level).toBe('low');
    await first.flush();
    const second = await openQuotaAlerts(dir);
    expect(second.observe('embedded', state(11))).toBeNull();
    expect(second.observe('embedded', state(0))?.level).toBe('exhausted');
    await second.flush();
    expect(JSON.parse(await fs.readFile(path.join(dir, QUOTA_ALERTS_FILE), 'utf8'))).toMatchObject({ given: { embedded: { low: today, exhausted: today } } });
  });

  it('keep each connection apart, and say nothing while the limit is unknown', async () => {
    const alerts = await openQuotaAlerts(dir);
    expect(alerts.observe('embedded', state(3))?.level).toBe('low');
    expect(alerts.observe('https://market.example/v1', state(3))?.level).toBe('low');
    expect(alerts.observe('other', state(null))).toBeNull();
    expect(alerts.observe('other', state(0, today, null))).toBeNull();
  });

  it('start afresh, and say so, when the file is unreadable', async () => {
    await fs.writeFile(path.join(dir, QUOTA_ALERTS_FILE), '{not json');
    const log: string[] = [];
    const alerts = await openQuotaAlerts(dir, { log: (line) => log.push(line) });
    expect(alerts.observe('embedded', state(0))?.level).toBe('exhausted');
    expect(log.join(' ')).toMatch(/could not be read/);
  });
});
