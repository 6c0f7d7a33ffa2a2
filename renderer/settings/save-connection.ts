/**
 * The Settings form's one Save: switch the marketplace if another was chosen, then check and save
 * the key if one was pasted — at most one request (the key check against `/v1/me`), one outcome.
 * The core has no call that does both at once, so a refused key leaves the new marketplace chosen
 * (without that key): the outcome says so, and the next Save only checks the key.
 */
import type { AppError, Result } from '../../shared/app-error';
import type { ConnectionStatus } from '../../shared/ipc-contract';
import { toAppError } from '../app/call-bridge';

export type ConnectionChoice = { kind: 'embedded' } | { kind: 'custom'; baseUrl: string };

export interface SaveRequest {
  choice: ConnectionChoice;
  /** The key as pasted (trimmed); empty when the key is not to change. */
  apiKey: string;
}

/** The two core calls Save may make (the bridge's methods). */
export interface SaveCalls {
  setConnection(choice: ConnectionChoice): Promise<Result<ConnectionStatus>>;
  saveApiKey(input: { apiKey: string }): Promise<Result<ConnectionStatus>>;
}

export type SaveOutcome =
  | { ok: true; status: ConnectionStatus; switched: boolean; keySaved: boolean }
  /** `status`: the connection as it now is (switched, if the switch went through before the key failed). */
  | { ok: false; field: 'url' | 'key' | null; error: AppError; status: ConnectionStatus | null; switched: boolean };

/** Errors about the key itself belong at the key field (the core's words); others to an error panel. */
const KEY_ERROR_KINDS: ReadonlySet<AppError['kind']> = new Set(['unauthorized', 'forbidden', 'invalid_input']);

/** Whether Save would change anything: another marketplace or address, or a pasted key. */
export function hasChanges(current: ConnectionStatus | null, request: SaveRequest): boolean {
  return request.apiKey !== '' || switches(current, request.choice);
}

function switches(current: ConnectionStatus | null, choice: ConnectionChoice): boolean {
  if (current === null || current.kind !== choice.kind) return true;
  // The core normalises the address (a bare host:port gets its scheme): it says whether it is another one.
  return choice.kind === 'custom' && choice.baseUrl !== current.baseUrl;
}

async function attempt(call: () => Promise<Result<ConnectionStatus>>): Promise<Result<ConnectionStatus>> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, error: toAppError(error) };
  }
}

export async function saveConnection(current: ConnectionStatus | null, request: SaveRequest, calls: SaveCalls): Promise<SaveOutcome> {
  let status = current;
  let switched = false;
  if (switches(current, request.choice)) {
    const result = await attempt(() => calls.setConnection(request.choice));
    if (!result.ok) return { ok: false, field: result.error.kind === 'invalid_input' ? 'url' : null, error: result.error, status, switched };
    switched = current === null || current.kind !== result.value.kind || current.baseUrl !== result.value.baseUrl;
    status = result.value;
  }
  if (request.apiKey === '') {
    if (status === null) return { ok: false, field: null, error: { kind: 'unexpected_response', message: 'The app could not tell which marketplace is in use.' }, status, switched };
    return { ok: true, status, switched, keySaved: false };
  }
  const saved = await attempt(() => calls.saveApiKey({ apiKey: request.apiKey }));
  if (!saved.ok) return { ok: false, field: KEY_ERROR_KINDS.has(saved.error.kind) ? 'key' : null, error: saved.error, status, switched };
  return { ok: true, status: saved.value, switched, keySaved: true };
}

/** The sentence Settings says after a Save that went through. */
export function describeSaved(outcome: Extract<SaveOutcome, { ok: true }>): string {
  const where = outcome.status.kind === 'embedded' ? 'the embedded marketplace' : outcome.status.baseUrl;
  const using = outcome.switched ? `Now using ${where}.` : '';
  const key = outcome.keySaved
    ? `Key checked with the marketplace and saved${outcome.status.keyStorageName ? ` in ${outcome.status.keyStorageName}` : ''}.`
    : outcome.status.hasKey
      ? ''
      : 'No key is saved for it yet: paste one and Save.';
  return [using, key].filter(Boolean).join(' ') || 'Saved.';
}
