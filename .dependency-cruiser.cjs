/**
 * The layers of the app, as allow-lists that dependency-cruiser checks on resolved paths, type
 * imports and dynamic import() included (`npm run lint:boundaries`, part of `npm run lint` and
 * `npm test`). Each layer names the folders it may import and the packages it may use; anything
 * else is an error. The TypeScript projects (tsconfig.*.json) give each layer its runtime's
 * types; these rules say which code may know which. docs/architecture.md draws the picture.
 *
 * Folders are named from the project's root, so the restructuring codemod rewrites them like
 * any other path. tests/boundaries/boundaries.test.ts breaks each rule on purpose and checks it
 * is caught.
 */

/** Test code: tests, benchmarks, scripts, and the test helpers beside product code. */
const TEST_CODE = ['\\.(test|spec|fixture)\\.[cm]?tsx?$', '^tests/', '^bench/', '^scripts/', '/testing/'];

/**
 * Each layer: its folders, the folders it may import (its own included), the packages it may
 * use, and whether it runs on Node (may import Node's built-in modules).
 */
const LAYERS = [
  {
    name: 'renderer',
    why: 'the sandboxed page: the DOM and shared/ only, never Electron, Node or the core',
    folders: ['renderer'],
    may: ['renderer', 'shared/ipc', 'shared/domain', 'shared/wire', 'shared/display'],
    packages: [
      'react',
      'react-dom',
      'zustand',
      '@tanstack/react-query',
      '@tanstack/react-query-persist-client',
      '@tanstack/react-virtual',
      // The sample preview's parsers (in its worker).
      'papaparse',
      'hyparquet',
      'dicom-parser',
      'geotiff',
      'pdfjs-dist',
      'mp4box',
      'fflate',
      'jsfive',
    ],
  },
  // shared/, by audience. Each imports neither the renderer nor the core, nor Node.
  {
    name: 'shared-domain',
    why: "the app's tables and facts, read by every side: nothing of the IPC contract or a process's protocol",
    folders: ['shared/domain'],
    may: ['shared/domain', 'shared/wire'],
    // The licence reader's SPDX lists and parsers (never the renderer's: see renderer-no-license-reader).
    packages: ['zod', 'spdx-correct', 'spdx-expression-parse', 'spdx-license-ids', 'spdx-exceptions'],
  },
  {
    name: 'shared-wire',
    why: "the marketplace API's shapes: the API and the app's tables only",
    folders: ['shared/wire'],
    may: ['shared/wire', 'shared/domain'],
    packages: ['zod'],
  },
  {
    name: 'shared-process',
    why: "the protocol of the marketplace's own process",
    folders: ['shared/process'],
    may: ['shared/process', 'shared/wire', 'shared/domain'],
  },
  {
    name: 'shared-display',
    why: 'the words and figures a screen shows, for the renderer and for the first view the core makes for the page: pure functions of readings',
    folders: ['shared/display'],
    may: ['shared/display', 'shared/ipc', 'shared/domain', 'shared/wire'],
  },
  { name: 'shared-ipc', why: 'the renderer-core contract', folders: ['shared/ipc'], may: ['shared/ipc', 'shared/wire', 'shared/domain'], packages: ['zod'] },
  {
    name: 'core',
    why: 'plain Node, run unchanged by Electron and the browser shell: never Electron, the marketplace, the glue or the renderer',
    folders: ['electron/core'],
    may: ['electron/core', 'shared'],
    // date-fns: only the five functions pino-roll uses (logging/date-fns-subset.ts).
    packages: ['zod', 'keytar', '@napi-rs/keyring', 'fflate', 'hyparquet', 'pino', 'pino-roll', 'undici', 'date-fns'],
    node: true,
  },
  {
    name: 'browser-shell',
    why: 'the core served to a browser: plain Node',
    folders: ['electron/browser-shell'],
    may: ['electron/browser-shell', 'electron/core', 'electron/renderer-host', 'shared/node-support', 'shared/ipc', 'shared/domain'],
    node: true,
  },
  {
    name: 'renderer-host',
    why: "the renderer's files and their headers, for Electron and the browser shell (and the saved first view in the page, whose shape is the contract's)",
    folders: ['electron/renderer-host'],
    may: ['electron/renderer-host', 'shared/node-support', 'shared/ipc'],
    node: true,
  },
  {
    name: 'marketplace',
    why: "the embedded marketplace knows nothing of the desktop app, its IPC contract included: only shared/'s API, tables and process protocol, and node-support/",
    folders: ['marketplace/src'],
    may: ['marketplace/src', 'shared/node-support', 'shared/wire', 'shared/domain', 'shared/process'],
    // The samples it generates: tables, images, archives, HDF5 (h5wasm); the search's typo correction (damerau-levenshtein).
    packages: ['better-sqlite3', 'zod', 'papaparse', 'hyparquet-writer', 'pngjs', 'jpeg-js', 'fflate', 'h5wasm', 'damerau-levenshtein'],
    node: true,
  },
  { name: 'node-support', why: 'Node helpers that know nothing of the app', folders: ['shared/node-support'], may: ['shared/node-support'], node: true },
  {
    name: 'main',
    why: 'the Electron glue: it serves the renderer as files and starts the marketplace as a process, importing neither',
    folders: ['electron/main'],
    may: ['electron/main', 'electron/core', 'electron/renderer-host', 'shared'],
    packages: ['electron', 'zod'],
    node: true,
  },
  {
    name: 'preload',
    why: "a sandboxed preload can require only electron: it builds the bridge from shared/'s contract",
    folders: ['electron/preload'],
    may: ['electron/preload', 'shared/ipc'],
    packages: ['electron'],
  },
];

/**
 * The marketplace package (marketplace/, `@dmd/marketplace`) and the files the app may import of
 * it: its entries, as its package.json `exports` names them (docs/decisions/marketplace-package.md).
 */
const MARKETPLACE_PACKAGE = ['marketplace'];
const MARKETPLACE_ENTRIES = ['marketplace/src/index.ts', 'marketplace/src/testing/index.ts'];
/** The app's own code, which nothing in the marketplace package imports, its tests included. */
const APP_FOLDERS = ['electron', 'renderer', 'tests', 'bench', 'scripts'];

/** The zod schemas, which only the core's side may run: the renderer ships without zod. */
const SCHEMA_MODULES = ['shared/ipc/ipc-schemas.ts', 'shared/domain/search-filter-schemas.ts', 'shared/wire/api-key-form.ts'];

/** The licence reader and what it pulls in: the core and the marketplace read labels; the renderer receives the readings. */
const LICENSE_READER_MODULES = ['shared/domain/licenses/license-reader.ts', 'shared/domain/licenses/license-mentions.ts'];
const SPDX_PACKAGES = ['spdx-correct', 'spdx-expression-parse', 'spdx-license-ids', 'spdx-exceptions'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const under = (folders) => `^(${folders.map(escapeRegExp).join('|')})/`;
const packagePaths = (packages) => packages.map((name) => `(^|/)node_modules/${escapeRegExp(name)}/`);

const layerRules = LAYERS.map((layer) => ({
  name: `${layer.name}-imports`,
  comment: `${layer.name} (${layer.folders.join(', ')}) may import only ${[...layer.may, ...(layer.packages ?? []), ...(layer.node ? ["Node's modules"] : [])].join(', ')}: ${layer.why}.`,
  severity: 'error',
  from: { path: under(layer.folders), pathNot: TEST_CODE },
  to: {
    pathNot: [under(layer.may), ...packagePaths(layer.packages ?? [])],
    ...(layer.node ? { dependencyTypesNot: ['core'] } : {}),
  },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'marketplace-not-the-app',
      comment:
        "The marketplace package imports nothing of the app, its tests included: only itself, @dmd/shared and its packages (the layer rule 'marketplace-imports' says which of shared/ its code may use).",
      severity: 'error',
      from: { path: under(MARKETPLACE_PACKAGE) },
      to: { path: under(APP_FOLDERS) },
    },
    {
      name: 'marketplace-imports-by-name',
      comment: 'The marketplace reaches what it shares with the app by package name (@dmd/shared/…), never by a relative path out of its package.',
      severity: 'error',
      from: { path: under(MARKETPLACE_PACKAGE) },
      to: { pathNot: under(MARKETPLACE_PACKAGE), dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'marketplace-imported-by-name',
      comment: 'The app imports the marketplace by package name (@dmd/marketplace, @dmd/marketplace/testing), never by a relative path into the package.',
      severity: 'error',
      from: { pathNot: under(MARKETPLACE_PACKAGE) },
      to: { path: under(MARKETPLACE_PACKAGE), dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'marketplace-through-its-entries',
      comment:
        'The app uses the marketplace only through its entries: @dmd/marketplace (start one) and @dmd/marketplace/testing (what tests, benchmarks and scripts use); a module the app needs is added to an entry, not reached for.',
      severity: 'error',
      from: { pathNot: under(MARKETPLACE_PACKAGE) },
      to: { path: under(MARKETPLACE_PACKAGE), pathNot: MARKETPLACE_ENTRIES.map((file) => `^${escapeRegExp(file)}$`) },
    },
    {
      name: 'no-test-code-in-product',
      comment: 'Product code imports no test code (tests/, bench/, scripts/, *.test.*, */testing/).',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'renderer-no-zod',
      comment:
        'Inputs are checked in the core: the renderer ships without zod, and takes the contract from shared/ipc/ipc-contract.ts (the schemas only as types).',
      severity: 'error',
      from: { path: under(['renderer']), pathNot: TEST_CODE },
      to: { path: [...SCHEMA_MODULES.map((file) => `^${escapeRegExp(file)}$`), ...packagePaths(['zod'])], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'renderer-no-license-reader',
      comment:
        'Licence labels are read in the core (the reading layer) and the marketplace: the renderer receives the readings, and its first screen ships without the SPDX lists.',
      severity: 'error',
      from: { path: under(['renderer']), pathNot: TEST_CODE },
      to: { path: [...LICENSE_READER_MODULES.map((file) => `^${escapeRegExp(file)}$`), ...packagePaths(SPDX_PACKAGES)], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'renderer-root-imported-by-entry-only',
      comment:
        'renderer/app/ is the composition root: features use the stores, queries, hooks and ui they share (renderer/state, queries, hooks, ui), never the root; only the entry (renderer/main.tsx) imports it.',
      severity: 'error',
      from: { path: under(['renderer']), pathNot: [under(['renderer/app']), `^${escapeRegExp('renderer/main.tsx')}$`, ...TEST_CODE] },
      to: { path: under(['renderer/app']) },
    },
    {
      name: 'tests-not-bench',
      comment: 'Tests (tests/, *.test.* beside the code, */testing/) never import the benchmarks: what both need is in tests/harness/.',
      severity: 'error',
      from: { path: [under(['tests']), '\\.(test|spec|fixture)\\.[cm]?tsx?$', '/testing/'], pathNot: under(['bench']) },
      to: { path: under(['bench']) },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type imports included: a cycle means two modules are one concern, or one holds what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bench-only-the-harness',
      comment: 'The benchmarks use of the tests only the harness they share (tests/harness/).',
      severity: 'error',
      from: { path: under(['bench']) },
      to: { path: under(['tests']), pathNot: under(['tests/harness']) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|release|\\.cache|bench/results|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
