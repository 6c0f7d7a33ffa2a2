import { useLayoutEffect } from 'react';

export const KEYSTROKE_MARK = 'search:keystroke';
const RESULTS_PAINTED_MARK = 'search:results-painted';
/** The first frame that answers the last keystroke (the loaded rows matched locally, or results from the cache). */
export const ANSWER_PAINTED_MARK = 'search:answer-painted';

/** The text of the last keystroke whose results have not been painted yet. */
const awaiting: { q: string | null } = { q: null };
/** The text of the last keystroke whose first answer has not been painted yet (as typed). */
const awaitingAnswer: { q: string | null } = { q: null };

/** Called on every keystroke in the search box: only the last one's mark is kept. */
export function markKeystroke(q: string): void {
  awaiting.q = q.trim();
  awaitingAnswer.q = q;
  performance.clearMarks(KEYSTROKE_MARK);
  performance.mark(KEYSTROKE_MARK);
}

/**
 * Marks when the frame that shows the results for the last typed text has been painted (`ready`:
 * loaded, not placeholder data, for the query whose text is `q`). Checked as the results commit
 * (a passive effect could run a frame later), then marked in a task queued from that frame's
 * animation callback, which runs once the frame is painted.
 */
export function useResultsPaintedMark(q: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready || awaiting.q === null || awaiting.q !== q.trim()) return;
    awaiting.q = null;
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.clearMarks(RESULTS_PAINTED_MARK);
        performance.mark(RESULTS_PAINTED_MARK);
      }, 0);
    });
  }, [q, ready]);
}

/** Marks when the frame that renders the screen for the last typed text (`q`, as typed) has been painted, as useResultsPaintedMark does. */
export function useAnswerPaintedMark(q: string): void {
  useLayoutEffect(() => {
    if (awaitingAnswer.q === null || awaitingAnswer.q !== q) return;
    awaitingAnswer.q = null;
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.clearMarks(ANSWER_PAINTED_MARK);
        performance.mark(ANSWER_PAINTED_MARK);
      }, 0);
    });
  }, [q]);
}
