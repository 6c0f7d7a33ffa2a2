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
    transformIndexHtml: (html) => (/<link[^>]+rel=["']?icon/i.test(html) ? html : html.replace(/(\s*)<\/head>/i, '\n    <link rel="icon" type="image/png" href="./favicon.png">$1</head>')),
  };
}

/**
 * What the first screen (search, with the frame around it) needs: one chunk, so it compresses as
 * one file. The other screens and the open dataset's detail stay chunks of their own, loaded
 * after the first paint (renderer/app/lazy-screens.ts). A module used by both lands here. Of
 * shared/, the licence reading and the LQS table (with what each dimension measures) are only the
 * dataset's and the other screens'.
 */
const FIRST_SCREEN =
  /node_modules|[\\/]renderer[\\/]ui[\\/](?!(index|json-view|tabs|radio-group|loading-skeleton|clipboard|stated-value|not-known)\.)|[\\/]renderer[\\/](app|bridge|quota|search|saved-searches|use-fit)[\\/]|[\\/]shared[\\/](?!readings[\\/]license-reading\.|licences[\\/]licence-permissions\.|samples[\\/]|fact-state\.|lqs\.)/;
// The ui/ primitives excluded above (and the ui/index.ts barrel, which re-exports them all) are
// used by the other screens only: they load with those. First-screen code imports each primitive
// from its own file, never from the barrel, or the barrel drags every primitive into this chunk.
// shared/licences/licence-permissions.ts serves the compatibility screen only (and the marketplace).

export default defineConfig({
  root: path.join(projectRoot, 'renderer'),
  base: './',
  publicDir: false,
  plugins: [react(), contentSecurityPolicyMeta(), appIconFavicon()],
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
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', test: FIRST_SCREEN }] } } },
  },
});
