import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import ownKeys from './no-string-key-lookup.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'dmd-own-keys-rule-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** Each probe gets a project of its own: typescript-eslint builds a project's program once, so a file added to it later is not found. */
function problems(code: string): number {
  const dir = path.join(root, `probe-${(count += 1)}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2023'] }, include: ['*.ts'] }));
  const file = path.join(dir, 'probe.ts');
  writeFileSync(file, code);
  const linter = new Linter({ configType: 'flat', cwd: dir });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, parserOptions: { project: path.join(dir, 'tsconfig.json'), tsconfigRootDir: dir } },
        plugins: { 'own-keys': ownKeys },
        rules: { 'own-keys/no-string-key-lookup': 'error' },
      },
    ],
    file,
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages.filter((message) => message.ruleId === 'own-keys/no-string-key-lookup').length;
}

describe('own-keys/no-string-key-lookup', () => {
  it('reports a read, a write and an `in` by a wide string key on a plain object', () => {
    expect(problems('export const f = (titles: Record<string, string>, id: string) => titles[id];')).toBe(1);
    expect(problems('export const f = (titles: Record<string, string>, id: string) => { titles[id] = "x"; };')).toBe(1);
    expect(problems('export const f = (titles: Record<string, string>, id: string) => id in titles;')).toBe(1);
    expect(problems('export const f = (titles: { [key: string]: number } | undefined, id: string) => titles?.[id];')).toBe(1);
  });

  it('lets through keys typed as literals, arrays, strings and Maps', () => {
    expect(problems('const T = { a: 1, b: 2 } as const; export const f = (key: "a" | "b") => T[key];')).toBe(0);
    expect(problems('export const f = (list: string[], i: number) => list[i];')).toBe(0);
    expect(problems('export const f = (text: string, i: number) => text[i];')).toBe(0);
    expect(problems('export const f = (titles: Map<string, string>, id: string) => titles.get(id);')).toBe(0);
    expect(problems('export const f = (record: { a?: number }) => record["a"];')).toBe(0);
  });
});
