import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that change what a whole process shares (its umask, its time zone): each runs in a
 * process of its own, as threads of one process would see each other's change.
 */
const OWN_PROCESS = ['shared/display/format-date-west-of-utc.test.ts'];
const MARKETPLACE_OWN_PROCESS = ['marketplace/src/db/open-database-damage.test.ts'];
/** Files that replace a module with `vi.mock`: each needs a module registry of its own. */
const OWN_MODULES = ['tests/docs/doc-numbers.test.ts'];

const NODE_TESTS = ['electron/**/*.test.ts', 'shared/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];
const RENDERER_TESTS = ['renderer/**/*.test.{ts,tsx}'];
const MARKETPLACE_TESTS = ['marketplace/**/*.test.ts'];

/**
 * Six projects: the renderer's tests (a file that needs a DOM says so with
 * `// @vitest-environment happy-dom`), the rest of the app's (core, integration over real HTTP,
 * keychain, packaging) and the marketplace package's, each on worker threads, and the files that
 * need a process or a module registry of their own. `npx vitest run --project renderer` runs one;
 * `--project 'marketplace*'` (what `npm test -w @dmd/marketplace` runs) the marketplace's two.
 *
 * The node and marketplace projects share one module registry per worker (`isolate: false`):
 * their files mock no module and put back what they change (environment, timers, the global
 * dispatcher), and importing the core and the marketplace afresh for each of 244 files took 57 s
 * of the 197 s they ran in, against 17 s of 149 s shared (docs/testing.md). The renderer's files
 * mock modules, so each keeps its own.
 */
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the CPUs: one on a 2-core machine, which ran the
    // renderer project in 108 s against 67 s on two.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: NODE_TESTS, exclude: [...configDefaults.exclude, ...OWN_MODULES, ...OWN_PROCESS], pool: 'threads', isolate: false },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, pool: 'threads' } },
      { extends: true, test: { name: 'renderer', include: RENDERER_TESTS, exclude: [...configDefaults.exclude, ...OWN_PROCESS], pool: 'threads' } },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, pool: 'forks' } },
      {
        extends: true,
        test: {
          name: 'marketplace',
          include: MARKETPLACE_TESTS,
          exclude: [...configDefaults.exclude, ...MARKETPLACE_OWN_PROCESS],
          pool: 'threads',
          isolate: false,
        },
      },
      { extends: true, test: { name: 'marketplace-own-process', include: MARKETPLACE_OWN_PROCESS, pool: 'forks' } },
    ],
  },
});
