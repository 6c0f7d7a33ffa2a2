/**
 * What the key redaction costs, with one key remembered as the core has it: a search page answer
 * of 20 records through `deep()` (every string of every answer goes through it), 2 M characters
 * of saved results through `text()` (written to disk through it) and 1 MB of CSV through
 * `bytes()` (a sample). Prints medians of wall and CPU time; writes nothing.
 * `npx tsx bench/redaction/redaction-bench.ts`
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore } from '../../electron/core/create-core';
import { createSecretRedactor } from '../../electron/core/secrets/secret-redaction';
import { testCoreOptions } from '../../electron/core/testing/test-core-options';

const KEY = 'ls_live_Q7v2Xk9LpR4tZ8mN3bW6yH1cJ5dF0gSa';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Wall and CPU time of one run of `task`, medians; on a loaded machine the CPU time is the steadier figure. */
function time(label: string, runs: number, repeat: number, task: () => unknown): void {
  // Warm enough for the optimising compiler to have taken the loops, as in a core that has run a while.
  for (let warm = 0; warm < Math.max(repeat, 30); warm++) task();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const used = process.cpuUsage();
    for (let index = 0; index < repeat; index++) task();
    const spent = process.cpuUsage(used);
    wall.push((performance.now() - started) / repeat);
    cpu.push((spent.user + spent.system) / 1000 / repeat);
  }
  console.log(`${label}: wall ${median(wall).toFixed(2)} ms, CPU ${median(cpu).toFixed(2)} ms (medians of ${runs} runs of ${repeat})`);
}

/** A search page of 20 records as the core answers it, from the embedded marketplace; the core is stopped before timing. */
async function searchPage(): Promise<unknown> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-redaction-bench-'));
  const core = await createCore(testCoreOptions({ userDataDir: dir, embedded: { datasets: 200, seed: 7 } }));
  try {
    const page = await core.invoke('datasets:search', { per_page: 20 });
    if (!page.ok) throw new Error(`the search failed: ${page.error.message}`);
    return page.value;
  } finally {
    await core.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const page = await searchPage();
const json = JSON.stringify(page);
let strings = 0;
JSON.parse(json, (_key, value: unknown) => (typeof value === 'string' ? (strings++, value) : value));
console.log(`search page: 20 records, ${json.length} characters of JSON, ${strings} strings`);
const redactor = createSecretRedactor();
redactor.remember(KEY);
time('deep(search page of 20)', 21, 50, () => redactor.deep(page));
const csvOf = (note: string) =>
  new Uint8Array(
    Buffer.from(
      `id,label,value,note\n${Array.from({ length: 25_000 }, (_, index) => `${index},item-${index % 97},${(index * 7919) % 10_007},${note}`).join('\n')}`.slice(
        0,
        1_000_000,
      ),
    ),
  );
// The saved results the window sends back are written through the same redaction (atomic-file.ts).
const blob = JSON.stringify(Array.from({ length: Math.ceil(2_000_000 / json.length) }, () => page));
time(`text(${(blob.length / 1e6).toFixed(1)} M characters of saved results)`, 9, 3, () => redactor.text(blob));
const plainCsv = csvOf('plain words of text');
const escapedCsv = csvOf('%41 and \\u0042 text');
time('bytes(1 MB CSV)', 9, 3, () => redactor.bytes(plainCsv));
time('bytes(1 MB CSV, two escapes a row)', 9, 3, () => redactor.bytes(escapedCsv));
