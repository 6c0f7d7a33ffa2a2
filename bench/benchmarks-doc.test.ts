import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBenchmarkSection } from './benchmarks-doc';
import { markdownTable, textTable } from './report-tables';

const roots: string[] = [];
function tempRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dmd-bench-doc-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('docs/benchmarks.md, written by the benchmarks', () => {
  it('starts the file with every section, and fills in the one that ran', () => {
    const root = tempRoot();
    expect(writeBenchmarkSection(root, 'search', 'FIGURES OF SEARCH')).toBe(path.join('docs', 'benchmarks.md'));
    const text = readFileSync(path.join(root, 'docs', 'benchmarks.md'), 'utf8');
    expect(text).toMatch(/^# Benchmarks\n/);
    expect(text.match(/Not run yet\./g)).toHaveLength(2);
    expect(text).toContain('## Search relevance: `npm run bench:search`\n\nFIGURES OF SEARCH\n<!-- /bench:search -->');
  });

  it('replaces only its own section on the next run, keeping the others and any prose around them', () => {
    const root = tempRoot();
    writeBenchmarkSection(root, 'app', 'APP ONE');
    writeBenchmarkSection(root, 'marketplace', 'MARKETPLACE ONE');
    const file = path.join(root, 'docs', 'benchmarks.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('<!-- bench:marketplace -->', 'A note kept by hand.\n\n<!-- bench:marketplace -->'));
    writeBenchmarkSection(root, 'app', 'APP TWO');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('APP TWO');
    expect(text).not.toContain('APP ONE');
    expect(text).toContain('MARKETPLACE ONE');
    expect(text).toContain('A note kept by hand.');
  });

  it('adds a section the file does not have yet', () => {
    const root = tempRoot();
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs', 'benchmarks.md'), '# Benchmarks\n\nOlder file.\n');
    writeBenchmarkSection(root, 'marketplace', 'MARKETPLACE');
    const text = readFileSync(path.join(root, 'docs', 'benchmarks.md'), 'utf8');
    expect(text).toContain('Older file.');
    expect(text).toContain('MARKETPLACE');
    expect(text).toContain('<!-- bench:app -->');
  });
});

describe('report tables', () => {
  const table = {
    title: 'Run | one',
    header: ['measure', 'p50'],
    rows: [
      ['search', '4.0 ms'],
      ['  of which the marketplace', '1.0 ms'],
    ],
  };

  it('prints aligned text for the terminal', () => {
    expect(textTable(table).split('\n')).toEqual([
      'Run | one',
      '  measure                        p50',
      '  ──────────────────────────  ──────',
      '  search                      4.0 ms',
      '    of which the marketplace  1.0 ms',
    ]);
  });

  it('writes Markdown with pipes escaped and indented rows led by an ellipsis', () => {
    expect(markdownTable(table)).toBe(
      ['**Run \\| one**', '', '| measure | p50 |', '|---|---:|', '| search | 4.0 ms |', '| … of which the marketplace | 1.0 ms |'].join('\n'),
    );
  });
});
