import { describe, expect, it } from 'vitest';
import type { Result } from '../../shared/domain/app-error';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { describeSaved, hasChanges, saveConnection, type ConnectionChoice, type SaveCalls } from './save-connection';

const embedded: ConnectionStatus = {
  kind: 'embedded',
  baseUrl: 'http://127.0.0.1:4100',
  hasKey: true,
  maskedKey: 'ls_demo_Ab…',
  keyStorage: 'memory',
  keyStorageName: 'Memory (until you quit)',
  notices: [],
};
const custom: ConnectionStatus = { ...embedded, kind: 'custom', baseUrl: 'https://api.example.com', hasKey: false, maskedKey: null };

/** A core that answers each call as told and records what it was asked. */
function fakeCore(answers: { connection?: Result<ConnectionStatus>; key?: Result<ConnectionStatus> }) {
  const asked: string[] = [];
  const calls: SaveCalls = {
    setConnection: async (choice: ConnectionChoice & { apiKey?: string }) => {
      asked.push(`connection ${choice.kind === 'custom' ? choice.baseUrl : 'embedded'}${choice.apiKey ? ` with key ${choice.apiKey}` : ''}`);
      return answers.connection ?? { ok: true, value: custom };
    },
    saveApiKey: async ({ apiKey }) => {
      asked.push(`key ${apiKey}`);
      return answers.key ?? { ok: true, value: { ...custom, hasKey: true, maskedKey: 'ls_live_Qq…' } };
    },
  };
  return { calls, asked };
}

describe('saveConnection', () => {
  it('switches the marketplace with the key in one call: one Save, one key check', async () => {
    const core = fakeCore({ connection: { ok: true, value: { ...custom, hasKey: true, maskedKey: 'ls_live_Qq…' } } });
    const outcome = await saveConnection(embedded, { choice: { kind: 'custom', baseUrl: 'api.example.com' }, apiKey: 'ls_live_new' }, core.calls);
    expect(core.asked).toEqual(['connection api.example.com with key ls_live_new']);
    expect(outcome).toMatchObject({ ok: true, switched: true, keySaved: true, status: { baseUrl: 'https://api.example.com', maskedKey: 'ls_live_Qq…' } });
  });

  it('switches without a key when none was pasted', async () => {
    const core = fakeCore({});
    const outcome = await saveConnection(embedded, { choice: { kind: 'custom', baseUrl: 'https://api.example.com' }, apiKey: '' }, core.calls);
    expect(core.asked).toEqual(['connection https://api.example.com']);
    expect(outcome).toMatchObject({ ok: true, switched: true, keySaved: false });
  });

  it('only checks the key when the marketplace stays', async () => {
    const core = fakeCore({ key: { ok: true, value: { ...embedded, maskedKey: 'ls_live_Zz…' } } });
    const outcome = await saveConnection(embedded, { choice: { kind: 'embedded' }, apiKey: 'ls_live_new' }, core.calls);
    expect(core.asked).toEqual(['key ls_live_new']);
    expect(outcome).toMatchObject({ ok: true, switched: false, keySaved: true });
  });

  it('puts a refused address at the address field and asks nothing more', async () => {
    const core = fakeCore({ connection: { ok: false, error: { kind: 'invalid_input', param: 'baseUrl', message: 'Use https.' } } });
    const outcome = await saveConnection(embedded, { choice: { kind: 'custom', baseUrl: 'http://x.example' }, apiKey: 'ls_live_new' }, core.calls);
    expect(core.asked).toEqual(['connection http://x.example with key ls_live_new']);
    expect(outcome).toMatchObject({ ok: false, field: 'url', status: embedded });
  });

  it('puts a key the new marketplace refused at the key field; nothing changed', async () => {
    const core = fakeCore({ connection: { ok: false, error: { kind: 'unauthorized', status: 401, message: 'Not accepted.' } } });
    const outcome = await saveConnection(embedded, { choice: { kind: 'custom', baseUrl: 'https://api.example.com' }, apiKey: 'ls_live_bad' }, core.calls);
    expect(outcome).toMatchObject({ ok: false, field: 'key', status: embedded });
  });

  it('puts a key of the wrong form at the key field, however the core words it', async () => {
    const core = fakeCore({ key: { ok: false, error: { kind: 'invalid_input', param: 'apiKey', message: 'That key is too short.' } } });
    expect(await saveConnection(embedded, { choice: { kind: 'embedded' }, apiKey: 'short' }, core.calls)).toMatchObject({ ok: false, field: 'key' });
  });

  it('gives a failure that is not about the key to an error panel', async () => {
    const core = fakeCore({ key: { ok: false, error: { kind: 'network', message: 'Offline.' } } });
    const outcome = await saveConnection(custom, { choice: { kind: 'custom', baseUrl: 'https://api.example.com' }, apiKey: 'ls_live_new' }, core.calls);
    expect(core.asked).toEqual(['key ls_live_new']);
    expect(outcome).toMatchObject({ ok: false, field: null });
  });
});

describe('hasChanges', () => {
  it('is true for another marketplace, another address or a pasted key, false otherwise', () => {
    expect(hasChanges(embedded, { choice: { kind: 'embedded' }, apiKey: '' })).toBe(false);
    expect(hasChanges(embedded, { choice: { kind: 'embedded' }, apiKey: 'ls_live_x' })).toBe(true);
    expect(hasChanges(embedded, { choice: { kind: 'custom', baseUrl: 'https://api.example.com' }, apiKey: '' })).toBe(true);
    expect(hasChanges(custom, { choice: { kind: 'custom', baseUrl: 'https://api.example.com' }, apiKey: '' })).toBe(false);
    expect(hasChanges(custom, { choice: { kind: 'custom', baseUrl: 'https://other.example.com' }, apiKey: '' })).toBe(true);
  });
});

describe('describeSaved', () => {
  it('says what changed, and that a new marketplace still needs a key', () => {
    expect(describeSaved({ ok: true, status: custom, switched: true, keySaved: false })).toBe(
      'Now using https://api.example.com. No key is saved for it yet: paste one and Save.',
    );
    expect(describeSaved({ ok: true, status: embedded, switched: true, keySaved: false })).toBe('Now using the embedded marketplace.');
    expect(describeSaved({ ok: true, status: embedded, switched: false, keySaved: true })).toBe(
      'Key checked with the marketplace and saved in Memory (until you quit).',
    );
  });
});
