/**
 * The renderer's scripts before the first paint stay within the bench's budget (gzip level 9):
 * a fresh production build of the renderer alone, into a folder of its own (out/ is left as it
 * is), measured by the bench's own function (bundle-size.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from './app-report';
import { measureRendererBundle, type BundleSize } from './bundle-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'dmd-first-screen-'));
let size: BundleSize;

beforeAll(async () => {
  // React's production build, as `npm run build` makes it (vitest sets NODE_ENV to `test`).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  size = measureRendererBundle(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the first screen', () => {
  it(`loads at most ${TARGETS.rendererInitialGzipKb} KB of script (gzip) before its first paint`, () => {
    expect(size.initialGzipKb).toBeGreaterThan(0);
    expect(size.initialGzipKb).toBeLessThanOrEqual(TARGETS.rendererInitialGzipKb);
  });
});
