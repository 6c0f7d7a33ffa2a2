/**
 * The Settings form's one Save, one core call, one outcome: another marketplace (with the pasted
 * key, if any: the core checks it there first and switches only if it passes), or only the key
 * (checked against `/v1/me` before it is stored). A refused key changes nothing at all.
 */
import type { AppError, Result } from '../../shared/domain/app-error';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { toAppError } from '../queries/call-bridge';

export type ConnectionChoice = { kind: 'embedded' } | { kind: 'custom'; baseUrl: string };

export interface SaveRequest {
  choice: ConnectionChoice;
  /** The key as pasted (trimmed); empty when the key is not to change. */
  apiKey: string;
}

/** The two core calls Save may make (the bridge's methods); it makes one of them. */
export interface SaveCalls {
  setConnection(choice: ConnectionChoice & { apiKey?: string }): Promise<Result<ConnectionStatus>>;
  saveApiKey(input: { apiKey: string }): Promise<Result<ConnectionStatus>>;
}

export type SaveOutcome =
  | { ok: true; status: ConnectionStatus; switched: boolean; keySaved: boolean }
  /** Nothing changed: `status` is the connection as it was. */
  | { ok: false; field: 'url' | 'key' | null; error: AppError; status: ConnectionStatus | null };

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

/** Where a failure belongs: the address field, the key field, or an error panel. */
function fieldOf(error: AppError): 'url' | 'key' | null {
  if (error.kind === 'invalid_input' && error.param === 'baseUrl') return 'url';
  return KEY_ERROR_KINDS.has(error.kind) ? 'key' : null;
}

export async function saveConnection(current: ConnectionStatus | null, request: SaveRequest, calls: SaveCalls): Promise<SaveOutcome> {
  const withKey = request.apiKey !== '';
  if (switches(current, request.choice)) {
    const result = await attempt(() => calls.setConnection(withKey ? { ...request.choice, apiKey: request.apiKey } : request.choice));
    if (!result.ok) return { ok: false, field: fieldOf(result.error), error: result.error, status: current };
    const switched = current === null || current.kind !== result.value.kind || current.baseUrl !== result.value.baseUrl;
    return { ok: true, status: result.value, switched, keySaved: withKey };
  }
  if (!withKey) {
    if (current === null)
      return {
        ok: false,
        field: null,
        error: { kind: 'unexpected_response', message: 'The app could not tell which marketplace is in use.' },
        status: current,
      };
    return { ok: true, status: current, switched: false, keySaved: false };
  }
  const saved = await attempt(() => calls.saveApiKey({ apiKey: request.apiKey }));
  if (!saved.ok) return { ok: false, field: fieldOf(saved.error), error: saved.error, status: current };
  return { ok: true, status: saved.value, switched: false, keySaved: true };
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
