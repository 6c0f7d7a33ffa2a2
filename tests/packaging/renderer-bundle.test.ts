/**
 * The built renderer (out/renderer; builds first when missing): the window's first scripts hold no
 * zod — inputs are checked in the core (shared/ipc/ipc-schemas.ts) — and the screens other than search
 * are chunks of their own, loaded after the first paint. Sizes are the benchmark's to report
 * (`npm run bench`), not a test's to assert.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const assets = path.join(root, 'out', 'renderer', 'assets');
let scripts: string[] = [];
let firstScripts: string[] = [];

beforeAll(() => {
  if (!existsSync(path.join(root, 'out', 'renderer', 'index.html')))
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const html = readFileSync(path.join(root, 'out', 'renderer', 'index.html'), 'utf8');
  firstScripts = [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}, 120_000);

describe('the renderer bundle', () => {
  it('ships no zod: the schemas stay with the core', () => {
    const withZod = scripts.filter((name) => /\$ZodType|ZodError|\$ZodCheck/.test(readFileSync(path.join(assets, name), 'utf8')));
    expect(withZod).toEqual([]);
  });

  it('loads the screens other than search, and the open dataset, as chunks of their own after the first paint', () => {
    for (const screen of ['compatibility-view', 'compare-view', 'shortlist-view', 'account-view', 'settings-view', 'dataset-detail']) {
      const chunk = scripts.find((name) => name.startsWith(`${screen}-`));
      expect(chunk, screen).toBeDefined();
      expect(firstScripts).not.toContain(chunk);
    }
  });

  it('loads the Dialog after the first paint: the first screen opens it only when asked (DeferredDialog)', () => {
    const chunk = scripts.find((name) => name.startsWith('dialog-'));
    expect(chunk).toBeDefined();
    expect(firstScripts).not.toContain(chunk);
  });

  it('keeps the sample preview after the first paint, and its parsers (papaparse, hyparquet, dicom-parser) in its worker alone', () => {
    const preview = scripts.find((name) => name.startsWith('preview-tab-'));
    const worker = scripts.find((name) => name.startsWith('sample-worker-'));
    expect(preview).toBeDefined();
    expect(worker).toBeDefined();
    expect(firstScripts).not.toContain(preview);
    expect(firstScripts).not.toContain(worker);
    const parserMarks = /readPart10Header|BYTE_ARRAY|delimitersToGuess/;
    expect(readFileSync(path.join(assets, worker ?? ''), 'utf8')).toMatch(parserMarks);
    const others = scripts.filter((name) => name !== worker && parserMarks.test(readFileSync(path.join(assets, name), 'utf8')));
    expect(others).toEqual([]);
  });

  it('ships the standard fonts pdf.js draws PDF text with, as assets the worker fetches from the app', () => {
    const fonts = readdirSync(assets).filter((name) => /^(LiberationSans|Foxit)[\w-]*\.(ttf|pfb)$/.test(name));
    expect(fonts.filter((name) => name.startsWith('LiberationSans-')).length).toBeGreaterThanOrEqual(4);
    expect(fonts.filter((name) => name.startsWith('Foxit')).length).toBeGreaterThanOrEqual(6);
    const pdfChunks = scripts.filter((name) => readFileSync(path.join(assets, name), 'utf8').includes('LiberationSans-Regular'));
    for (const chunk of pdfChunks) expect(readFileSync(path.join(assets, chunk), 'utf8')).not.toContain('node_modules/pdfjs-dist/standard_fonts');
  });
});
