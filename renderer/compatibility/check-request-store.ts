/**
 * The check the user last asked for (this session only): the result stays on screen when the
 * user leaves the view and comes back, served from the cache while it is fresh.
 */
import { create } from 'zustand';
import type { UseCase } from '../../shared/api-types';

export interface CheckRequest {
  /** Sorted, so the same set is the same check whatever the tray order. */
  datasetIds: string[];
  useCase: UseCase;
  /** Id → title at the time of asking, to name datasets the response or an error does not name. */
  titles: Record<string, string>;
  /** Id → licence label the search result gave, for the app's own reading when the answer has no per-dataset breakdown. */
  licenses: Record<string, string>;
}

interface CheckRequestStore {
  request: CheckRequest | null;
  /** The user just pressed Check: the result should take focus (once). */
  focusResult: boolean;
  ask(request: CheckRequest): void;
  resultFocused(): void;
  forget(): void;
}

export const useCheckRequestStore = create<CheckRequestStore>()((set) => ({
  request: null,
  focusResult: false,
  ask: (request) => set({ request, focusResult: true }),
  resultFocused: () => set({ focusResult: false }),
  forget: () => set({ request: null, focusResult: false }),
}));

export function sameCheck(a: Pick<CheckRequest, 'datasetIds' | 'useCase'>, b: Pick<CheckRequest, 'datasetIds' | 'useCase'>): boolean {
  return a.useCase === b.useCase && a.datasetIds.length === b.datasetIds.length && a.datasetIds.every((id, index) => id === b.datasetIds[index]);
}
