import { create } from 'zustand';
import type { AppError } from '../../shared/domain/app-error';
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';
import { connectionNamespace, useConnectionStore } from './connection-store';

/** Kinds that say something about the connection as a whole rather than about one record. */
const CONNECTION_KINDS: ReadonlySet<AppError['kind']> = new Set(['network', 'timeout', 'unauthorized']);

interface ConnectionHealth {
  /** The last connection-level failure of the connection in use; cleared by the next success. */
  problem: AppError | null;
  /** Whether the banner that explains `problem` is on screen (another notice may lead). */
  shown: boolean;
  setShown(shown: boolean): void;
  /** `namespace`: the connection the failed request was for, when known (from its query key). */
  report(error: AppError, namespace?: string): void;
  clear(namespace?: string): void;
}

/**
 * Whether an answer speaks of the connection in use. One for another marketplace (a request still
 * in flight when Settings, or another window, switched) does not; neither does a request the app
 * cancelled itself (the core ends every running request when the marketplace or key changes).
 * Before the status is in, the connection in use is the one the saved last view was checked against.
 */
const aboutCurrent = (namespace: string | undefined, { status, savedNamespace } = useConnectionStore.getState()) =>
  namespace === undefined || namespace === (status !== null ? connectionNamespace(status) : savedNamespace);

export const useConnectionHealth = create<ConnectionHealth>()((set) => ({
  problem: null,
  shown: false,
  setShown: (shown) => set({ shown }),
  report: (error, namespace) => {
    if (CONNECTION_KINDS.has(error.kind) && error.code !== 'cancelled' && aboutCurrent(namespace)) set({ problem: error });
  },
  clear: (namespace) => {
    if (aboutCurrent(namespace)) set({ problem: null });
  },
}));

/** Which marketplace and key a status stands for. */
const ownerOf = (status: ConnectionStatus | null) => status && connectionNamespace(status) + status.maskedKey;

// However the connection changed (Settings here, another window, the core), a problem seen before says nothing of the new one.
useConnectionStore.subscribe((store, previous) => {
  if (ownerOf(store.status) !== ownerOf(previous.status)) useConnectionHealth.getState().clear();
});

/** Whether the banner on screen already says why `error` happened: a screen then need not say it again. */
export const useSaidAbove = (error: AppError | null) =>
  useConnectionHealth(
    ({ problem, shown }) =>
      shown && error !== null && problem !== null && CONNECTION_KINDS.has(error.kind) && (error.kind === 'unauthorized') === (problem.kind === 'unauthorized'),
  );
