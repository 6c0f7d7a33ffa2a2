// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../shared/domain/app-error';
import type { ChannelInput, ConnectionStatus, SavedSearchCheckState } from '../../shared/ipc/ipc-contract';

const status: ConnectionStatus = {
  kind: 'embedded',
  baseUrl: 'http://127.0.0.1:4100',
  hasKey: true,
  maskedKey: 'ls_demo_Ab…',
  keyStorage: 'keychain',
  keyStorageName: 'GNOME Keyring (Secret Service)',
  notices: ['The settings file was corrupt and has been reset.'],
};

const bridge = vi.hoisted(() => ({
  saveAnswer: null as unknown,
  connectionAnswer: null as unknown,
  saved: [] as string[],
  connections: [] as unknown[],
  saveApiKey: async (input: ChannelInput<'connection:save-key'>) => {
    bridge.saved.push(input.apiKey);
    return bridge.saveAnswer as Result<ConnectionStatus>;
  },
  setConnection: async (input: unknown) => {
    bridge.connections.push(input);
    return bridge.connectionAnswer as Result<ConnectionStatus>;
  },
  removeAnswer: null as unknown,
  removed: 0,
  removeApiKey: async () => {
    bridge.removed += 1;
    return bridge.removeAnswer as Result<ConnectionStatus>;
  },
  check: { enabled: false, budget: 3, day: '2026-03-04', spent: 0, results: {} } as SavedSearchCheckState,
  checkSettings: [] as unknown[],
  getSavedSearchCheck: async () => ({ ok: true, value: bridge.check }),
  setSavedSearchCheck: async (input: { enabled: boolean; budget: number }) => {
    bridge.checkSettings.push(input);
    bridge.check = { ...bridge.check, ...input };
    return { ok: true, value: bridge.check };
  },
}));
vi.mock('../bridge/get-bridge', () => ({
  getBridge: () => ({
    ...bridge,
    getNetwork: async () => ({
      ok: true,
      value: {
        mode: 'system',
        manualUrl: '',
        manualBypass: [],
        credentialsUser: null,
        system: { from: 'environment', variables: [], noProxy: [] },
        authorities: [],
        nodeExtraCaCerts: null,
      },
    }),
    getDiagnostics: async () => ({ ok: true, value: { text: 'App: test' } }),
  }),
}));

const { SettingsView } = await import('./settings-view');
const { useConnectionStore } = await import('../state/connection-store');
const { useUiStore } = await import('../state/ui-store');

function renderView() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsView />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  bridge.saved = [];
  bridge.connections = [];
  bridge.removed = 0;
  bridge.checkSettings = [];
  useConnectionStore.setState({ status, error: null });
  useUiStore.setState({ theme: 'system' });
});
afterEach(cleanup);

describe('SettingsView', () => {
  it('shows the masked key, where it is kept, and the core’s notices', () => {
    renderView();
    expect(screen.getByText('ls_demo_Ab…')).toBeTruthy();
    expect(screen.getByText('GNOME Keyring (Secret Service)')).toBeTruthy();
    expect(screen.getByText('The settings file was corrupt and has been reset.')).toBeTruthy();
  });

  it('shows why a key was refused at the field and keeps the status as it was', async () => {
    bridge.saveAnswer = { ok: false, error: { kind: 'unauthorized', status: 401, message: 'The marketplace did not accept this key, so it was not saved.' } };
    renderView();
    const field = screen.getByLabelText('Replace the key (optional)') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.change(field, { target: { value: 'ls_live_refused_refused_refused' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The marketplace did not accept this key, so it was not saved.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(bridge.saved).toEqual(['ls_live_refused_refused_refused']);
    expect(useConnectionStore.getState().status?.maskedKey).toBe('ls_demo_Ab…');
  });

  it('clears the field after a key is saved and says where it went', async () => {
    bridge.saveAnswer = { ok: true, value: { ...status, maskedKey: 'ls_live_Zz…', notices: [] } };
    renderView();
    const field = screen.getByLabelText('Replace the key (optional)') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'ls_live_accepted_accepted_accepted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Key checked with the marketplace and saved in GNOME Keyring (Secret Service).')).toBeTruthy();
    expect(field.value).toBe('');
    expect(screen.getByText('ls_live_Zz…')).toBeTruthy();
  });

  it('shows the core’s message for a bad custom URL beside the field', async () => {
    bridge.connectionAnswer = { ok: false, error: { kind: 'invalid_input', param: 'baseUrl', message: 'Use https:// (http only for this computer).' } };
    renderView();
    fireEvent.click(screen.getByRole('radio', { name: 'Custom URL' }));
    const url = screen.getByLabelText('Base URL');
    fireEvent.change(url, { target: { value: 'http://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use https:// (http only for this computer).')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(useConnectionStore.getState().status?.kind).toBe('embedded');
  });

  it('asks before removing the key of a custom marketplace, and then shows that none is saved', async () => {
    const custom: ConnectionStatus = { ...status, kind: 'custom', baseUrl: 'https://api.example.com', maskedKey: 'ls_live_Qq…', notices: [] };
    useConnectionStore.setState({ status: custom, error: null });
    bridge.removeAnswer = { ok: true, value: { ...custom, hasKey: false, maskedKey: null, keyStorage: null, keyStorageName: null } };
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the API key?' });
    expect(dialog.textContent).toContain('The key is deleted from GNOME Keyring (Secret Service).');
    expect(dialog.textContent).toContain('Requests to this marketplace will fail until you save a key again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bridge.removed).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove the API key?' })).getByRole('button', { name: 'Remove key' }));
    expect(await screen.findByText('Key removed.')).toBeTruthy();
    expect(bridge.removed).toBe(1);
    expect(screen.getByText('No key saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove key' })).toBeNull();
    expect((screen.getByLabelText('API key', { selector: 'input' }) as HTMLInputElement).type).toBe('password');
  });

  it('saves the address and the key with one Save, showing the address the core settled on', async () => {
    const custom: ConnectionStatus = { ...status, kind: 'custom', baseUrl: 'http://127.0.0.1:4600', hasKey: false, maskedKey: null, notices: [] };
    // One call: the core checks the key with the new marketplace and switches only if it passes.
    bridge.connectionAnswer = { ok: true, value: { ...custom, hasKey: true, maskedKey: 'ls_live_Pp…' } };
    renderView();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Custom URL' }));
    fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: '127.0.0.1:4600' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'ls_live_pasted_pasted_pasted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Now using http://127.0.0.1:4600. Key checked with the marketplace and saved in GNOME Keyring (Secret Service).'),
    ).toBeTruthy();
    expect(bridge.connections).toEqual([{ kind: 'custom', baseUrl: '127.0.0.1:4600', apiKey: 'ls_live_pasted_pasted_pasted' }]);
    expect(bridge.saved).toEqual([]);
    expect((screen.getByLabelText('Base URL') as HTMLInputElement).value).toBe('http://127.0.0.1:4600');
    expect(useConnectionStore.getState().status?.maskedKey).toBe('ls_live_Pp…');
  });

  it('has nothing to save while the marketplace and key in use are chosen', () => {
    renderView();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(save.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Replace the key (optional)'), { target: { value: 'ls_live_x' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('switches the theme', () => {
    renderView();
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(useUiStore.getState().theme).toBe('dark');
  });

  it('turns the start-up check of saved searches on, saying what it costs and what it spent today', async () => {
    renderView();
    const toggle = await screen.findByRole('checkbox', { name: 'Check saved searches for new datasets at start-up' });
    expect(screen.getByText('Checks up to 3 saved searches once a day at start-up: at most 3 requests a day.')).toBeTruthy();
    expect(screen.getByText(/^Spent today: 0 requests of 3\./)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await screen.findByText('Checks up to 3 saved searches once a day at start-up: at most 3 requests a day.');
    expect(bridge.checkSettings).toEqual([{ enabled: true, budget: 3 }]);
    expect(((await screen.findByRole('checkbox', { name: /at start-up/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Requests a day' }), { target: { value: '7' } });
    await screen.findByText('Checks up to 7 saved searches once a day at start-up: at most 7 requests a day.');
    expect(bridge.checkSettings.at(-1)).toEqual({ enabled: true, budget: 7 });
  });
});
