import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import ownKeys from './scripts/eslint/no-string-key-lookup.mjs';

/**
 * Lint rules for every file. Which layer may import which is not ESLint's job: dependency-cruiser
 * checks it on resolved paths (.dependency-cruiser.cjs, `npm run lint:boundaries`).
 */
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
  // A key from a server, a file or the user is looked up in a Map or among own properties (shared/domain/own-keys.ts).
  {
    files: ['renderer/**/*.{ts,tsx}', 'shared/**/*.ts', 'electron/**/*.ts', 'marketplace/**/*.ts'],
    ignores: [
      // Tests build their own records; the built-in catalog and its samples are drawn from the app's own tables.
      ...['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}', '**/testing/**', 'marketplace/src/catalog/**', 'marketplace/src/samples/**'],
    ],
    plugins: { 'own-keys': ownKeys },
    rules: { 'own-keys/no-string-key-lookup': 'error' },
  },
);
