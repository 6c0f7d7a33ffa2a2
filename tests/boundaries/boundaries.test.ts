/**
 * The layer rules (.dependency-cruiser.cjs) catch each forbidden import: a throwaway project with
 * the app's folders, one file per case, cruised with the project's own configuration.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Case {
  /** The importing file, from the project's root. */
  file: string;
  /** Its source; `to(target)` is the import specifier of a fixture target (a path from the root) from this file. */
  source: (to: (target: string) => string) => string;
  /** The rule it breaks; null for an import that is allowed. */
  breaks: string | null;
}

/** The zod schemas' module: the real one's path, so the case follows it wherever it moves. */
const SCHEMAS = 'shared/ipc/ipc-schemas.ts';

/** Stand-ins for modules of each layer (names the real tree does not use), and the schemas. */
const TARGETS = {
  licenseReader: 'shared/domain/licenses/license-reader.ts',
  screen: 'renderer/fixture-screen.ts',
  root: 'renderer/app/fixture-root.ts',
  contract: 'shared/domain/fixture-contract.ts',
  channels: 'shared/ipc/fixture-channels.ts',
  schemas: SCHEMAS,
  core: 'electron/core/fixture-core.ts',
  server: 'electron/browser-shell/fixture-server.ts',
  marketplace: 'marketplace/src/fixture-start.ts',
  window: 'electron/main/fixture-window.ts',
  helper: 'shared/node-support/fixture-helper.ts',
  testHelper: 'electron/core/testing/fixture-peer.ts',
  testSupport: 'tests/support/fixture-dialect.ts',
  harness: 'tests/harness/fixture-driver.ts',
  bench: 'bench/app/fixture-run.ts',
};

const CASES: Case[] = [
  // Two modules that import each other's types: a cycle, though nothing of it runs.
  {
    file: 'renderer/cycle-one.ts',
    source: (to) => `import type { Two } from '${to('renderer/cycle-two.ts')}';\nexport type One = { two?: Two };`,
    breaks: 'no-circular',
  },
  {
    file: 'renderer/cycle-two.ts',
    source: (to) => `import type { One } from '${to('renderer/cycle-one.ts')}';\nexport type Two = { one?: One };`,
    // dependency-cruiser reports a cycle once, from the first of its modules.
    breaks: null,
  },
  { file: 'renderer/imports-core.ts', source: (to) => `import '${to(TARGETS.core)}';`, breaks: 'renderer-imports' },
  { file: 'renderer/imports-node.ts', source: () => "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;", breaks: 'renderer-imports' },
  {
    file: 'renderer/imports-electron.ts',
    source: () => "import { ipcRenderer } from 'electron';\nexport const ipc = ipcRenderer;",
    breaks: 'renderer-imports',
  },
  {
    file: 'renderer/runs-schemas.ts',
    source: (to) => `import { schemas } from '${to(TARGETS.schemas)}';\nexport const all = schemas;`,
    breaks: 'renderer-no-zod',
  },
  { file: 'renderer/reads-licenses.ts', source: (to) => `import '${to(TARGETS.licenseReader)}';`, breaks: 'renderer-no-license-reader' },
  { file: 'renderer/runs-spdx.ts', source: () => "import 'spdx-correct';", breaks: 'renderer-no-license-reader' },
  { file: 'electron/core/reads-licenses.ts', source: (to) => `import '${to(TARGETS.licenseReader)}';`, breaks: null },
  { file: 'shared/domain/runs-spdx.ts', source: () => "import 'spdx-correct';", breaks: null },
  { file: 'renderer/runs-zod.ts', source: () => "import { z } from 'zod';\nexport const text = z.string();", breaks: 'renderer-no-zod' },
  {
    file: 'renderer/types-of-schemas.ts',
    source: (to) => `import type { schemas } from '${to(TARGETS.schemas)}';\nexport type All = typeof schemas;`,
    breaks: null,
  },
  { file: 'renderer/dynamic-core.ts', source: (to) => `export const load = () => import('${to(TARGETS.core)}');`, breaks: 'renderer-imports' },
  { file: 'renderer/search/imports-root.ts', source: (to) => `import '${to(TARGETS.root)}';`, breaks: 'renderer-root-imported-by-entry-only' },
  { file: 'renderer/main.tsx', source: (to) => `import '${to(TARGETS.root)}';`, breaks: null },
  { file: 'shared/domain/imports-core.ts', source: (to) => `import '${to(TARGETS.core)}';`, breaks: 'shared-domain-imports' },
  { file: 'shared/ipc/imports-renderer.ts', source: (to) => `import '${to(TARGETS.screen)}';`, breaks: 'shared-ipc-imports' },
  { file: 'shared/wire/imports-node.ts', source: () => "import path from 'node:path';\nexport const join = path.join;", breaks: 'shared-wire-imports' },
  { file: 'shared/domain/imports-ipc.ts', source: (to) => `import '${to(TARGETS.channels)}';`, breaks: 'shared-domain-imports' },
  { file: 'electron/core/dynamic-marketplace.ts', source: (to) => `export const start = () => import('${to(TARGETS.marketplace)}');`, breaks: 'core-imports' },
  { file: 'electron/core/imports-browser-shell.ts', source: (to) => `import '${to(TARGETS.server)}';`, breaks: 'core-imports' },
  { file: 'electron/core/imports-electron.ts', source: () => "import { app } from 'electron';\nexport const name = app;", breaks: 'core-imports' },
  { file: 'electron/core/imports-main.ts', source: (to) => `import '${to(TARGETS.window)}';`, breaks: 'core-imports' },
  {
    file: 'electron/core/imports-shared.ts',
    source: (to) => `import '${to(TARGETS.contract)}';\nimport '${to(TARGETS.helper)}';\nimport 'node:path';`,
    breaks: null,
  },
  { file: 'marketplace/src/imports-core.ts', source: (to) => `import '${to(TARGETS.core)}';`, breaks: 'marketplace-imports' },
  {
    file: 'marketplace/src/imports-electron.ts',
    source: () => "import { app } from 'electron';\nexport const name = app;",
    breaks: 'marketplace-imports',
  },
  { file: 'marketplace/src/imports-ipc.ts', source: (to) => `import '${to(TARGETS.channels)}';`, breaks: 'marketplace-imports' },
  { file: 'shared/node-support/imports-shared.ts', source: (to) => `import '${to(TARGETS.contract)}';`, breaks: 'node-support-imports' },
  { file: 'electron/main/imports-renderer.ts', source: (to) => `import '${to(TARGETS.screen)}';`, breaks: 'main-imports' },
  { file: 'electron/main/imports-marketplace.ts', source: (to) => `import '${to(TARGETS.marketplace)}';`, breaks: 'main-imports' },
  {
    file: 'electron/main/imports-core.ts',
    source: (to) => `import '${to(TARGETS.core)}';\nimport { app } from 'electron';\nexport const name = app;`,
    breaks: null,
  },
  { file: 'electron/preload/imports-node.ts', source: () => "import fs from 'node:fs';\nexport const read = fs.readFileSync;", breaks: 'preload-imports' },
  { file: 'electron/preload/imports-core.ts', source: (to) => `import '${to(TARGETS.core)}';`, breaks: 'preload-imports' },
  { file: 'electron/preload/imports-contract.ts', source: (to) => `import '${to(TARGETS.channels)}';`, breaks: null },
  { file: 'electron/core/imports-test-helper.ts', source: (to) => `import '${to(TARGETS.testHelper)}';`, breaks: 'no-test-code-in-product' },
  { file: 'shared/domain/imports-test-support.ts', source: (to) => `import '${to(TARGETS.testSupport)}';`, breaks: 'no-test-code-in-product' },
  { file: 'tests/e2e/imports-bench.spec.ts', source: (to) => `import '${to(TARGETS.bench)}';`, breaks: 'tests-not-bench' },
  { file: 'tests/harness/imports-bench.ts', source: (to) => `export const load = () => import('${to(TARGETS.bench)}');`, breaks: 'tests-not-bench' },
  { file: 'electron/core/beside.test.ts', source: (to) => `import '${to(TARGETS.bench)}';`, breaks: 'tests-not-bench' },
  { file: 'electron/core/testing/imports-bench.ts', source: (to) => `import '${to(TARGETS.bench)}';`, breaks: 'tests-not-bench' },
  { file: 'bench/app/beside.test.ts', source: (to) => `import '${to(TARGETS.bench)}';`, breaks: null },
  { file: 'shared/process/imports-core.ts', source: (to) => `import '${to(TARGETS.core)}';`, breaks: 'shared-process-imports' },
  { file: 'shared/process/imports-zod.ts', source: () => "import { z } from 'zod';\nexport const text = z.string();", breaks: 'shared-process-imports' },
  { file: 'electron/browser-shell/imports-marketplace.ts', source: (to) => `import '${to(TARGETS.marketplace)}';`, breaks: 'browser-shell-imports' },
  {
    file: 'electron/browser-shell/imports-electron.ts',
    source: () => "import { app } from 'electron';\nexport const name = app;",
    breaks: 'browser-shell-imports',
  },
  { file: 'electron/renderer-host/imports-core.ts', source: (to) => `import '${to(TARGETS.core)}';`, breaks: 'renderer-host-imports' },
  { file: 'marketplace/src/imports-keytar.ts', source: () => "import keytar from 'keytar';\nexport const store = keytar;", breaks: 'marketplace-imports' },
  { file: 'electron/core/imports-keytar.ts', source: () => "import keytar from 'keytar';\nexport const store = keytar;", breaks: null },
  { file: 'bench/app/imports-support.ts', source: (to) => `import '${to(TARGETS.testSupport)}';`, breaks: 'bench-only-the-harness' },
  { file: 'bench/app/imports-harness.ts', source: (to) => `import '${to(TARGETS.harness)}';`, breaks: null },
  {
    file: 'electron/core/imports-all.test.ts',
    source: (to) => `import '@dmd/marketplace';\nimport '${to(TARGETS.testSupport)}';\nimport 'node:fs';`,
    breaks: null,
  },
  // The marketplace package: the app through its entries and by name, the package the app only through @dmd/shared.
  { file: 'tests/integration/imports-entries.test.ts', source: () => "import '@dmd/marketplace';\nimport '@dmd/marketplace/testing';", breaks: null },
  { file: 'tests/integration/imports-inside.test.ts', source: (to) => `import '${to(TARGETS.marketplace)}';`, breaks: 'marketplace-through-its-entries' },
  { file: 'bench/app/imports-entry-by-path.ts', source: (to) => `import '${to(MARKETPLACE_ENTRY)}';`, breaks: 'marketplace-imported-by-name' },
  { file: 'electron/core/imports-marketplace-entry.ts', source: () => "import '@dmd/marketplace';", breaks: 'core-imports' },
  { file: 'marketplace/src/imports-shared-by-name.ts', source: () => "import '@dmd/shared/domain/fixture-contract';", breaks: null },
  { file: 'marketplace/src/imports-shared-by-path.ts', source: (to) => `import '${to(TARGETS.contract)}';`, breaks: 'marketplace-imports-by-name' },
  { file: 'marketplace/src/imports-app.test.ts', source: (to) => `import '${to(TARGETS.testSupport)}';`, breaks: 'marketplace-not-the-app' },
];

/** The marketplace package's public entry, and the two workspace packages as npm links them (node_modules/@dmd/…). */
const MARKETPLACE_ENTRY = 'marketplace/src/index.ts';
const WORKSPACES = {
  marketplace: { name: '@dmd/marketplace', exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' } },
  shared: { name: '@dmd/shared', exports: { './domain/*': './domain/*.ts' } },
};

/** The specifier that imports `target` (from the root, with its extension) from `file`. */
function importer(file: string): (target: string) => string {
  return (target) => {
    const relative = path.posix.relative(path.posix.dirname(file), target.replace(/\.tsx?$/, ''));
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
}

let project: string;
let violations: Array<{ from: string; rule: string }>;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'dmd-boundaries-'));
  for (const name of ['zod', 'electron', 'keytar', 'spdx-correct']) {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', main: 'index.js', types: 'index.d.ts' }));
    write(`node_modules/${name}/index.js`, 'module.exports = {};\n');
    write(
      `node_modules/${name}/index.d.ts`,
      'export declare const z: any; export declare const app: any; export declare const ipcRenderer: any;\ndeclare const store: any;\nexport default store;\n',
    );
  }
  write('package.json', JSON.stringify({ name: 'fixture', private: true, workspaces: Object.keys(WORKSPACES) }));
  for (const [folder, manifest] of Object.entries(WORKSPACES)) {
    write(`${folder}/package.json`, JSON.stringify({ ...manifest, version: '0.0.0', private: true, type: 'module' }));
    mkdirSync(path.join(project, 'node_modules/@dmd'), { recursive: true });
    symlinkSync(path.join('..', '..', folder), path.join(project, 'node_modules', manifest.name));
  }
  for (const target of [...Object.values(TARGETS), MARKETPLACE_ENTRY, 'marketplace/src/testing/index.ts']) write(target, 'export const schemas = {};\n');
  for (const { file, source } of CASES) write(file, `${source(importer(file))}\n`);
  const cruise = spawnSync(
    process.execPath,
    [CLI, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', 'renderer', 'shared', 'electron', 'marketplace', 'tests', 'bench'],
    {
      cwd: project,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (cruise.stdout.trim() === '') throw new Error(`dependency-cruiser gave no result: ${cruise.stderr}`);
  const result = JSON.parse(cruise.stdout) as { summary: { violations: Array<{ from: string; rule: { name: string } }> } };
  violations = result.summary.violations.map((violation) => ({ from: violation.from, rule: violation.rule.name }));
}, 150_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the layer rules', () => {
  it.each(CASES.filter((entry) => entry.breaks !== null).map((entry) => [entry.file, entry.breaks] as const))('catch %s (%s)', (file, rule) => {
    expect(violations).toContainEqual({ from: file, rule });
  });

  it('let every allowed import through', () => {
    const allowed = new Set(CASES.filter((entry) => entry.breaks === null).map((entry) => entry.file));
    expect(violations.filter((violation) => allowed.has(violation.from))).toEqual([]);
  });
});
