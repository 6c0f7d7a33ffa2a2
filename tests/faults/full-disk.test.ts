/**
 * A full disk, for real: the user data folder on a tiny tmpfs, filled up. Settings and cache
 * writes fail as `storage` errors that say the disk is full, the files on disk stay as they were
 * and no partial temp file takes what little room is left; the renderer's saver keeps the change
 * and saves it once there is room again. Mounting needs root and the capability to mount (CI has
 * both unless its container drops it): where the machine does not allow it, the tests are skipped
 * and say why.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError, Result } from '../../shared/domain/app-error';
import type { UiState } from '../../shared/ipc/ipc-contract';
import { flushAtomicWrites } from '../../electron/core/storage/atomic-file';
import type { Core } from '../../electron/core/create-core';
import type { HttpPeer } from '../../electron/core/testing/http-peer';
import { failure, value } from '../../electron/core/testing/results';
import { createUiStateSaver } from '../../renderer/state/ui-state-saver';
import { cacheBlobOf, startFaultCore, startFaultPeer, uiStateOf } from './fault-peer';

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'dmd-faults-full-'));

/** Mounts a 512 KB tmpfs, or says why it cannot. */
function mountTinyDisk(): { mounted: true } | { mounted: false; reason: string } {
  if (process.platform !== 'linux') return { mounted: false, reason: `tmpfs is a Linux file system; this is ${process.platform}` };
  const run = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k,mode=0700', 'tmpfs', mountPoint], { encoding: 'utf8' });
  if (run.status === 0) return { mounted: true };
  const why = (run.error?.message ?? run.stderr ?? '').trim().split('\n')[0] || `exit code ${run.status}`;
  return { mounted: false, reason: `mounting a tmpfs needs root and CAP_SYS_ADMIN, which this machine does not give (${why})` };
}

const disk = mountTinyDisk();
if (!disk.mounted) console.info(`full-disk tests skipped: ${disk.reason}`);
const filler = path.join(mountPoint, 'filler');

/** Fills the disk to the last byte. */
function fillDisk(): void {
  const chunk = Buffer.alloc(4096, 1);
  let written = 0;
  for (;;) {
    try {
      writeFileSync(filler, chunk, { flag: 'a' });
      written += chunk.length;
    } catch {
      break;
    }
  }
  // The last partial block too.
  for (let size = 2048; size >= 1; size = Math.floor(size / 2)) {
    try {
      writeFileSync(filler, Buffer.alloc(size, 1), { flag: 'a' });
    } catch {
      // Smaller still.
    }
  }
  expect(written).toBeGreaterThan(0);
}

let peer: HttpPeer;
let core: Core;
const log: string[] = [];

beforeAll(async () => {
  if (!disk.mounted) return;
  peer = await startFaultPeer();
  core = await startFaultCore(mountPoint, peer.url, (line) => log.push(line));
  value(await core.invoke('ui-state:set', uiStateOf(1, 'dark')));
  value(await core.invoke('query-cache:save', { blob: cacheBlobOf(1, 10_000) }));
});

afterAll(async () => {
  if (disk.mounted) {
    await core?.dispose();
    await peer?.close();
    spawnSync('umount', [mountPoint]);
  }
  rmdirSync(mountPoint);
});

const settingsOnDisk = () => JSON.parse(readFileSync(path.join(mountPoint, 'settings.json'), 'utf8')) as { uiState: UiState };

describe('a full disk', () => {
  it.skipIf(!disk.mounted)('refuses settings and cache writes as storage errors, keeps the files as they were, leaves no temp file', async () => {
    fillDisk();
    try {
      const settings = failure(await core.invoke('ui-state:set', uiStateOf(2, 'light')));
      expect(settings).toMatchObject({ kind: 'storage', code: 'settings_not_saved' });
      expect(settings.message).toMatch(/the disk is full \(ENOSPC\)/);
      const cache = failure(await core.invoke('query-cache:save', { blob: cacheBlobOf(2, 50_000) }));
      expect(cache).toMatchObject({ kind: 'storage', code: 'cache_not_saved' });
      expect(cache.message).toMatch(/the disk is full \(ENOSPC\)/);
      // A search still works (its quota state may not be saved, which costs nothing but a count).
      expect((await core.invoke('datasets:search', {})).ok).toBe(true);
      expect(settingsOnDisk().uiState.theme).toBe('dark');
      expect(value<UiState>(await core.invoke('ui-state:get', undefined)).theme).toBe('dark');
      expect(JSON.parse(value<{ blob: string }>(await core.invoke('query-cache:load', undefined)).blob)).toMatchObject({ round: 1 });
      await flushAtomicWrites();
      expect(readdirSync(mountPoint).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      rmSync(filler, { force: true });
    }
  });

  it.skipIf(!disk.mounted)('keeps a screen change the disk had no room for, says so, and saves it once there is room', async () => {
    fillDisk();
    const problems: Array<AppError | null> = [];
    const saver = createUiStateSaver({
      save: (state) => core.invoke('ui-state:set', state) as Promise<Result<null>>,
      initial: uiStateOf(1, 'dark'),
      onProblem: (problem) => problems.push(problem),
      debounceMs: 10,
      retryDelaysMs: [100],
    });
    try {
      saver.change(uiStateOf(3, 'light'));
      await expect.poll(() => problems.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(problems[0]).toMatchObject({ kind: 'storage', message: expect.stringMatching(/the disk is full/) as unknown });
      expect(saver.pending()).toBe(true);
      expect(settingsOnDisk().uiState.theme).toBe('dark');

      rmSync(filler, { force: true });
      await expect.poll(() => problems.at(-1), { timeout: 5_000 }).toBeNull();
      expect(saver.pending()).toBe(false);
      expect(settingsOnDisk().uiState).toEqual(uiStateOf(3, 'light'));
    } finally {
      saver.stop();
      rmSync(filler, { force: true });
    }
  });
});
