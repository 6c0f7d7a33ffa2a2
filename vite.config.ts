/**
 * The renderer build (React, browser target): renderer/index.html → out/renderer, relative
 * asset URLs (base './') so the same files load from `app://renderer/` and from the browser
 * shell. The built index.html always carries the CSP as a meta tag, from the one definition in
 * electron/renderer-host/content-security-policy.ts.
 */
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { CONTENT_SECURITY_POLICY, withContentSecurityPolicyMeta } from './electron/renderer-host/content-security-policy.js';
import { firstScreenRule } from './vite.first-screen-rule.js';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'dmd:content-security-policy-meta',
    // Only the build: the dev server injects inline scripts (HMR) that the policy forbids.
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withContentSecurityPolicyMeta(html, CONTENT_SECURITY_POLICY),
    },
  };
}

/** The app icon (build/icons, 256 px) as the page favicon — so browsers do not ask for a missing /favicon.ico — and the Electron window icon. */
function appIconFavicon(): Plugin {
  return {
    name: 'dmd:app-icon-favicon',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.png', source: readFileSync(path.join(projectRoot, 'build', 'icons', '256x256.png')) });
    },
    transformIndexHtml: (html) =>
      /<link[^>]+rel=["']?icon/i.test(html) ? html : html.replace(/(\s*)<\/head>/i, '\n    <link rel="icon" type="image/png" href="./favicon.png">$1</head>'),
  };
}

/**
 * The early questions' script (renderer/bridge/early-entry.ts): an entry of its own, which
 * index.html loads `async` before the app's, so it runs as soon as it arrives (Vite would merge
 * it into the app's entry if index.html named it).
 */
function earlyCallsScript(): Plugin {
  return {
    name: 'dmd:early-calls-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY);
        if (!chunk) throw new Error('the early questions script was not built');
        return html.replace(
          /(\s*)<script type="module"/,
          `$1<script type="module" async crossorigin src="./${chunk.fileName}"></script>$1<script type="module"`,
        );
      },
    },
  };
}
const EARLY_ENTRY = 'early';

/**
 * How the renderer splits: by its import graph, never by a list of files. The first screen is
 * what index.html's script (main.tsx) reaches by static imports, and the bundler keeps exactly
 * that in one chunk, `app` (rolldown's `$initial` tag), which compresses as one file. A module
 * reached only through `import()` (the other screens and the open dataset's detail,
 * renderer/app/lazy-screens.ts; a part fetched with `laterCode`, renderer/hooks/later-code.ts)
 * goes to a chunk loaded after the first paint. What the first screen may not reach statically
 * (the other screens' folders, any library but its own few, a module loaded with `import()`)
 * is a rule the build checks: vite.first-screen-rule.ts.
 *
 * The early questions' script and what it imports statically are a chunk apart, which runs
 * before the app's (the app imports it too).
 */
const EARLY_ENTRY_FILE = path.join(projectRoot, 'renderer', 'bridge', 'early-entry.ts');

function reachedStatically(from: string, id: string, context: Rolldown.ChunkingContext): boolean {
  const reached = new Set([from]);
  for (const current of reached) {
    if (current === id) return true;
    for (const imported of context.getModuleInfo(current)?.importedIds ?? []) reached.add(imported);
  }
  return false;
}

export default defineConfig({
  root: path.join(projectRoot, 'renderer'),
  base: './',
  publicDir: false,
  plugins: [react(), contentSecurityPolicyMeta(), appIconFavicon(), earlyCallsScript(), firstScreenRule(projectRoot)],
  // The sample preview's parsers run in a module worker: a same-origin file of its own, which the
  // CSP's script-src 'self' already allows (worker-src falls back to it).
  worker: { format: 'es' },
  build: {
    outDir: path.join(projectRoot, 'out', 'renderer'),
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: false,
    // Every script and style must be a file: the CSP allows no inline code or data: scripts.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Named `app`: its chunk is the first screen's (index.html stays index.html).
      input: { app: path.join(projectRoot, 'renderer', 'index.html'), [EARLY_ENTRY]: EARLY_ENTRY_FILE },
      output: {
        codeSplitting: {
          groups: [
            { debugName: 'early-calls', name: (id, context) => (reachedStatically(EARLY_ENTRY_FILE, id, context) ? 'early-calls' : null), priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
