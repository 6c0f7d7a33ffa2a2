/**
 * For the fault suite: a stand-in marketplace that answers every search with a small page and a
 * quota that counts down (so the core writes its quota state on every answer), the core connected
 * to it, and the UI states and cache blobs the writers save.
 */
import type { UiState } from '../../shared/ipc/ipc-contract';
import { uiStateSchema } from '../../shared/ipc/ipc-schemas';
import { createCore, type Core } from '../../electron/core/create-core';
import { sendJson, startPeer, type HttpPeer } from '../../electron/core/testing/http-peer';
import { testCoreOptions } from '../../electron/core/testing/test-core-options';

const FAULT_KEY = 'ls_live_FaultFaultFaultFaultFaultFault12';

export function startFaultPeer(): Promise<HttpPeer> {
  let remaining = 1_000_000;
  return startPeer((request, response) => {
    remaining = Math.max(0, remaining - 1);
    const quota = {
      'X-RateLimit-Limit': '1000000',
      'X-RateLimit-Remaining': String(remaining),
      'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 3600),
    };
    if (request.headers['x-api-key'] !== FAULT_KEY) sendJson(response, 401, { error: 'unknown key' }, quota);
    else sendJson(response, 200, { data: [{ id: 'a', title: 'A' }], meta: { total: 1, page: 1, per_page: 20, has_more: false } }, quota);
  });
}

/** The core on `userDataDir`, connected to the stand-in marketplace at `baseUrl` with its key (kept in memory only). */
export function startFaultCore(userDataDir: string, baseUrl: string, log?: (line: string) => void): Promise<Core> {
  return createCore(
    testCoreOptions({
      userDataDir,
      apiBaseOverride: baseUrl,
      apiKeyOverride: FAULT_KEY,
      ...(log ? { log } : {}),
    }),
  );
}

/** A valid UI state, told apart by `round`. */
export function uiStateOf(round: number, theme: UiState['theme'] = round % 2 === 0 ? 'dark' : 'light'): UiState {
  return uiStateSchema.parse({
    theme,
    search: { q: `round ${round}`, order: 'desc', per_page: 20 },
    compatibility: { tray: [], useCase: 'research' },
    selectedDatasetId: null,
    view: 'search',
  });
}

/** A cache blob of about `bytes`, told apart by `round`. */
export function cacheBlobOf(round: number, bytes = 1_000_000): string {
  return JSON.stringify({ round, fill: 'x'.repeat(bytes) });
}
