/**
 * Which runtime the native modules were built for, and what to rebuild. `npm start` rebuilds
 * better-sqlite3 (and keytar) for Electron's ABI; plain Node (vitest, the browser shell) cannot
 * load that build, and an Electron run cannot load Node's. Both directions read the loader's own
 * error ("compiled against a different Node.js version using NODE_MODULE_VERSION 143. This
 * version of Node.js requires NODE_MODULE_VERSION 115") and rebuild only the modules it names:
 * a module that is simply absent (keytar is optional) or broken otherwise is not rebuilt.
 */

/**
 * The ABI numbers in a loader error, or null when the failure is not an ABI mismatch.
 * @param {string} reason
 * @returns {{ builtFor: number | null; needs: number | null } | null}
 */
export function abiMismatch(reason) {
  const builtFor = /NODE_MODULE_VERSION (\d+)\. This version/.exec(reason);
  const needs = /requires\s+NODE_MODULE_VERSION (\d+)/.exec(reason);
  if (builtFor || needs) return { builtFor: builtFor ? Number(builtFor[1]) : null, needs: needs ? Number(needs[1]) : null };
  // Built for another platform or architecture, or by a toolchain this runtime cannot load.
  if (/invalid ELF header|wrong ELF class|Module did not self-register|not a valid Win32 application/i.test(reason)) return { builtFor: null, needs: null };
  return null;
}

/**
 * Splits load failures into modules to rebuild (an ABI mismatch) and the rest, which a rebuild
 * would not mend.
 * @param {{ name: string; reason: string }[]} failures
 */
export function planNativeRebuild(failures) {
  const rebuild = [];
  const other = [];
  for (const failure of failures) {
    const mismatch = abiMismatch(failure.reason);
    if (mismatch) rebuild.push({ name: failure.name, ...mismatch });
    else other.push(failure);
  }
  return { rebuild, other };
}

/**
 * One line saying what is rebuilt, for which runtime and why.
 * @param {{ name: string; builtFor: number | null; needs: number | null }[]} rebuild
 * @param {string} runtime e.g. "Node v20.20.2", "Electron 40.9.3"
 */
export function describeRebuild(rebuild, runtime) {
  const names = rebuild.map((module) => module.name).join(', ');
  const builtFor = rebuild.find((module) => module.builtFor !== null)?.builtFor;
  const needs = rebuild.find((module) => module.needs !== null)?.needs;
  const abi = builtFor && needs ? `NODE_MODULE_VERSION ${builtFor}, not ${needs}` : 'another runtime';
  return `rebuilding ${names} for ${runtime}: ${rebuild.length === 1 ? 'it was' : 'they were'} built for ${abi}.`;
}
