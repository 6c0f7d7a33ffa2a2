import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const SHOWN_MS = 6000;
const WIDTH = 260;

interface Refusal {
  reason: string;
  top: number;
  left: number;
}

/** Under the button, right-aligned with it, kept inside the window. */
function placeBelow(button: HTMLElement): Pick<Refusal, 'top' | 'left'> {
  const rect = button.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.right - WIDTH, window.innerWidth - WIDTH - 8));
  const below = rect.bottom + 4;
  return { top: below + 64 > window.innerHeight ? Math.max(8, rect.top - 68) : below, left };
}

export interface RefusalBubble {
  /** Shows `reason` beside the button for a few seconds (announced as an alert). */
  refuse(reason: string): void;
  clear(): void;
  /** Render this next to the button; it portals itself to the body. */
  bubble: ReactNode;
}

/**
 * Why a button did nothing ("A check holds at most 10 datasets…"), shown beside it instead of a
 * silent no-op. Portalled to the body so a clipped list row (virtualised results) cannot hide it;
 * it follows its button on scroll and resize, and Escape closes it.
 */
export function useRefusalBubble(button: RefObject<HTMLElement | null>): RefusalBubble {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = refusal !== null;

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) return;
    const follow = () => {
      const anchor = button.current;
      if (anchor) setRefusal((current) => (current === null ? null : { ...current, ...placeBelow(anchor) }));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRefusal(null);
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, button]);

  return {
    refuse(reason) {
      setRefusal({ reason, ...(button.current ? placeBelow(button.current) : { top: 8, left: 8 }) });
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => setRefusal(null), SHOWN_MS);
    },
    clear() {
      setRefusal(null);
    },
    bubble:
      refusal === null
        ? null
        : createPortal(
            <div role="alert" className="refusal-bubble" style={{ top: refusal.top, left: refusal.left, width: WIDTH }}>
              {refusal.reason}
            </div>,
            document.body,
          ),
  };
}
