/**
 * kill -9 during writes: a child writes settings, the query cache and the quota state in a loop
 * and is killed at random moments, again and again. After each kill every state file still
 * parses as what it should be, and the next start removes the temp files the killed writers left.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import type { HttpPeer } from '../../electron/core/testing/http-peer';
import { value } from '../../electron/core/testing/results';
import { startFaultCore, startFaultPeer } from './fault-peer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const writer = path.join(root, 'tests/faults/fixtures/write-loop.ts');
const KILLS = 12;
const STATE_FILES = ['settings.json', 'quota-state.json', 'query-cache.json'];

let peer: HttpPeer;
const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-faults-kill-'));
beforeAll(async () => {
  peer = await startFaultPeer();
});
afterAll(async () => {
  await peer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the writer, waits until it writes, lets it write for `ms`, then kills it with SIGKILL. */
async function writeThenKill(ms: number): Promise<void> {
  // `node --import tsx`: the writer is the very process spawned, so the kill reaches it.
  const child = spawn(process.execPath, ['--import', 'tsx', writer, dir, peer.url], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the writer did not start: ${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  child.kill('SIGKILL');
  await exited;
}

it(`keeps every state file readable through ${KILLS} kill -9s mid-write, and the next start leaves no temp file`, { timeout: 180_000 }, async () => {
  const orphans = new Set<string>();
  for (let kill = 0; kill < KILLS; kill += 1) {
    await writeThenKill(100 + ((kill * 137) % 400));
    for (const name of STATE_FILES) {
      const file = path.join(dir, name);
      if (existsSync(file)) expect(() => JSON.parse(readFileSync(file, 'utf8')), `${name} after kill ${kill + 1}`).not.toThrow();
    }
    for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.tmp'))) orphans.add(name);
  }
  for (const name of STATE_FILES) expect(existsSync(path.join(dir, name)), name).toBe(true);
  console.info(`kill-during-writes: ${KILLS} kills left ${orphans.size} temp files behind before the next start.`);

  const lines: string[] = [];
  const core = await startFaultCore(dir, peer.url, (line) => lines.push(line));
  try {
    const left = readdirSync(dir);
    expect(left.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(left.filter((name) => name.includes('.corrupt-'))).toEqual([]);
    const status = value<ConnectionStatus>(await core.invoke('connection:status', undefined));
    expect(status.notices.filter((notice) => /could not be read/.test(notice))).toEqual([]);
    expect(lines.filter((line) => /could not be read/.test(line))).toEqual([]);
    expect(value<{ theme: string } | null>(await core.invoke('ui-state:get', undefined))?.theme).toMatch(/^(dark|light)$/);
    expect((await core.invoke('datasets:search', {})).ok).toBe(true);
  } finally {
    await core.dispose();
  }
});
