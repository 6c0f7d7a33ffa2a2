/**
 * Where the HDF5 writer puts its scratch file: h5wasm writes through to the real file system, and
 * the embedded marketplace runs as the user, who may not write to the file system's root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { variable, type GridDataset } from './grid-dataset';
import { writeHdf5 } from './hdf5-writer';

const grid: GridDataset = {
  dimensions: [{ name: 'time', size: 3 }],
  variables: [variable('temperature', ['time'], 'float32', [280.5, 281, 281.5], { units: 'K' })],
  attributes: { Conventions: 'CF-1.8' },
};
const HDF5_SIGNATURE = Buffer.from([0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]);
const WRITER = fileURLToPath(new URL('./hdf5-writer.ts', import.meta.url));

describe('the HDF5 writer', () => {
  const realTmp = process.env.TMPDIR;
  const folders: string[] = [];
  afterEach(() => {
    if (realTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = realTmp;
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('writes in the temp folder and leaves nothing there', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hdf5-scratch-'));
    folders.push(folder);
    process.env.TMPDIR = folder;
    const bytes = await writeHdf5(grid, Date.UTC(2024, 0, 1));
    expect(bytes.subarray(0, 8)).toEqual(HDF5_SIGNATURE);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('fails, rather than writing elsewhere, when the temp folder is gone', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hdf5-scratch-'));
    rmSync(folder, { recursive: true });
    process.env.TMPDIR = folder;
    await expect(writeHdf5(grid, Date.UTC(2024, 0, 1))).rejects.toThrow();
  });

  // As root (CI), as the user nobody: the case of every person who runs the app.
  const runuser = process.getuid?.() === 0 && spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', WRITER]).status === 0;
  it.runIf(runuser)('writes for a user who may not write to the file system root', () => {
    const script = `import { writeHdf5 } from ${JSON.stringify(WRITER)};
import { variable } from ${JSON.stringify(WRITER.replace('hdf5-writer.ts', 'grid-dataset.ts'))};
const grid = { dimensions: [{ name: 'time', size: 1 }], variables: [variable('t', ['time'], 'float32', [1], {})], attributes: {} };
process.stdout.write(String((await writeHdf5(grid, 0)).length));`;
    const out = execFileSync('runuser', ['-u', 'nobody', '--', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', TMPDIR: tmpdir() },
    });
    expect(Number(out)).toBeGreaterThan(HDF5_SIGNATURE.length);
  });
});
