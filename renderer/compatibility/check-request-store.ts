/**
 * The check the user last asked for. It is kept with the rest of the window state
 * (`compatibility.lastCheck`), so the result is restored after a restart, answered from the
 * saved cache without a request (at quota 0 too). Only "move focus to the result" is transient.
 */
import { create } from 'zustand';
import type { CheckRequestState } from '../../shared/ipc/ipc-contract';
import { useUiStore } from '../state/ui-store';

/** Ids sorted (the same set is the same check whatever the tray order), titles and licence labels at the time of asking. */
export type CheckRequest = CheckRequestState;

interface CheckFocusStore {
  /** The user just pressed Check: the result should take focus (once). */
  focusResult: boolean;
  resultFocused(): void;
}

export const useCheckFocusStore = create<CheckFocusStore>()((set) => ({
  focusResult: false,
  resultFocused: () => set({ focusResult: false }),
}));

export function useCheckRequest(): CheckRequest | null {
  return useUiStore((store) => store.compatibility.lastCheck ?? null);
}

/** Another check than the one shown ends the chance to put removed blockers back; the same one again keeps it. */
export function askCheck(request: CheckRequest): void {
  const { lastCheck } = useUiStore.getState().compatibility;
  const same = lastCheck !== undefined && sameCheck(lastCheck, request);
  useUiStore.getState().updateCompatibility(same ? { lastCheck: request } : { lastCheck: request, removed: undefined });
  useCheckFocusStore.setState({ focusResult: true });
}

export function forgetCheck(): void {
  useUiStore.getState().updateCompatibility({ lastCheck: undefined, removed: undefined });
  useCheckFocusStore.setState({ focusResult: false });
}

export function sameCheck(a: Pick<CheckRequest, 'datasetIds' | 'useCase'>, b: Pick<CheckRequest, 'datasetIds' | 'useCase'>): boolean {
  return a.useCase === b.useCase && a.datasetIds.length === b.datasetIds.length && a.datasetIds.every((id, index) => id === b.datasetIds[index]);
}
