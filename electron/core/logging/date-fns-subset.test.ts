/**
 * The bundles give pino-roll only date-fns-subset.ts for `date-fns` (vite.node-bundle.ts), while
 * these tests run pino-roll on the whole library: what it takes must all be in the subset, or a
 * built app's log rotation would call something missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as subset from './date-fns-subset';

const require = createRequire(import.meta.url);

/** Every `require('date-fns')` in pino-roll's code, with the names each takes. */
function namesPinoRollTakes(): string[] {
  const root = path.dirname(require.resolve('pino-roll/package.json'));
  const files = ['pino-roll.js', ...readdirSync(path.join(root, 'lib')).map((name) => `lib/${name}`)];
  return files
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/\{([^}]*)\}\s*=\s*require\(['"]date-fns['"]\)/g)])
    .flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(':')[0]!.trim()))
    .filter(Boolean);
}

describe('the date-fns subset the bundles give pino-roll', () => {
  it('holds every function pino-roll takes from date-fns', () => {
    const taken = namesPinoRollTakes();
    expect(taken.length).toBeGreaterThan(0);
    const functions = subset as Record<string, unknown>;
    for (const name of taken) expect(typeof functions[name], name).toBe('function');
    expect(Object.keys(subset).sort()).toEqual([...new Set(taken)].sort());
  });

  it('is pino-roll’s only way to date-fns: it requires the library by no other name', () => {
    const root = path.dirname(require.resolve('pino-roll/package.json'));
    const code = ['pino-roll.js', 'lib/utils.js'].map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
    expect(code.match(/require\(['"]date-fns\/[^'"]+['"]\)/g)).toBeNull();
  });
});
