import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that change what a whole process shares (its umask, its time zone): each runs in a
 * process of its own, as threads of one process would see each other's change.
 */
const OWN_PROCESS = ['marketplace/src/db/open-database-damage.test.ts', 'renderer/ui/display/format-date-west-of-utc.test.ts'];

const NODE_TESTS = [
  'electron/**/*.test.ts',
  'marketplace/**/*.test.ts',
  'shared/**/*.test.ts',
  'tests/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const RENDERER_TESTS = ['renderer/**/*.test.{ts,tsx}'];

/**
 * Three projects: the renderer's tests (a file that needs a DOM says so with
 * `// @vitest-environment happy-dom`), the rest (core, marketplace, integration over real HTTP,
 * keychain, packaging), both on worker threads, and OWN_PROCESS in forked processes.
 * `npx vitest run --project renderer` runs one.
 */
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the CPUs: one on a 2-core machine, which ran the
    // renderer project in 108 s against 67 s on two.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'node', include: NODE_TESTS, exclude: [...configDefaults.exclude, ...OWN_PROCESS], pool: 'threads' } },
      { extends: true, test: { name: 'renderer', include: RENDERER_TESTS, exclude: [...configDefaults.exclude, ...OWN_PROCESS], pool: 'threads' } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, pool: 'forks' } },
    ],
  },
});
