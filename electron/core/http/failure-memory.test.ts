import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/domain/app-error';
import { FAILURE_MEMORY_MS } from '../../../shared/ipc/ipc-contract';
import { isRememberable, openFailureMemory } from './failure-memory';

let dir: string;
let clock: Date;
const now = () => clock;
const server: AppError = { kind: 'server', status: 503, message: 'Down.' };

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-failures-'));
  clock = new Date('2026-01-01T12:00:00.000Z');
});
afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

describe('the failure memory', () => {
  it('answers a remembered failure for a minute, with when it happened, then lets the request go', async () => {
    const memory = await openFailureMemory(dir, { now });
    memory.remember('embedded', 'datasets:get {"id":"a"}', server);
    clock = new Date(clock.getTime() + 30_000);
    expect(memory.recall('embedded', 'datasets:get {"id":"a"}')).toEqual({ ...server, failedAt: '2026-01-01T12:00:00.000Z' });
    expect(memory.recall('embedded', 'datasets:get {"id":"b"}')).toBeNull();
    expect(memory.recall('other', 'datasets:get {"id":"a"}')).toBeNull();
    clock = new Date(Date.parse('2026-01-01T12:00:00.000Z') + FAILURE_MEMORY_MS);
    expect(memory.recall('embedded', 'datasets:get {"id":"a"}')).toBeNull();
  });

  it('forgets a connection’s failures when the user retries', async () => {
    const memory = await openFailureMemory(dir, { now });
    memory.remember('embedded', 'r', server);
    memory.forget('embedded');
    expect(memory.recall('embedded', 'r')).toBeNull();
  });

  it('keeps its failures across a restart', async () => {
    const first = await openFailureMemory(dir, { now });
    first.remember('embedded', 'r', server);
    await first.flush();
    const second = await openFailureMemory(dir, { now });
    expect(second.recall('embedded', 'r')?.message).toBe('Down.');
  });

  it('remembers only failures of requests that went out, and leaves quota and rate limits to the quota tracker', () => {
    expect(isRememberable(server)).toBe(true);
    expect(isRememberable({ kind: 'not_found', status: 404, message: '' })).toBe(true);
    expect(isRememberable({ kind: 'invalid_input', status: 400, message: '' })).toBe(true);
    expect(isRememberable({ kind: 'invalid_input', param: 'id', message: '' })).toBe(false);
    expect(isRememberable({ kind: 'network', code: 'cancelled', message: '' })).toBe(false);
    expect(isRememberable({ kind: 'quota_exceeded', message: '' })).toBe(false);
    expect(isRememberable({ kind: 'rate_limited', message: '' })).toBe(false);
  });

  it('starts empty from a damaged file, and says so', async () => {
    await fs.writeFile(path.join(dir, 'failure-memory.json'), '{"connections": 7');
    const lines: string[] = [];
    const memory = await openFailureMemory(dir, { now, log: (line) => lines.push(line) });
    expect(memory.recall('embedded', 'r')).toBeNull();
    expect(lines.join('\n')).toMatch(/could not be read/);
  });
});
