import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_CACHE_DIR, compileWithCodeCache } from './code-cache';

let dir: string;
let chunk: string;
const requireHere = createRequire(import.meta.url);

function load(): { answer: number; helper: string; file: string } {
  delete requireHere.cache[chunk];
  return requireHere(chunk) as { answer: number; helper: string; file: string };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-code-cache-'));
  chunk = path.join(dir, 'shell-core-Abc123.cjs');
  writeFileSync(path.join(dir, 'helper.cjs'), 'module.exports = "helped";');
  writeFileSync(chunk, 'exports.answer = [1, 2, 3].reduce((a, b) => a + b) * 7; exports.helper = require("./helper.cjs"); exports.file = __filename;');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The chunk of another build of the same length: V8 takes a cache by the source's length, so the code that runs says which was compiled. */
function rebuildChunk(factor: number): void {
  writeFileSync(chunk, `exports.answer = [1, 2, 3].reduce((a, b) => a + b) * ${factor}; exports.helper = require("./helper.cjs"); exports.file = __filename;`);
}

describe('the core chunk compiled with V8’s code cache', () => {
  it('loads as Node would without a cache, writes one, and compiles from it at the next start', () => {
    const first = compileWithCodeCache((file) => file === chunk, dir);
    expect(load()).toEqual({ answer: 42, helper: 'helped', file: chunk });
    expect(first.used()).toBe(false);
    first.save();
    expect(readdirSync(path.join(dir, CODE_CACHE_DIR))).toEqual(['shell-core-Abc123.cjs.v8']);

    rebuildChunk(8);
    const next = compileWithCodeCache((file) => file === chunk, dir);
    // The cached code ran, not the source's (which would say 48).
    expect(load()).toEqual({ answer: 42, helper: 'helped', file: chunk });
    expect(next.used()).toBe(true);
  });

  it('compiles from the source when the cache is not V8’s, writes a good one in its place and removes an earlier build’s', () => {
    rebuildChunk(5);
    const folder = path.join(dir, CODE_CACHE_DIR);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'shell-core-Abc123.cjs.v8'), 'not a cache');
    writeFileSync(path.join(folder, 'shell-core-Old999.cjs.v8'), 'an earlier build');
    const planted = compileWithCodeCache((file) => file === chunk, dir);
    expect(load().answer).toBe(30);
    expect(planted.used()).toBe(false);
    planted.save();
    expect(readdirSync(folder)).toEqual(['shell-core-Abc123.cjs.v8']);
  });

  it('compiles from the build’s cache beside the chunk when the user has none, then writes the user’s own', () => {
    const folder = path.join(dir, CODE_CACHE_DIR);
    const first = compileWithCodeCache((file) => file === chunk, dir);
    load();
    first.save();
    renameSync(path.join(folder, 'shell-core-Abc123.cjs.v8'), `${chunk}.v8`);
    rebuildChunk(9);
    const fromBuild = compileWithCodeCache((file) => file === chunk, dir);
    // The build's cache ran (42), not the rebuilt source (54).
    expect(load().answer).toBe(42);
    expect(fromBuild.used()).toBe(false);
    fromBuild.save();
    expect(readdirSync(folder)).toEqual(['shell-core-Abc123.cjs.v8']);
  });

  it('leaves every other file to Node', () => {
    rebuildChunk(6);
    const cache = compileWithCodeCache(() => false, dir);
    expect(load().answer).toBe(36);
    expect(cache.used()).toBeNull();
    cache.save();
    expect(() => readdirSync(path.join(dir, CODE_CACHE_DIR))).toThrow();
  });
});
