/**
 * The built main process (out/main/main.cjs) run under plain Node with a stand-in `electron`
 * module (stand-in-electron.mjs), since the Electron runtime cannot be downloaded here: it
 * checks the glue itself — what happens before `ready`, the window's web preferences, the
 * app:// protocol, IPC sender validation, navigation guards, permissions, menu and quit — and
 * that the embedded marketplace runs in a utility process of its own. Native modules fail to
 * load there as they do in Electron on a Node-built node_modules. Builds first when out/ is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOKE_CHANNELS } from '../../shared/ipc/ipc-schemas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Report {
  beforeReady: string[];
  mainPid: number;
  window: { webPreferences: Record<string, unknown>; loadedUrl: string; preloadExists: boolean };
  protocol: { indexStatus: number; indexCsp: string; indexNosniff: string; indexHasMeta: boolean; traversalStatus: number; foreignHostStatus: number };
  ipcChannels: string[];
  trustedAppInfo: unknown;
  untrusted: Record<string, string>;
  navigation: { toApp: boolean; toWeb: boolean; toFile: boolean; windowOpen: unknown; webviewPrevented: boolean };
  openedExternally: string[];
  permissions: Array<[string, unknown]>;
  menu: string[];
  quit: string[];
  apiKeyInEnvironment: string | null;
  utilityForks: Array<{ modulePath: string; serviceName: string | null }>;
  embeddedSearch: { ok: boolean; error?: { kind: string; code?: string; message: string } };
  errors: unknown[];
  failure?: string;
}

let report: Report;
/** `native-module-load: NAME (pid N)` lines the stand-in's processes printed. */
let nativeLoads: Array<{ name: string; pid: number }> = [];
let userData = '';

beforeAll(() => {
  if (
    !['out/main/main.cjs', 'out/preload/preload.cjs', 'out/renderer/index.html', 'out/marketplace-child/marketplace-child.cjs'].every((file) =>
      existsSync(path.join(root, file)),
    )
  ) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  userData = mkdtempSync(path.join(os.tmpdir(), 'dmd-main-bundle-'));
  const mismatch = path.join(root, 'tests/packaging/stand-in/native-module-mismatch.cjs');
  const run = spawnSync(process.execPath, ['--require', mismatch, path.join(root, 'tests/packaging/stand-in-electron.mjs'), userData], {
    cwd: root,
    encoding: 'utf8',
    timeout: 90_000,
  });
  nativeLoads = [...run.stderr.matchAll(/^native-module-load: (\S+) \(pid (\d+)\)$/gm)].map((match) => ({ name: match[1] ?? '', pid: Number(match[2]) }));
  const lastLine = run.stdout.trim().split('\n').pop() ?? '';
  try {
    report = JSON.parse(lastLine) as Report;
  } catch {
    throw new Error(`The stand-in run printed no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
  if (report.failure) throw new Error(`The stand-in run failed: ${report.failure}`);
}, 120_000);

afterAll(() => {
  if (userData) rmSync(userData, { recursive: true, force: true });
});

describe('the main bundle', () => {
  it('does not contain the marketplace or better-sqlite3: they are in the marketplace process bundle, loaded lazily there', () => {
    const main = readFileSync(path.join(root, 'out/main/main.cjs'), 'utf8');
    expect(main).not.toMatch(/better-sqlite3["']\)/);
    expect(main).not.toMatch(/function startMarketplace\b/);
    const child = readFileSync(path.join(root, 'out/marketplace-child/marketplace-child.cjs'), 'utf8');
    expect(child).not.toMatch(/require\(["']better-sqlite3["']\)/);
    const chunkDir = path.join(root, 'out/marketplace-child/chunks');
    const withSqlite = readdirSync(chunkDir).filter(
      (name) => name.endsWith('.cjs') && /require\(["']better-sqlite3["']\)/.test(readFileSync(path.join(chunkDir, name), 'utf8')),
    );
    // The marketplace's start, and the catalog's build (which the start loads only to build).
    expect(withSqlite.length).toBeGreaterThanOrEqual(1);
    // The child reaches them only inside a function (a dynamic import), so a failure to load one is
    // reported, not fatal: what it requires at its top level, and what those require so, has none.
    const requiresOf = (source: string, loaded: 'at once' | 'later') =>
      [...source.matchAll(/(.{0,6})require\("\.\/(?:chunks\/)?([^"]+\.cjs)"\)/g)]
        .filter(([, before]) => /\(\) => $/.test(before ?? '') === (loaded === 'later'))
        .map(([, , name]) => name ?? '');
    const atOnce = new Set<string>();
    const visit = (source: string) => {
      for (const name of requiresOf(source, 'at once')) {
        if (atOnce.has(name)) continue;
        atOnce.add(name);
        visit(readFileSync(path.join(chunkDir, name), 'utf8'));
      }
    };
    visit(child);
    expect(atOnce.size).toBeGreaterThan(0);
    expect(withSqlite.filter((name) => atOnce.has(name))).toEqual([]);
    expect(withSqlite.some((name) => requiresOf(child, 'later').includes(name))).toBe(true);
  });
});

describe('the built main process', () => {
  it('registers the app:// scheme, enables the sandbox and takes the single-instance lock before ready', () => {
    expect(report.beforeReady).toEqual(['registerSchemesAsPrivileged', 'enableSandbox', 'requestSingleInstanceLock']);
  });

  it('opens one locked-down window on app://renderer with the built preload', () => {
    expect(report.window.loadedUrl).toBe('app://renderer/index.html');
    expect(report.window.preloadExists).toBe(true);
    expect(report.window.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
      allowRunningInsecureContent: false,
    });
  });

  it('serves the renderer on app:// with the strict CSP (header and meta), and nothing outside it', () => {
    expect(report.protocol.indexStatus).toBe(200);
    expect(report.protocol.indexCsp).toContain("script-src 'self'");
    expect(report.protocol.indexCsp).toContain("frame-ancestors 'none'");
    expect(report.protocol.indexCsp).not.toMatch(/unsafe-(inline|eval)/);
    expect(report.protocol.indexNosniff).toBe('nosniff');
    expect(report.protocol.indexHasMeta).toBe(true);
    expect(report.protocol.traversalStatus).toBe(404);
    expect(report.protocol.foreignHostStatus).toBe(404);
  });

  it('handles every contract channel over IPC, for the main frame of its own window only', () => {
    expect(report.ipcChannels).toEqual([...INVOKE_CHANNELS].sort());
    expect(report.trustedAppInfo).toEqual({ ok: true, value: { version: '0.0.0-stand-in', shell: 'electron', platform: process.platform } });
    for (const [attempt, outcome] of Object.entries(report.untrusted)) expect(outcome, attempt).toMatch(/^refused/);
    expect(Object.keys(report.untrusted).sort()).toEqual(['noFrame', 'otherContents', 'otherOrigin', 'subFrame']);
  });

  it('keeps navigation inside the app, denies new windows and webviews, and opens vetted links externally', () => {
    expect(report.navigation).toEqual({ toApp: false, toWeb: true, toFile: true, windowOpen: { action: 'deny' }, webviewPrevented: true });
    expect(report.openedExternally.sort()).toEqual(['https://example.com/', 'https://example.com/docs']);
  });

  it("grants only clipboard writing, only to the main frame of the app's page", () => {
    expect(report.permissions).toEqual([
      ['permission answer', ['media', 'app://renderer/index.html', true, false]],
      ['permission answer', ['clipboard-read', 'app://renderer/index.html', true, false]],
      ['permission answer', ['clipboard-sanitized-write', 'app://renderer/index.html', true, true]],
      ['permission answer', ['clipboard-sanitized-write', 'app://renderer/index.html', false, false]],
      ['permission answer', ['clipboard-sanitized-write', 'https://evil.example/', true, false]],
      ['permission check', ['notifications', 'app://renderer', true, false]],
      ['permission check', ['clipboard-sanitized-write', 'app://renderer', true, true]],
      ['permission check', ['clipboard-sanitized-write', 'https://evil.example', true, false]],
      ['setDevicePermissionHandler', false],
    ]);
  });

  it('takes DMD_API_KEY out of the environment as it starts', () => {
    expect(report.apiKeyInEnvironment).toBeNull();
  });

  it('starts the demo marketplace in a utility process as the app starts (while the window loads), never loading better-sqlite3 itself', () => {
    expect(report.window.loadedUrl).toBe('app://renderer/index.html');
    // At start (while the window loads), and again for the search: the marketplace could not start here.
    expect(report.utilityForks.length).toBeGreaterThan(0);
    for (const fork of report.utilityForks)
      expect(fork).toEqual({
        modulePath: path.join('out', 'marketplace-child', 'marketplace-child.cjs'),
        serviceName: expect.stringMatching(/demo marketplace/) as unknown,
      });
    const sqliteLoads = nativeLoads.filter((load) => load.name === 'better-sqlite3');
    expect(sqliteLoads.length).toBeGreaterThan(0);
    expect(sqliteLoads.every((load) => load.pid !== report.mainPid)).toBe(true);
  });

  it('a native module that fails to load in the marketplace process costs only the built-in connection, with a clear error', () => {
    expect(report.embeddedSearch).toMatchObject({ ok: false, error: { kind: 'network', code: 'embedded_unavailable' } });
    expect(report.embeddedSearch.error?.message).toMatch(
      /demo marketplace could not start: its database engine \(better-sqlite3\) could not be loaded \(.*NODE_MODULE_VERSION/,
    );
    expect(report.errors).toEqual([]);
  });

  it('has the standard menu and stops the core before quitting', () => {
    expect(report.menu).toEqual(['&File', 'editMenu', '&View', 'windowMenu', 'help']);
    expect(report.quit).toEqual(['before-quit prevented', 'quit']);
    expect(report.errors).toEqual([]);
  });
});
