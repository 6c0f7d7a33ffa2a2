import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

/**
 * The layers of the README's picture, as import rules (the TypeScript projects, tsconfig.*.json,
 * give each layer its runtime's types and fail an import of a layer not referenced; these rules
 * say why, at the line, and cover what types cannot see):
 *
 * - renderer/: the DOM only. Nothing of electron/, of Node, or of Electron; the zod schemas
 *   (shared/ipc-schemas.ts) only as types, so the renderer ships without zod.
 * - shared/: what the renderer and the core agree on. Nothing of electron/ or renderer/, no Node.
 * - electron/core/, electron/browser-shell/, electron/renderer-host/: plain Node. Never the
 *   `electron` module, the marketplace, the Electron glue or the renderer.
 * - electron/marketplace/: the embedded marketplace. Nothing of the desktop app: only shared/
 *   and electron/node-support/ (Node helpers that know nothing of the app).
 * - electron/node-support/: nothing of the app at all.
 * - electron/main/: the Electron glue; never the renderer or the marketplace's code (the
 *   marketplace runs in its own process, started by path).
 * - electron/preload/: `electron` and shared/ only (a sandboxed preload can require nothing else).
 *
 * Tests (`*.test.ts(x)`, `*.fixture.ts`, tests/, bench/, scripts/, the test helpers in
 * electron/*\/testing/) may import any layer and the test support in tests/support/ — for
 * instance tests/support/readings.ts runs the core's reading layer to give renderer tests
 * records as the core would — and product code may import no test code.
 */
const NODE_BUILTINS = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts', '**/*.fixture.tsx', 'tests/**', 'bench/**', 'scripts/**', 'electron/*/testing/**'];

/** Relative paths that leave the file's layer for `layers` (a `../` or more, then a layer's folder). */
const into = (layers, why) => ({ regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`, message: why });
const noTestCode = { regex: '(^|/)(tests|testing)/|\\.(test|fixture)$', message: 'Product code imports no test code.' };
const noElectron = (why) => ({ name: 'electron', message: why });

function boundary(files, { paths = [], patterns = [] }) {
  return {
    files,
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [...patterns, noTestCode] }] },
  };
}

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', 'test-results', 'playwright-report', 'bench/results', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Promises are awaited, returned or handled on purpose: type-aware, so TypeScript files only.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  boundary(['renderer/**/*.{ts,tsx}'], {
    paths: [
      noElectron('The renderer reaches Electron only through the preload (window.marketplace).'),
      ...NODE_BUILTINS.map((name) => ({ name, message: 'The renderer runs without Node.' })),
      { name: 'zod', allowTypeImports: true, message: 'Inputs are checked in the core: the renderer ships without zod.' },
    ],
    patterns: [
      into(['electron'], 'The renderer talks to the core only through shared/ (the bridge and the contract).'),
      { regex: '(^|/)ipc-schemas$', allowTypeImports: true, message: 'The zod schemas are the core’s: import the contract’s types (shared/ipc-contract.ts) instead.' },
    ],
  }),
  boundary(['shared/**/*.ts'], {
    paths: [noElectron('shared/ runs in the renderer too.'), ...NODE_BUILTINS.map((name) => ({ name, message: 'shared/ runs in the renderer too: no Node.' }))],
    patterns: [into(['electron', 'renderer'], 'shared/ is what both sides agree on: it imports neither.')],
  }),
  boundary(['electron/core/**/*.ts', 'electron/browser-shell/**/*.ts', 'electron/renderer-host/**/*.ts'], {
    paths: [noElectron('The core is plain Node: it runs unchanged under the browser shell. Electron glue goes in electron/main/.')],
    patterns: [into(['marketplace', 'main', 'preload', 'renderer'], 'The core starts the marketplace as a process (by path) and serves the renderer through shared/: it imports neither, nor the Electron glue.')],
  }),
  boundary(['electron/marketplace/**/*.ts'], {
    paths: [noElectron('The marketplace knows nothing of the desktop app.')],
    patterns: [into(['core', 'main', 'preload', 'browser-shell', 'renderer-host', 'renderer'], 'The marketplace imports nothing of the desktop app: only shared/ and electron/node-support/.')],
  }),
  boundary(['electron/node-support/**/*.ts'], {
    paths: [noElectron('node-support knows nothing of the app.')],
    patterns: [into(['core', 'main', 'preload', 'browser-shell', 'renderer-host', 'marketplace', 'renderer', 'shared'], 'node-support knows nothing of the app.')],
  }),
  boundary(['electron/main/**/*.ts'], {
    patterns: [into(['renderer', 'marketplace'], 'The main process serves the renderer as files and starts the marketplace as a process: it imports neither.')],
  }),
  boundary(['electron/preload/**/*.ts'], {
    paths: NODE_BUILTINS.map((name) => ({ name, message: 'A sandboxed preload can require only electron.' })),
    patterns: [into(['core', 'main', 'marketplace', 'browser-shell', 'renderer-host', 'node-support', 'renderer'], 'The preload builds the bridge from shared/ only.')],
  }),
);
