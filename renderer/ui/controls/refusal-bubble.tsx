import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

const SHOWN_MS = 6000;

/** Shown only when a button refuses, so its code loads then (refusal-bubble-view.tsx). */
const RefusalBubbleView = lazy(() => import('./refusal-bubble-view'));

export interface RefusalBubble {
  /** Shows `reason` beside the button for a few seconds (announced as an alert). */
  refuse(reason: string): void;
  clear(): void;
  /** Render this next to the button; it portals itself to the body. */
  bubble: ReactNode;
}

/** Why a button did nothing ("A check holds at most 10 datasets…"), shown beside it instead of a silent no-op. */
export function useRefusalBubble(button: RefObject<HTMLElement | null>): RefusalBubble {
  const [reason, setReason] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => setReason(null), []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return {
    refuse(next) {
      setReason(next);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(clear, SHOWN_MS);
    },
    clear,
    bubble:
      reason === null ? null : (
        <Suspense fallback={null}>
          <RefusalBubbleView reason={reason} button={button} onClose={clear} />
        </Suspense>
      ),
  };
}
