/**
 * What knip (`npm run lint:unused`, part of `npm run lint`) starts from to find unused files,
 * exports, types and dependencies. Its plugins find the vitest and Playwright files, the global
 * set-up, ESLint's and Prettier's configs and the scripts package.json runs; the entries here are
 * what only a path in our own code starts: each bundle's entry, files forked or bundled by path.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // The bundles scripts/build.mjs builds: Electron main, preload, the browser shell, the
        // marketplace's own process (its CLI, `npm run marketplace`, knip finds in package.json).
        'electron/main/main.ts',
        'electron/preload/preload.ts',
        'electron/browser-shell/cli.ts',
        // What the bundles resolve pino-roll's `date-fns` to (vite.node-bundle.ts).
        'electron/core/logging/date-fns-subset.ts',
        // Scripts run by name (scripts/test.sh, `node scripts/…`, `node build/render-icons.mjs`).
        'scripts/*.{mjs,ts}',
        'build/render-icons.mjs',
        // The benchmarks, and the children they bundle and start by path.
        'bench/**/*-bench.ts',
        'bench/**/*-child.ts',
        'bench/app/in-process-shell.ts',
        // Test programs a test starts by path (spawned, forked or `--require`d).
        'tests/{faults,keychain,integration/browser-shell}/fixtures/*.ts',
        'tests/packaging/stand-in-electron.mjs',
        'tests/packaging/stand-in/*.{cjs,mjs}',
      ],
      // scripts/build.mjs builds with each of these, not only vite.config.ts.
      vite: { config: ['vite.config.ts', 'vite.*.config.ts'] },
      // The declarations TypeScript reads for the .mjs beside each; knip follows the .mjs itself.
      ignore: ['scripts/**/*.d.mts', 'tests/**/*.d.mts'],
      ignoreDependencies: [
        // electron-builder's own parts: the packaging test reads the packed app with the very
        // copies electron-builder packs it with, so they come with it and are not listed apart.
        '@electron/asar',
        '@electron/fuses',
        'app-builder-lib',
        'builder-util',
        // pdfjs-dist's optional dependency, the canvas pdfjs draws on under Node: the test draws on
        // the copy pdfjs-dist brings, whatever version that is.
        '@napi-rs/canvas',
      ],
      // System programs the tests run; .ci/run installs those Debian does not have.
      ignoreBinaries: ['pdfinfo', 'pdftotext', 'mount', 'umount', 'openssl', 'tinyproxy'],
    },
    // The embedded marketplace's package: its entries (package.json `exports`: the start, the
    // testing entry, its own process) and its CLI (`npm start -w @dmd/marketplace`) knip reads itself.
    marketplace: {
      // The HDF5 writer's test runs as the unprivileged user `nobody`, when run as root (util-linux).
      ignoreBinaries: ['runuser'],
    },
    shared: {},
  },
};

export default config;
