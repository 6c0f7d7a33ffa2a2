/** What the start-up check of saved searches says on screen: its cost, today's spend, what it found. */
import type { SavedSearchCheckResult, SavedSearchCheckState } from '../../shared/ipc/ipc-contract';

const requests = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

export function costText(budget: number): string {
  return `Checks up to ${budget} saved ${budget === 1 ? 'search' : 'searches'} once a day at start-up: at most ${requests(budget)} a day.`;
}

export function spentText(state: Pick<SavedSearchCheckState, 'spent' | 'budget'>): string {
  return `Spent today: ${requests(state.spent)} of ${state.budget}.`;
}

function newCountText(result: Pick<SavedSearchCheckResult, 'count' | 'atLeast'>): string {
  return `${result.atLeast ? 'at least ' : ''}${result.count} new`;
}

/** The sidebar's short form beside a saved search's name: "3 new", "20+ new" (every result loaded was new). */
export function shortCountText(result: Pick<SavedSearchCheckResult, 'count' | 'atLeast'>): string {
  return `${result.count}${result.atLeast ? '+' : ''} new`;
}

/** The in-app notice's sentence. */
export function foundText(found: readonly SavedSearchCheckResult[]): string {
  const named = found.map((result) => `“${result.name}” (${newCountText(result)})`).join(', ');
  return `New since the last run: ${named}. Counted among the first results the marketplace returned at start-up.`;
}
