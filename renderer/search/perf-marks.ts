import { useEffect } from 'react';

export const KEYSTROKE_MARK = 'search:keystroke';
export const RESULTS_PAINTED_MARK = 'search:results-painted';

/** The text of the last keystroke whose results have not been painted yet. */
const awaiting: { q: string | null } = { q: null };

/** Called on every keystroke in the search box: only the last one's mark is kept. */
export function markKeystroke(q: string): void {
  awaiting.q = q.trim();
  performance.clearMarks(KEYSTROKE_MARK);
  performance.mark(KEYSTROKE_MARK);
}

/**
 * Marks the first frame after results for the last typed text are committed (`ready`: loaded,
 * not placeholder data, for the query whose text is `q`).
 */
export function useResultsPaintedMark(q: string, ready: boolean): void {
  useEffect(() => {
    if (!ready || awaiting.q === null || awaiting.q !== q.trim()) return;
    awaiting.q = null;
    requestAnimationFrame(() => {
      performance.clearMarks(RESULTS_PAINTED_MARK);
      performance.mark(RESULTS_PAINTED_MARK);
    });
  }, [q, ready]);
}
