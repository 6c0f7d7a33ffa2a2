import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['electron/**/*.test.ts', 'shared/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/keychain/**/*.test.ts', 'tests/packaging/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/faults/**/*.test.ts', 'tests/boundaries/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
