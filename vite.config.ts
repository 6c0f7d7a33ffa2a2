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
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, withContentSecurityPolicyMeta } from './electron/renderer-host/content-security-policy.js';

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
 * What the first screen (search, with the frame around it) needs: one chunk, so it compresses as
 * one file. The other screens and the open dataset's detail stay chunks of their own, loaded
 * after the first paint (renderer/app/lazy-screens.ts). A module used by both lands here.
 * Folders and files are named from the project's root (the restructuring codemod rewrites them).
 */
const FIRST_SCREEN_FOLDERS = [
  'renderer/app',
  'renderer/state',
  'renderer/queries',
  'renderer/hooks',
  'renderer/bridge',
  'renderer/quota',
  'renderer/search',
  'renderer/saved-searches',
  'renderer/use-fit',
  'renderer/ui',
  'shared',
];
/**
 * Files and folders in them that load later. The ui/ primitives here (and the ui/index.ts barrel,
 * which re-exports them all) are used by the other screens only: they load with those. First-screen
 * code imports each primitive from its own file, never from the barrel, or the barrel drags every
 * primitive into this chunk. The Dialog opens only when asked: first-screen controls use
 * DeferredDialog, which fetches it. The quota's reset countdown is the account screen's; the searches offered at quota 0 load when it comes. Of shared/,
 * the licence reading and permissions (the compatibility screen's), the samples' types, the fact
 * states and the LQS table (with what each dimension measures) are only the dataset's and the
 * other screens'; so are the licence table and what reads it (the search screen's use-fit marks take the
 * core's readings: shared/domain/licenses/license-fit.ts imports no table).
 */
const LOADED_LATER = [
  'renderer/ui/index.ts',
  'renderer/ui/icons-more.tsx',
  'renderer/ui/display/json-view.tsx',
  'renderer/ui/controls/tabs.tsx',
  'renderer/ui/controls/dialog.tsx',
  'renderer/ui/controls/radio-group.tsx',
  'renderer/ui/controls/radio-group.css',
  'renderer/ui/feedback/loading-skeleton.tsx',
  'renderer/ui/clipboard.ts',
  'renderer/ui/display/stated-value.tsx',
  'renderer/ui/display/stated-value.css',
  'renderer/ui/display/not-known.tsx',
  'shared/domain/readings/license-reading.ts',
  'shared/domain/licenses/license-permissions.ts',
  'shared/domain/licenses/license-table.ts',
  'shared/domain/licenses/license-lookup.ts',
  'shared/domain/licenses/license-terms.ts',
  'shared/domain/licenses/license-mismatch.ts',
  'shared/domain/licenses/share-alike.ts',
  // The one reading and the rules it reads by: fetched as the first row renders (use-fit-later.ts).
  'renderer/use-fit/use-fit.ts',
  'shared/domain/licenses/license-fit.ts',
  'shared/domain/licenses/assess-dataset.ts',
  'shared/domain/licenses/use-case-rules.ts',
  'shared/domain/licenses/license-table-version.ts',
  'shared/domain/samples',
  'shared/domain/fact-state.ts',
  'shared/domain/lqs.ts',
  'renderer/quota/reset-countdown.tsx',
  'renderer/quota/quota-banner.tsx',
  'renderer/ui/controls/refusal-bubble-view.tsx',
  'renderer/app/quota-alert-notifications.ts',
  'renderer/saved-searches/save-search-dialog.tsx',
  // The search's tools (renderer/search-tools/, fetched as the search screen renders): what is
  // new since a saved search last ran, and the search's query string for "Copy as curl / Python".
  'renderer/saved-searches/new-since-notice.tsx',
  'shared/wire/dataset-query-params.ts',
  'renderer/saved-searches/offline-searches-panel.tsx',
  'renderer/saved-searches/offline-searches.ts',
  'renderer/queries/cache-budget.ts',
  'renderer/app/banners/cache-save-banner.tsx',
  'renderer/app/banners/saved-view-banner.tsx',
  'renderer/app/starting-screen.tsx',
  'renderer/app/starting-screen.css',
  'renderer/search/results/empty-results.tsx',
  'renderer/search/results/empty-results.css',
  'renderer/search/match-note.tsx',
  'renderer/search/search-correction-notice.tsx',
  // The filters panel and what only it uses: loaded just after the first paint (search-parts-later.ts).
  'renderer/search/filters/facets.tsx',
  'renderer/search/filters/keyboard-choice.ts',
  'renderer/search/filters/use-categories.ts',
  'renderer/ui/controls/range-field.tsx',
  'renderer/ui/controls/number-input.tsx',
  'renderer/search/local-answer/local-answer.ts',
  'renderer/search/local-answer/local-answer-note.tsx',
  'renderer/app/banners/catalog-build-banner.tsx',
  'renderer/app/banners/catalog-build-banner.css',
];

/** The early questions' script and all it imports: a chunk apart, which runs before the app's (the app imports it too). */
const EARLY_CALLS = [
  'renderer/bridge/early-entry.ts',
  'renderer/bridge/early-calls.ts',
  'renderer/bridge/page-kind.ts',
  'renderer/bridge/electron-bridge.ts',
  'renderer/bridge/shell-request.ts',
];

const within = (file: string, paths: readonly string[]) => paths.some((entry) => file === entry || file.startsWith(`${entry}/`));

const projectFile = (id: string) => path.relative(projectRoot, id).split(path.sep).join('/');

function inFirstScreen(id: string): boolean {
  if (/[\\/]node_modules[\\/]/.test(id)) return true;
  const file = projectFile(id);
  return within(file, FIRST_SCREEN_FOLDERS) && !within(file, LOADED_LATER);
}

export default defineConfig({
  root: path.join(projectRoot, 'renderer'),
  base: './',
  publicDir: false,
  plugins: [react(), contentSecurityPolicyMeta(), appIconFavicon(), earlyCallsScript()],
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
      input: { index: path.join(projectRoot, 'renderer', 'index.html'), [EARLY_ENTRY]: path.join(projectRoot, 'renderer', 'bridge', 'early-entry.ts') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'early-calls', test: (id: string) => within(projectFile(id), EARLY_CALLS), priority: 2 },
            { name: 'app', test: inFirstScreen, priority: 1 },
          ],
        },
      },
    },
  },
});
