/**
 * What the built marketplace process loads to start: a start on a catalog already built never
 * loads the catalog's generator, and the OpenAPI document's builder loads at its first request.
 * Both were a third of the start's module work (marketplace/src/db/open-database.ts,
 * start-marketplace.ts). Run on the built child's chunks, in a Node process of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const chunks = path.join(root, 'out', 'marketplace-child', 'chunks');
const dir = mkdtempSync(path.join(os.tmpdir(), 'dmd-start-code-'));

/** Starts the built marketplace on `db`, asks each path in turn, and lists the chunks loaded before each answer and at the end. */
const PROBE = `
const path = require('node:path');
const [chunks, db, ...paths] = process.argv.slice(1);
const loaded = () => Object.keys(require.cache).filter((file) => file.startsWith(chunks)).map((file) => path.basename(file)).sort();
const entry = require(path.join(chunks, require('node:fs').readdirSync(chunks).find((name) => name.startsWith('start-marketplace-'))));
entry.init_start_marketplace();
entry.start_marketplace_exports.startMarketplace({ dbFile: db, datasets: 60 }).then(async (market) => {
  const steps = [{ after: 'start', loaded: loaded() }];
  for (const url of paths) {
    const response = await fetch(market.url + url, { headers: { 'x-api-key': market.freeKey } });
    await response.arrayBuffer();
    steps.push({ after: url, status: response.status, loaded: loaded() });
  }
  await market.close();
  console.log(JSON.stringify(steps));
});
`;

interface Step {
  after: string;
  status?: number;
  loaded: string[];
}

function probe(...paths: string[]): Step[] {
  const out = execFileSync(process.execPath, ['-e', PROBE, chunks, path.join(dir, 'catalog.db'), ...paths], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(out.trim().split('\n').pop() ?? '[]') as Step[];
}

/** The built chunk whose code holds `source` (a function's declaration). */
function chunkWith(source: string): string {
  const found = readdirSync(chunks).filter((name) => readFileSync(path.join(chunks, name), 'utf8').includes(source));
  expect(found, source).toHaveLength(1);
  return found[0] ?? '';
}

beforeAll(() => {
  if (!existsSync(path.join(root, 'out', 'marketplace-child', 'marketplace-child.cjs'))) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built marketplace’s start', () => {
  it('loads the generator only to build, and the OpenAPI builder only when asked', () => {
    const generator = chunkWith('function planCatalog(');
    const openApi = chunkWith('function buildOpenApiDocument(');

    const first = probe();
    expect(first[0]?.loaded).toContain(generator);

    const [start, listed, documented] = probe('/v1/datasets?limit=5', '/v1/openapi.json');
    expect(start?.loaded).not.toContain(generator);
    expect(start?.loaded).not.toContain(openApi);
    expect(listed).toMatchObject({ status: 200 });
    expect(listed?.loaded).not.toContain(openApi);
    expect(documented).toMatchObject({ status: 200 });
    expect(documented?.loaded).toContain(openApi);
    expect(documented?.loaded).not.toContain(generator);
  }, 120_000);
});
