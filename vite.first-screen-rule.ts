/**
 * The first screen, by a rule the build enforces. What the window loads before its first paint is
 * what its entries reach by static imports: vite.config.ts lets the bundler put exactly that in
 * the first chunk, and everything reached only through `import()` (the other screens, the open
 * dataset's detail, the parts fetched with `laterCode`) in chunks loaded after it. This check
 * says what those first-paint scripts may not hold, and fails the build, naming the chain of
 * static imports, when they do:
 *
 * - a module the code loads with `import()`: imported statically as well, it would come with the
 *   first paint and its `import()` would defer nothing;
 * - a module of a folder whose code belongs to the other screens (`laterFolders`);
 * - a package but the few the first screen is made of (`packages`): any other library loads later.
 *
 * Type imports do not count: they are gone before the bundler sees the code.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export interface FirstScreenRule {
  /** The packages the first paint may load, by name. */
  packages: readonly string[];
  /** Folders, from the project's root, of code that loads only after the first paint. */
  laterFolders: readonly string[];
}

export const FIRST_SCREEN_RULE: FirstScreenRule = {
  packages: [
    'react',
    'react-dom',
    'scheduler',
    'zustand',
    '@tanstack/query-core',
    '@tanstack/react-query',
    '@tanstack/query-persist-client-core',
    '@tanstack/react-query-persist-client',
  ],
  laterFolders: [
    'renderer/settings',
    'renderer/saved-search-check',
    'renderer/request-log',
    'renderer/samples',
    'renderer/charts',
    'renderer/export',
    'renderer/copy-as-code',
    'renderer/search-tools',
    'renderer/facts',
  ],
};

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;
/** A module id as a path from the project's root. */
type ProjectPath = (id: string) => string;

/** The package a module id belongs to (the innermost node_modules), or null for the project's own code. */
function packageOf(id: string): string | null {
  const found = [...id.matchAll(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)].at(-1);
  return found?.[1] ? found[1].replace('\\', '/') : null;
}

/** Why the first paint may not hold the module, or null when it may. */
function whyNotFirst(id: string, info: Rolldown.ModuleInfo | null, rule: FirstScreenRule, projectPath: ProjectPath): string | null {
  // The bundler's own modules (its runtime, Vite's preload helper).
  if (id.startsWith('\0')) return null;
  const loader = info?.dynamicImporters[0];
  if (loader !== undefined) return `loaded later by import() in ${projectPath(loader)}`;
  const name = packageOf(id);
  if (name !== null) return rule.packages.includes(name) ? null : `the package ${name} is not one the first screen may load`;
  const file = projectPath(id);
  const folder = rule.laterFolders.find((entry) => file.startsWith(`${entry}/`));
  return folder === undefined ? null : `${folder}/ is the other screens' code`;
}

/** The shortest chain of static imports from an entry to `id`. */
function staticChain(id: string, moduleInfo: ModuleInfoOf, projectPath: ProjectPath): string {
  const towardsEntry = new Map<string, string | null>([[id, null]]);
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const info = moduleInfo(current);
    if (info?.isEntry) {
      const chain: string[] = [];
      for (let step: string | null | undefined = current; step; step = towardsEntry.get(step)) chain.push(projectPath(step));
      return chain.join(' → ');
    }
    for (const importer of info?.importers ?? []) {
      if (towardsEntry.has(importer)) continue;
      towardsEntry.set(importer, current);
      queue.push(importer);
    }
  }
  return projectPath(id);
}

/** The chunks the first paint loads: the entries and every chunk they import statically. */
function firstPaintChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const loaded = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (chunk === undefined || loaded.has(chunk.fileName)) return;
    loaded.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...loaded.values()];
}

/** The build check; the rule's folders are named from `projectRoot`. */
export function firstScreenRule(projectRoot: string, rule: FirstScreenRule = FIRST_SCREEN_RULE): Plugin {
  const projectPath: ProjectPath = (id) => path.relative(projectRoot, id).split(path.sep).join('/');
  return {
    name: 'dmd:first-screen-rule',
    apply: 'build',
    generateBundle(_options, bundle) {
      const moduleInfo: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const refused = new Map<string, string>();
      for (const id of firstPaintChunks(bundle).flatMap((chunk) => chunk.moduleIds)) {
        const why = whyNotFirst(id, moduleInfo(id), rule, projectPath);
        if (why !== null) refused.set(id, why);
      }
      // Named where allowed code imports what it may not; what that drags in along with it is not.
      const breaks = [...refused]
        .filter(([id]) => moduleInfo(id)?.importers.some((importer) => !refused.has(importer)))
        .map(([id, why]) => `- ${projectPath(id)}: ${why}; reached by ${staticChain(id, moduleInfo, projectPath)}`);
      if (refused.size > 0) {
        this.error(`The first screen loads what it may not (vite.first-screen-rule.ts): load it with import() or laterCode instead.\n${breaks.join('\n')}`);
      }
    },
  };
}
