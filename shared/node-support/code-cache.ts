/**
 * V8's code cache for one big bundled chunk: the browser shell's core, which the shell loads once
 * its address is out (electron/browser-shell/cli.ts: about 2 MB of script compiled at every start,
 * and while it compiles and runs the shell answers no request, not even the page's), and the
 * embedded marketplace's serving code, which its process loads as it boots
 * (marketplace/src/child/child-entry.ts). Node 20 has no `module.enableCompileCache`, so that one file's
 * CommonJS compile is done here as Node does it, from the cache V8 wrote after an earlier start
 * (the functions that start ran come compiled), else from the one the build made beside the chunk
 * (`<chunk>.v8`, scripts/build.mjs: the chunk's modules set up, no start), so a first start has one
 * too. A cache V8 rejects (another Node, another build of the chunk) or none is no error: the chunk
 * compiles from its source. The user's is written once the core is up, when the start had none of
 * its own. Kept in the user data folder (private to the user, as Electron keeps its own code
 * cache), one file for the chunk of the build that runs; without a folder (the marketplace's
 * process, which is not told one), only the build's is read and nothing is written.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

export const CODE_CACHE_DIR = 'code-cache';

function readIfAny(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

type Compile = (this: Module, content: string, filename: string) => unknown;
type Wrapper = (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => unknown;

export interface CodeCache {
  /** Whether the chunk was compiled from the user's own cache, which V8 accepted (null: not loaded yet, or not through here). */
  used(): boolean | null;
  /** Writes the cache when the start had none V8 could use; once. */
  save(): void;
}

/** From now on, the next CommonJS file `matches` names compiles with the code cache kept under `userDataDir`. */
export function compileWithCodeCache(matches: (filename: string) => boolean, userDataDir: string | null): CodeCache {
  const modulePrototype = Module.prototype as unknown as { _compile: Compile };
  const compile = modulePrototype._compile;
  const folder = userDataDir === null ? null : path.join(userDataDir, CODE_CACHE_DIR);
  let loaded: { script: vm.Script; file: string | null; used: boolean } | null = null;
  let saved = false;
  modulePrototype._compile = function compileOnce(content, filename) {
    if (!matches(filename)) return compile.call(this, content, filename);
    modulePrototype._compile = compile;
    const file = folder === null ? null : path.join(folder, `${path.basename(filename)}.v8`);
    const own = file === null ? undefined : readIfAny(file);
    const cachedData = own ?? readIfAny(`${filename}.v8`);
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    loaded = { script, file, used: own !== undefined && !script.cachedDataRejected };
    const wrapper = script.runInThisContext() as Wrapper;
    return wrapper.call(this.exports, this.exports, createRequire(filename), this, filename, path.dirname(filename));
  };
  return {
    used: () => loaded?.used ?? null,
    save() {
      if (loaded === null || loaded.used || saved || folder === null || loaded.file === null) return;
      saved = true;
      try {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        // Only the running build's: a chunk of an earlier build is never loaded again.
        for (const entry of readdirSync(folder)) if (entry !== path.basename(loaded.file)) rmSync(path.join(folder, entry), { force: true });
        writeFileSync(loaded.file, loaded.script.createCachedData(), { mode: 0o600 });
      } catch {
        // Not written: the next start compiles from the source, as without a cache.
      }
    },
  };
}
