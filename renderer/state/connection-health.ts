import { create } from 'zustand';
import type { AppError } from '../../shared/domain/app-error';

/** Kinds that say something about the connection as a whole rather than about one record. */
const CONNECTION_KINDS: ReadonlySet<AppError['kind']> = new Set(['network', 'timeout', 'unauthorized']);

interface ConnectionHealth {
  /** The last connection-level failure; cleared by the next success. */
  problem: AppError | null;
  report(error: AppError): void;
  clear(): void;
}

export const useConnectionHealth = create<ConnectionHealth>()((set, get) => ({
  problem: null,
  report: (error) => {
    if (CONNECTION_KINDS.has(error.kind)) set({ problem: error });
  },
  clear: () => {
    if (get().problem !== null) set({ problem: null });
  },
}));
