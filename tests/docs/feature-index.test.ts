/**
 * docs/architecture.md's feature index sends a newcomer from a feature to its folder in each
 * layer: every path it names must exist, below its column's folder (or from the root under
 * *elsewhere*), and every document it links to.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = path.join(ROOT, 'docs/architecture.md');

/** The index's table: its header's cells and each row's cells. */
function featureIndex(text: string): { header: string[]; rows: string[][] } {
  const start = text.indexOf('\n## Feature index\n');
  const end = text.indexOf('\n## ', start + 1);
  const lines = text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines.map(cells);
  return { header: header ?? [], rows };
}

/** The file paths a cell names in backticks (not constants or link schemes), and the documents it links. */
function pathsOf(cell: string): { code: string[]; docs: string[] } {
  const code = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter((name) => /^[\w./-]+$/.test(name) && /\/|\.\w+$/.test(name));
  const docs = [...cell.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? '');
  return { code, docs };
}

const { header, rows } = featureIndex(readFileSync(DOC, 'utf8'));
/** Each column's folder, from its header (`shared/`); *elsewhere* is the root. */
const roots = header.map((cell) => /^`([\w./-]+\/)`$/.exec(cell)?.[1] ?? (cell === 'elsewhere' ? '' : null));

describe('the feature index in docs/architecture.md', () => {
  it('has a row per feature, each under one name', () => {
    expect(header.slice(0, 2)).toEqual(['feature', 'one name']);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const names = rows.map((row) => row[1]);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(rows.map((row) => [row[0] ?? '', row] as const))('names only paths that exist: %s', (_feature, row) => {
    const missing: string[] = [];
    row.forEach((cell, column) => {
      const root = roots[column];
      if (root === null || root === undefined) return;
      const { code, docs } = pathsOf(cell);
      for (const name of code) if (!existsSync(path.join(ROOT, root, name))) missing.push(path.posix.join(root, name));
      for (const name of docs) if (!existsSync(path.join(ROOT, 'docs', name))) missing.push(path.posix.join('docs', name));
    });
    expect(row).toHaveLength(header.length);
    expect(missing).toEqual([]);
  });

  it('reads paths, documents and their columns as the table writes them', () => {
    expect(roots).toEqual([null, null, 'shared/', 'electron/core/', 'marketplace/src/', 'renderer/', 'tests/e2e/', '']);
    expect(pathsOf('`domain/limits.ts` (`MAX_COMPARED`), `search/`, `dataset-marketplace://`, [a.md](a.md#part)')).toEqual({
      code: ['domain/limits.ts', 'search/'],
      docs: ['a.md'],
    });
  });
});
