import { create } from 'zustand';
import type { AppError } from '../../shared/domain/app-error';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { getBridge } from '../bridge/get-bridge';
import { toAppError } from '../queries/call-bridge';

interface ConnectionStore {
  status: ConnectionStatus | null;
  /** Set when the core could not tell which marketplace is configured. */
  error: AppError | null;
  /** The namespace of the saved last view shown while the status is not known yet (saved-view.ts). */
  savedNamespace: string | null;
  /** The saved last view was set aside: the status named another connection (saved-view.ts). */
  savedViewDropped: boolean;
  /** Replace the status, e.g. with the result of `setConnection`/`saveApiKey`. */
  setStatus(status: ConnectionStatus): void;
  /** (Re)reads the status from the core. */
  load(): Promise<void>;
}

export const useConnectionStore = create<ConnectionStore>()((set) => ({
  status: null,
  error: null,
  savedNamespace: null,
  savedViewDropped: false,
  setStatus: (status) => set({ status, error: null }),
  load: async () => {
    try {
      const result = await getBridge().getConnectionStatus();
      if (result.ok) set({ status: result.value, error: null });
      else set({ error: result.error });
    } catch (error) {
      set({ error: toAppError(error) });
    }
  },
}));

/** Loads the status and follows the core's `connection:changed` events; returns the unsubscribe. */
export async function startConnectionTracking(): Promise<() => void> {
  const unsubscribe = getBridge().onConnectionChanged((status) => useConnectionStore.getState().setStatus(status));
  await useConnectionStore.getState().load();
  return unsubscribe;
}

/**
 * The cache namespace of a connection: two marketplaces never share cached records. The built-in
 * marketplace has one whatever port it runs on (the port may change between runs; its catalog
 * does not), so its saved cache still applies after a restart.
 */
export function connectionNamespace(status: Pick<ConnectionStatus, 'kind' | 'baseUrl'>): string {
  return status.kind === 'embedded' ? 'embedded:built-in' : `${status.kind}:${status.baseUrl}`;
}

/** The namespace of the current connection, for query keys: before its status, the saved last view's. Only used below the loaded gate. */
export function useConnectionNamespace(): string {
  return useConnectionStore((s) => (s.status ? connectionNamespace(s.status) : (s.savedNamespace ?? 'unknown')));
}
