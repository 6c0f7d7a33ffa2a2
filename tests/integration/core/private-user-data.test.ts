/**
 * Everything the app keeps is its user's alone: after a start of the core with the built-in
 * marketplace (its catalog built, a search, a shortlist, saved results), every folder under the
 * user data folder is 0700 and every file 0600 — and a folder an older version left open to
 * others is tightened. POSIX only: on Windows the folder's ACL applies.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatasetPageReading } from '../../../shared/domain/readings/dataset-reading';
import type { Shortlist } from '../../../shared/ipc/ipc-contract';
import { createCore, type Core } from '../../../electron/core/create-core';
import { testCoreOptions } from '../../../electron/core/testing/test-core-options';
import { value } from '../../../electron/core/testing/results';

let dir: string;
let userDataDir: string;
let core: Core | undefined;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-private-'));
  userDataDir = path.join(dir, 'user-data');
});
afterEach(async () => {
  await core?.dispose();
  core = undefined;
  await fs.rm(dir, { recursive: true, force: true });
});

/** Every folder and file under `root` (itself included) with a mode other than 0700 / 0600. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (place: string) => {
    const stat = await fs.lstat(place);
    const mode = stat.mode & 0o777;
    const name = path.relative(root, place) || '.';
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${name}/ ${mode.toString(8)}`);
      for (const entry of await fs.readdir(place)) await visit(path.join(place, entry));
    } else if (mode !== 0o600) found.push(`${name} ${mode.toString(8)}`);
  };
  await visit(root);
  return found;
}

async function useTheApp(): Promise<void> {
  core = await createCore(testCoreOptions({ userDataDir, embedded: { datasets: 40, seed: 3 } }));
  const page = value<DatasetPageReading>(await core.invoke('datasets:search', { per_page: 5 }));
  const first = page.items[0]!;
  value<Shortlist>(await core.invoke('shortlist:add', { entry: { id: first.id, title: first.title?.value ?? first.id, pageUrl: 'https://example.org/d' } }));
  value(await core.invoke('query-cache:save', { blob: '{"clientState":{"queries":[]}}', firstView: { tag: 'div', children: [first.id] } }));
  await core.dispose();
  core = undefined;
}

describe.skipIf(process.platform === 'win32')('the user data folder', () => {
  it('holds only folders of mode 0700 and files of mode 0600 after a start', async () => {
    await useTheApp();
    const entries = await fs.readdir(path.join(userDataDir, 'marketplace'));
    expect(entries.some((entry) => entry.endsWith('.db'))).toBe(true);
    expect(await openToOthers(userDataDir)).toEqual([]);
  });

  it('tightens folders and files an older version left open to others', async () => {
    await fs.mkdir(path.join(userDataDir, 'marketplace'), { recursive: true, mode: 0o755 });
    await fs.chmod(userDataDir, 0o755);
    await fs.chmod(path.join(userDataDir, 'marketplace'), 0o755);
    await fs.writeFile(path.join(userDataDir, 'marketplace', 'last-port.json'), '{"port": 1}\n', { mode: 0o644 });
    await fs.writeFile(path.join(userDataDir, 'settings.json'), '{}\n', { mode: 0o644 });
    // A file this core never rewrites (the Electron window's), and one it cannot read (kept aside, as a copy).
    await fs.writeFile(path.join(userDataDir, 'window-state.json'), '{}\n', { mode: 0o644 });
    await useTheApp();
    expect(await openToOthers(userDataDir)).toEqual([]);
    expect((await fs.readdir(userDataDir)).filter((name) => name.startsWith('settings.json.corrupt-'))).toHaveLength(1);
  });
});
