/**
 * The first screen's rule (vite.first-screen-rule.ts) fails a build whose first-paint scripts
 * hold what they may not, and lets the same code through when it loads after the first paint: a
 * throwaway project with the app's folders, built by Vite with the project's own rule.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_RULE, firstScreenRule } from '../../vite.first-screen-rule';

let project: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

/** A later screen's module, a library the first screen may not load, one it may, and a part loaded later. */
const FIXTURES = {
  'renderer/settings/fixture-settings.ts': 'export const settings = "settings";\n',
  'renderer/search/fixture-later-part.ts': 'export const part = "part";\n',
  'renderer/search/fixture-row.ts': 'export const row = "row";\n',
  'node_modules/fixture-chart/package.json': JSON.stringify({ name: 'fixture-chart', version: '1.0.0', type: 'module', main: 'index.js' }),
  'node_modules/fixture-chart/index.js': 'export const chart = "chart";\n',
  'node_modules/react/package.json': JSON.stringify({ name: 'react', version: '1.0.0', type: 'module', main: 'index.js' }),
  'node_modules/react/index.js': 'export const react = "react";\n',
};

/** Builds `renderer/<entry>` (its source given) with the rule; the error's message, or null when it builds. */
async function buildEntry(entry: string, source: string): Promise<string | null> {
  write(`renderer/${entry}`, source);
  const { build } = await import('vite');
  try {
    await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      plugins: [firstScreenRule(project)],
      build: { write: false, minify: false, rolldownOptions: { input: path.join(project, 'renderer', entry) } },
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'dmd-first-screen-rule-'));
  for (const [file, text] of Object.entries(FIXTURES)) write(file, text);
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the first screen rule', () => {
  it('names the real later screens and libraries', () => {
    expect(FIRST_SCREEN_RULE.laterFolders).toContain('renderer/settings');
    expect(FIRST_SCREEN_RULE.packages).not.toContain('fixture-chart');
  });

  it('refuses another screen’s code imported statically, naming the chain of imports', async () => {
    const message = await buildEntry(
      'static-screen.ts',
      "import { row } from './search/fixture-row';\nimport { settings } from './settings/fixture-settings';\nconsole.log(row, settings);\n",
    );
    expect(message).toContain('renderer/settings/fixture-settings.ts: renderer/settings/ is the other screens');
    expect(message).toContain('reached by renderer/static-screen.ts → renderer/settings/fixture-settings.ts');
  });

  it('refuses a library the first screen may not load', async () => {
    const message = await buildEntry('static-library.ts', "import { chart } from 'fixture-chart';\nconsole.log(chart);\n");
    expect(message).toContain('the package fixture-chart is not one the first screen may load');
  });

  it('refuses a module loaded with import() that is imported statically as well', async () => {
    const message = await buildEntry(
      'both-ways.ts',
      "import { part } from './search/fixture-later-part';\nconsole.log(part);\nexport const later = () => import('./search/fixture-later-part');\n",
    );
    expect(message).toContain('renderer/search/fixture-later-part.ts: loaded later by import() in renderer/both-ways.ts');
  });

  it('lets the same code through when it loads after the first paint, and a library the first screen may load', async () => {
    const message = await buildEntry(
      'later.ts',
      [
        "import { react } from 'react';",
        "import { row } from './search/fixture-row';",
        'console.log(react, row);',
        "export const later = () => Promise.all([import('./settings/fixture-settings'), import('fixture-chart'), import('./search/fixture-later-part')]);",
        '',
      ].join('\n'),
    );
    expect(message).toBeNull();
  });
});
