/**
 * The check `npm start` runs before a real Electron run (scripts/electron-native-modules.mjs):
 * which native modules load in a runtime, and the rebuild it would run otherwise. Node itself
 * stands in for the Electron binary (the Electron runtime cannot be downloaded here).
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { electronRebuildCommand, NATIVE_MODULES, nativeModuleFailures } from '../../scripts/electron-native-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-native-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nativeModuleFailures', () => {
  it('finds none in the runtime the modules were built for (keytar, optional, only where it installed)', () => {
    expect(NATIVE_MODULES).toEqual(['better-sqlite3', 'keytar']);
    const keytarInstalled = existsSync(path.join(root, 'node_modules/keytar/package.json'));
    expect(nativeModuleFailures(process.execPath, root)).toEqual(
      keytarInstalled ? [] : [{ name: 'keytar', reason: expect.stringMatching(/Cannot find module 'keytar'/) as unknown }],
    );
  });

  it('names each module that does not load, with the reason', () => {
    expect(nativeModuleFailures(process.execPath, root, ['better-sqlite3', 'no-such-native-module'])).toEqual([
      { name: 'no-such-native-module', reason: expect.stringMatching(/Cannot find module 'no-such-native-module'/) },
    ]);
  });

  it('counts every module as failing when the runtime cannot run the check', () => {
    const broken = path.join(dir, 'broken-electron');
    writeFileSync(broken, '#!/bin/sh\necho "GPU process isn\'t usable" >&2\nexit 1\n');
    chmodSync(broken, 0o755);
    const failures = nativeModuleFailures(broken, root) as Array<{ name: string; reason: string }>;
    expect(failures.map((failure) => failure.name)).toEqual(NATIVE_MODULES);
    expect(failures[0]?.reason).toMatch(/could not check it \(GPU process/);
  });
});

describe('electronRebuildCommand', () => {
  it("runs electron-builder's install-app-deps with this Node", () => {
    const { command, args } = electronRebuildCommand() as { command: string; args: string[] };
    expect(command).toBe(process.execPath);
    expect(args[0]).toMatch(/node_modules[\\/]electron-builder[\\/]cli\.js$/);
    expect(args.slice(1)).toEqual(['install-app-deps']);
  });
});
