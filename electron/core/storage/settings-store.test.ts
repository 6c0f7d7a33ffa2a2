import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_STATE, type UiState } from '../../../shared/ipc/ipc-contract';
import { uiStateSchema } from '../../../shared/ipc/ipc-schemas';
import { defaultSettings, openSettingsStore, savedSearchCheckSetting, SETTINGS_FILE } from './settings-store';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dmd-settings-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const uiState: UiState = uiStateSchema.parse({
  theme: 'dark',
  search: { q: 'cats', order: 'desc', per_page: 50 },
  compatibility: { tray: [{ id: 'a', title: 'A' }], useCase: 'research' },
  selectedDatasetId: null,
  view: 'search',
});

describe('settings store', () => {
  it('starts with the embedded connection and no notices', async () => {
    const store = await openSettingsStore(dir);
    expect(store.current()).toEqual(defaultSettings());
    expect(store.notices()).toEqual([]);
  });

  it('keeps what was saved across a restart', async () => {
    const store = await openSettingsStore(dir);
    expect(await store.setConnection({ kind: 'custom', baseUrl: 'https://api.example.com' })).toEqual({ ok: true, value: null });
    expect((await store.setUiState(uiState)).ok).toBe(true);
    const reopened = await openSettingsStore(dir);
    expect(reopened.current()).toEqual({ version: 1, connection: { kind: 'custom', baseUrl: 'https://api.example.com' }, uiState });
  });

  it('reads a file from before the start-up check as off, keeps the choice across a restart, and resets a bad one', async () => {
    await fs.writeFile(path.join(dir, SETTINGS_FILE), JSON.stringify({ version: 1, connection: { kind: 'embedded' }, uiState: null }));
    const store = await openSettingsStore(dir);
    expect(store.notices()).toEqual([]);
    expect(savedSearchCheckSetting(store.current())).toEqual({ enabled: false, budget: 3 });
    expect((await store.setSavedSearchCheck({ enabled: true, budget: 7 })).ok).toBe(true);
    expect(savedSearchCheckSetting((await openSettingsStore(dir)).current())).toEqual({ enabled: true, budget: 7 });
    await fs.writeFile(
      path.join(dir, SETTINGS_FILE),
      JSON.stringify({ version: 1, connection: { kind: 'embedded' }, uiState: null, savedSearchCheck: { enabled: true, budget: 500 } }),
    );
    const reset = await openSettingsStore(dir);
    expect(savedSearchCheckSetting(reset.current())).toEqual({ enabled: false, budget: 3 });
    expect(reset.notices()[0]).toMatch(/start-up check/);
  });

  it('writes atomically (no temp files left, valid JSON on disk)', async () => {
    const store = await openSettingsStore(dir);
    await Promise.all([store.setUiState(uiState), store.setConnection({ kind: 'embedded' })]);
    expect(await fs.readdir(dir)).toEqual([SETTINGS_FILE]);
    expect(JSON.parse(await fs.readFile(path.join(dir, SETTINGS_FILE), 'utf8')).uiState).toEqual(uiState);
  });

  it.each([
    ['not JSON', '{{{', null],
    ['the wrong shape', JSON.stringify({ version: 1, connection: { kind: 'ftp' }, uiState: null }), null],
    ['an unsafe custom address', JSON.stringify({ version: 1, connection: { kind: 'custom', baseUrl: 'http://evil.example.com' }, uiState: null }), null],
    ['an invalid ui state', JSON.stringify({ version: 1, connection: { kind: 'embedded' }, uiState: { theme: 'neon' } }), DEFAULT_UI_STATE],
  ])('moves a file with %s aside, restores defaults and says so', async (_case, contents, expectedUiState) => {
    await fs.writeFile(path.join(dir, SETTINGS_FILE), contents);
    const store = await openSettingsStore(dir, () => new Date('2025-06-01T12:00:00.000Z'));
    expect(store.current()).toEqual({ ...defaultSettings(), uiState: expectedUiState });
    const [notice] = store.notices();
    expect(notice).toMatch(/settings file could not be read/);
    expect(notice).toContain('settings.json.corrupt-2025-06-01T12-00-00-000Z');
    const files = await fs.readdir(dir);
    expect(files.sort()).toEqual([SETTINGS_FILE, 'settings.json.corrupt-2025-06-01T12-00-00-000Z']);
    expect(await fs.readFile(path.join(dir, 'settings.json.corrupt-2025-06-01T12-00-00-000Z'), 'utf8')).toBe(contents);
    expect(JSON.parse(await fs.readFile(path.join(dir, SETTINGS_FILE), 'utf8'))).toEqual({ ...defaultSettings(), uiState: expectedUiState });
  });

  it('keeps a valid connection when only the ui state is unreadable', async () => {
    const contents = JSON.stringify({ version: 1, connection: { kind: 'custom', baseUrl: 'https://api.example.com' }, uiState: { theme: 'neon' } });
    await fs.writeFile(path.join(dir, SETTINGS_FILE), contents);
    const store = await openSettingsStore(dir, () => new Date('2025-06-01T12:00:00.000Z'));
    expect(store.current()).toEqual({ version: 1, connection: { kind: 'custom', baseUrl: 'https://api.example.com' }, uiState: DEFAULT_UI_STATE });
    expect(store.notices()[0]).toMatch(/could not be read \(the window state's theme\)/);
    expect(await fs.readFile(path.join(dir, 'settings.json.corrupt-2025-06-01T12-00-00-000Z'), 'utf8')).toBe(contents);
    expect(JSON.parse(await fs.readFile(path.join(dir, SETTINGS_FILE), 'utf8')).connection).toEqual({ kind: 'custom', baseUrl: 'https://api.example.com' });
  });

  it('keeps the parts of a window state that can be read, and names the ones it reset', async () => {
    const saved = { ...uiState, search: { ...uiState.search, sort: 'popularity' }, view: 'reports' };
    await fs.writeFile(path.join(dir, SETTINGS_FILE), JSON.stringify({ version: 1, connection: { kind: 'embedded' }, uiState: saved }));
    const store = await openSettingsStore(dir, () => new Date('2025-06-01T12:00:00.000Z'));
    expect(store.current().uiState).toEqual({ ...uiState, view: 'search' });
    expect(store.notices()[0]).toMatch(/the window state's search\.sort, view\), so that part was reset/);
  });

  it('changes nothing in memory when the write fails, and says why', async () => {
    const store = await openSettingsStore(dir);
    await store.setConnection({ kind: 'custom', baseUrl: 'https://api.example.com' });
    // A folder where settings.json should be: the rename over it fails, as a broken disk would.
    await fs.rm(path.join(dir, SETTINGS_FILE));
    await fs.mkdir(path.join(dir, SETTINGS_FILE));
    await fs.writeFile(path.join(dir, SETTINGS_FILE, 'inside'), 'x');
    const result = await store.setConnection({ kind: 'embedded' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'storage', code: 'settings_not_saved' } });
    expect(!result.ok && result.error.message).toMatch(/could not be saved .*settings\.json/);
    expect(store.current().connection).toEqual({ kind: 'custom', baseUrl: 'https://api.example.com' });
    expect((await store.setUiState(uiState)).ok).toBe(false);
    expect(store.current().uiState).toBeNull();
  });

  it('starts from defaults with a notice when settings.json cannot be read at all', async () => {
    await fs.mkdir(path.join(dir, SETTINGS_FILE));
    const store = await openSettingsStore(dir, () => new Date('2025-06-01T12:00:00.000Z'));
    expect(store.current()).toEqual(defaultSettings());
    expect(store.notices()[0]).toMatch(/could not be read .*folder/);
    expect((await fs.stat(path.join(dir, 'settings.json.corrupt-2025-06-01T12-00-00-000Z'))).isDirectory()).toBe(true);
  });

  it('never overwrites a settings file it could not move aside; changes then last for this run', async () => {
    await fs.mkdir(path.join(dir, SETTINGS_FILE));
    await fs.writeFile(path.join(dir, SETTINGS_FILE, 'inside'), 'keep me');
    await fs.writeFile(path.join(dir, 'settings.json.corrupt-2025-06-01T12-00-00-000Z'), 'occupied');
    const store = await openSettingsStore(dir, () => new Date('2025-06-01T12:00:00.000Z'));
    expect(store.current()).toEqual(defaultSettings());
    expect(store.notices()[0]).toMatch(/left as it is.*until you quit/);
    expect((await store.setConnection({ kind: 'custom', baseUrl: 'https://api.example.com' })).ok).toBe(true);
    expect(store.current().connection).toEqual({ kind: 'custom', baseUrl: 'https://api.example.com' });
    expect(await fs.readFile(path.join(dir, SETTINGS_FILE, 'inside'), 'utf8')).toBe('keep me');
  });

  it('leaves a partly unreadable settings file as it is when no copy of it can be kept', async () => {
    const contents = JSON.stringify({ version: 1, connection: { kind: 'custom', baseUrl: 'https://api.example.com' }, uiState: { theme: 'neon' } });
    await fs.writeFile(path.join(dir, SETTINGS_FILE), contents);
    await fs.writeFile(path.join(dir, 'settings.json.corrupt-2025-06-01T12-00-00-000Z'), 'an older copy');
    const store = await openSettingsStore(dir, () => new Date('2025-06-01T12:00:00.000Z'));
    expect(store.current().connection).toEqual({ kind: 'custom', baseUrl: 'https://api.example.com' });
    expect(store.notices()[0]).toMatch(/left as it is/);
    expect((await store.setUiState(uiState)).ok).toBe(true);
    expect(await fs.readFile(path.join(dir, SETTINGS_FILE), 'utf8')).toBe(contents);
    expect(await fs.readFile(path.join(dir, 'settings.json.corrupt-2025-06-01T12-00-00-000Z'), 'utf8')).toBe('an older copy');
  });
});
