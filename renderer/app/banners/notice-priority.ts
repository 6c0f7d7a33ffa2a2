/**
 * Which app-wide notice shows when several apply: one at a time, the one that explains most of
 * what the user sees. A used-up quota explains every failed or paused request, so it leads; a
 * catalog being (re)built explains every wait; a key or connection problem needs an action; saved
 * results set aside at start (saved-view.ts) explain a view that changed; a change that could not
 * be saved is next, then a copy of the results that could not be saved; the low-quota warning, a
 * finished rebuild and the demo marketplace's introduction can wait their turn.
 */
export const NOTICE_PRIORITY = [
  'quota-used-up',
  'catalog-build',
  'key-problem',
  'connection-problem',
  'saved-view-dropped',
  'unsaved-changes',
  'cache-not-saved',
  'quota-low',
  'catalog-rebuilt',
  'demo',
] as const;

export type NoticeId = (typeof NOTICE_PRIORITY)[number];

/** The notice to show among those that apply, or null when none does. */
export function topNotice(applying: ReadonlySet<NoticeId>): NoticeId | null {
  return NOTICE_PRIORITY.find((id) => applying.has(id)) ?? null;
}
