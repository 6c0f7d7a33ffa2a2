import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { abiMismatch, describeRebuild, planNativeRebuild } from './native-module-abi.mjs';

const ELECTRON_BUILD_IN_NODE =
  "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 143. This version of Node.js requires NODE_MODULE_VERSION 115. Please try re-compiling or re-installing the module (for instance, using `npm rebuild` or `npm install`).";
const NODE_BUILD_IN_ELECTRON = ELECTRON_BUILD_IN_NODE.replace('VERSION 143', 'VERSION 115').replace(
  'requires NODE_MODULE_VERSION 115',
  'requires NODE_MODULE_VERSION 143',
);

describe('abiMismatch', () => {
  it('reads both ABI numbers from the loader error', () => {
    expect(abiMismatch(ELECTRON_BUILD_IN_NODE)).toEqual({ builtFor: 143, needs: 115 });
    expect(abiMismatch(NODE_BUILD_IN_ELECTRON)).toEqual({ builtFor: 115, needs: 143 });
  });

  it('counts a binary for another platform as a mismatch without numbers', () => {
    expect(abiMismatch('/x/keytar.node: invalid ELF header')).toEqual({ builtFor: null, needs: null });
    expect(abiMismatch('Module did not self-register: /x/better_sqlite3.node.')).toEqual({ builtFor: null, needs: null });
  });

  it('does not count a missing module or another failure', () => {
    expect(abiMismatch("Cannot find module 'keytar'")).toBeNull();
    expect(abiMismatch('libsecret-1.so.0: cannot open shared object file: No such file or directory')).toBeNull();
  });
});

describe('planNativeRebuild', () => {
  it('rebuilds nothing when every module loads', () => {
    expect(planNativeRebuild([])).toEqual({ rebuild: [], other: [] });
  });

  it('rebuilds the modules built for the other runtime, in either direction, and leaves the rest', () => {
    const plan = planNativeRebuild([
      { name: 'better-sqlite3', reason: ELECTRON_BUILD_IN_NODE },
      { name: 'keytar', reason: "Cannot find module 'keytar'" },
    ]);
    expect(plan).toEqual({
      rebuild: [{ name: 'better-sqlite3', builtFor: 143, needs: 115 }],
      other: [{ name: 'keytar', reason: "Cannot find module 'keytar'" }],
    });
    expect(planNativeRebuild([{ name: 'better-sqlite3', reason: NODE_BUILD_IN_ELECTRON }]).rebuild).toEqual([
      { name: 'better-sqlite3', builtFor: 115, needs: 143 },
    ]);
  });
});

describe('describeRebuild', () => {
  it('says in one line what is rebuilt, for which runtime and why', () => {
    expect(describeRebuild([{ name: 'better-sqlite3', builtFor: 143, needs: 115 }], 'Node v20.20.2')).toBe(
      'rebuilding better-sqlite3 for Node v20.20.2: it was built for NODE_MODULE_VERSION 143, not 115.',
    );
    expect(
      describeRebuild(
        [
          { name: 'better-sqlite3', builtFor: null, needs: null },
          { name: 'keytar', builtFor: null, needs: null },
        ],
        'Electron',
      ),
    ).toBe('rebuilding better-sqlite3, keytar for Electron: they were built for another runtime.');
  });
});
