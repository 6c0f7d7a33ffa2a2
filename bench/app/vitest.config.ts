/**
 * The bench helpers' unit tests: `npx vitest run -c bench/app/vitest.config.ts`. (The project's
 * vitest.config.ts does not look under bench/.)
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { include: ['bench/app/**/*.test.ts'] },
});
