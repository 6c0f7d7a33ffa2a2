/**
 * Packs the app as electron-builder would for Linux (`--dir` target) and checks what ends up in
 * app.asar: the built main, preload and renderer; no sources, tests or dev dependencies; the
 * native modules (better-sqlite3, keytar, @napi-rs/keyring) unpacked beside it.
 *
 * The Electron runtime cannot be downloaded here, so the pack runs against a stand-in Electron
 * distribution (a directory with a fake `electron` executable), with `npmRebuild: false`.
 * It packs the output of `npm run build` (out/); when out/ is missing it runs the build first.
 */
import asar from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEEP_LINK_SCHEME } from '../../shared/domain/deep-link';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILT_FILES = ['out/main/main.cjs', 'out/preload/preload.cjs', 'out/renderer/index.html', 'out/marketplace-child/marketplace-child.cjs'];

let workDir = '';
let appDir = '';
let resourcesDir = '';
let entries: string[] = [];
let unpackedFiles: string[] = [];

/**
 * The fuse wire as an Electron binary carries it: sentinel, wire version 1, eight fuses, each
 * '1' (on) or '0' (off) — here Electron's defaults (run as node, NODE_OPTIONS, --inspect and
 * file:// privileges on; cookie encryption, asar integrity, asar-only, browser V8 snapshot off).
 */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const DEFAULT_FUSES = '10110001';

function makeStandInElectron(dir: string): void {
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  const script = Buffer.from('#!/bin/sh\necho "stand-in Electron for packaging tests" >&2\nexit 1\n# ');
  const wire = Buffer.concat([Buffer.from(FUSE_SENTINEL), Buffer.from([1, DEFAULT_FUSES.length]), Buffer.from(DEFAULT_FUSES), Buffer.from('\n')]);
  writeFileSync(path.join(dir, 'electron'), Buffer.concat([script, wire]), { mode: 0o755 });
  writeFileSync(path.join(dir, 'LICENSE'), 'Stand-in for the Electron licence file.\n');
  writeFileSync(path.join(dir, 'version'), JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')).version);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** React's production build throws "Minified React error #…"; only its development build carries the warning texts. */
function isProductionReact(javascript: string): boolean {
  return javascript.includes('Minified React error #') && !javascript.includes('unique "key" prop');
}

function builtRendererScripts(): string[] {
  const assets = path.join(root, 'out/renderer/assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'));
}

beforeAll(async () => {
  // Built on demand (as vitest runs it, with NODE_ENV=test: scripts/build.mjs makes it a production
  // build all the same), or again when out/ holds a development build.
  const built = BUILT_FILES.every((file) => existsSync(path.join(root, file))) && builtRendererScripts().some(isProductionReact);
  if (!built) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  workDir = mkdtempSync(path.join(os.tmpdir(), 'dmd-pack-'));
  const electronDist = path.join(workDir, 'electron-dist');
  makeStandInElectron(electronDist);

  const { build, Platform } = await import('electron-builder');
  const electronVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')).version as string;
  await build({
    projectDir: root,
    targets: Platform.LINUX.createTarget('dir'),
    publish: 'never',
    // Merged over electron-builder.yml: only what the stand-in runtime needs changes.
    config: {
      electronDist,
      electronVersion,
      npmRebuild: false,
      directories: { output: path.join(workDir, 'release'), buildResources: 'build' },
    },
  });
  const unpackedDir = readdirSync(path.join(workDir, 'release')).find((name) => name.startsWith('linux') && name.endsWith('unpacked'));
  if (!unpackedDir) throw new Error('electron-builder produced no linux-*unpacked directory');
  appDir = path.join(workDir, 'release', unpackedDir);
  resourcesDir = path.join(appDir, 'resources');
  entries = asar.listPackage(path.join(resourcesDir, 'app.asar'), { isPack: false }).map((entry) => entry.split(path.sep).join('/'));
  unpackedFiles = listFiles(path.join(resourcesDir, 'app.asar.unpacked'));
}, 300_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the packaged app.asar', () => {
  it('holds the main, preload and renderer bundles and the manifest', () => {
    for (const file of ['/package.json', '/out/main/main.cjs', '/out/preload/preload.cjs', '/out/renderer/index.html']) {
      expect(entries).toContain(file);
    }
    expect(entries.some((entry) => /^\/out\/renderer\/assets\/.+\.js$/.test(entry))).toBe(true);
    // The embedded marketplace's own process (a utility process), and its chunk loaded when it starts.
    expect(entries).toContain('/out/marketplace-child/marketplace-child.cjs');
    expect(entries.some((entry) => /^\/out\/marketplace-child\/chunks\/start-marketplace-.+\.cjs$/.test(entry))).toBe(true);
    // The browser shell is for machines without Electron: not part of the desktop app.
    expect(entries.filter((entry) => entry.startsWith('/out/browser-shell/'))).toEqual([]);
    const manifest = JSON.parse(asar.extractFile(path.join(resourcesDir, 'app.asar'), 'package.json').toString('utf8')) as { main?: string };
    expect(manifest.main).toBe('out/main/main.cjs');
  });

  it('holds the production build of React, not the development one', () => {
    const archive = path.join(resourcesDir, 'app.asar');
    const scripts = entries.filter((entry) => /^\/out\/renderer\/assets\/.+\.js$/.test(entry));
    const packed = scripts.map((entry) => asar.extractFile(archive, entry.slice(1)).toString('utf8')).join('\n');
    expect(isProductionReact(packed)).toBe(true);
  });

  it('holds no sources, tests, configs or source maps', () => {
    const offenders = entries.filter(
      (entry) =>
        /^\/(electron|renderer|shared|tests|scripts|bench|build)\//.test(entry) ||
        /^\/[^/]+\.(ts|tsx|mjs|yml)$/.test(entry) ||
        (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) ||
        /\.test\.[cm]?[jt]sx?$/.test(entry) ||
        entry.endsWith('.map'),
    );
    expect(offenders).toEqual([]);
  });

  it('holds no dev dependencies', () => {
    const devOnly = [
      'react',
      'react-dom',
      'vite',
      'vitest',
      'typescript',
      'electron',
      'electron-builder',
      'zod',
      '@playwright/test',
      'playwright',
      'tsx',
      'eslint',
      'fast-check',
      'happy-dom',
      'json-server',
      'zustand',
      '@tanstack/react-query',
      // The workspace packages, and what the marketplace's package declares that the build bundles.
      '@dmd/marketplace',
      '@dmd/shared',
      'papaparse',
      'h5wasm',
      'pngjs',
      'hyparquet-writer',
    ];
    const present = devOnly.filter((name) => entries.some((entry) => entry.startsWith(`/node_modules/${name}/`)));
    expect(present).toEqual([]);
  });

  it('keeps the native modules outside the archive, in app.asar.unpacked', () => {
    const nodeFiles = unpackedFiles.filter((file) => file.endsWith('.node'));
    expect(nodeFiles.some((file) => file.startsWith('node_modules/better-sqlite3/') && file.endsWith('better_sqlite3.node'))).toBe(true);
    // keytar is optional: where it did not install (no libsecret headers), the pack goes without it.
    const keytarInstalled = existsSync(path.join(root, 'node_modules/keytar/build/Release/keytar.node'));
    expect(nodeFiles.some((file) => file.startsWith('node_modules/keytar/') && file.endsWith('keytar.node'))).toBe(keytarInstalled);
    // The keychain binding used where keytar did not install: its prebuilt binary for this platform.
    expect(nodeFiles.some((file) => /^node_modules\/@napi-rs\/keyring-[^/]+\/keyring\.[^/]+\.node$/.test(file))).toBe(true);
    // The archive's header lists them too, but only as pointers to the unpacked copies.
    const packedNative = entries.filter(
      (entry) => entry.endsWith('.node') && !('unpacked' in asar.statFile(path.join(resourcesDir, 'app.asar'), entry.slice(1))),
    );
    expect(packedNative).toEqual([]);
  });

  it('leaves native build leftovers (sources, objects, static libraries, test extensions) out', () => {
    const everything = [...entries.map((entry) => entry.slice(1)), ...unpackedFiles];
    // C and C++ sources wherever they are; a JavaScript package's own src/ (real-require's) is what it runs.
    const leftovers = everything.filter((file) => /\/(obj|obj\.target|deps)\/|\.(a|o|c|cc|cpp|cxx|h|hpp|gyp|mk)$|test_extension\.node$/.test(file));
    expect(leftovers).toEqual([]);
  });
});

describe('dataset links', () => {
  it("register the app's link scheme with the OS through the installers, as electron-builder's schema accepts it", async () => {
    const config = await getConfig(root, null, null);
    await validateConfiguration(config, new DebugLogger(false));
    const protocols = [config.protocols ?? []].flat();
    expect(protocols.flatMap((protocol) => protocol.schemes)).toEqual([DEEP_LINK_SCHEME]);
  });
});

describe('the Electron fuses', () => {
  const EXPECTED = {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    enableCookieEncryption: true,
    grantFileProtocolExtraPrivileges: false,
  };

  it("are configured in electron-builder.yml, as electron-builder's own schema accepts them", async () => {
    const config = await getConfig(root, null, null);
    await validateConfiguration(config, new DebugLogger(false));
    expect(config.electronFuses).toEqual(EXPECTED);
  });

  it('are flipped in the packaged executable', async () => {
    const wire = await getCurrentFuseWire(path.join(appDir, 'dataset-marketplace'));
    const on = (fuse: FuseV1Options) => wire[fuse] === '1'.charCodeAt(0);
    expect({
      runAsNode: on(FuseV1Options.RunAsNode),
      enableNodeOptionsEnvironmentVariable: on(FuseV1Options.EnableNodeOptionsEnvironmentVariable),
      enableNodeCliInspectArguments: on(FuseV1Options.EnableNodeCliInspectArguments),
      enableEmbeddedAsarIntegrityValidation: on(FuseV1Options.EnableEmbeddedAsarIntegrityValidation),
      onlyLoadAppFromAsar: on(FuseV1Options.OnlyLoadAppFromAsar),
      enableCookieEncryption: on(FuseV1Options.EnableCookieEncryption),
      grantFileProtocolExtraPrivileges: on(FuseV1Options.GrantFileProtocolExtraPrivileges),
    }).toEqual(EXPECTED);
  });
});
