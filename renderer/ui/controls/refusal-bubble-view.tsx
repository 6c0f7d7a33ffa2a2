import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const WIDTH = 260;

/** Under the button, right-aligned with it, kept inside the window. */
function placeBelow(button: HTMLElement | null): { top: number; left: number } {
  if (button === null) return { top: 8, left: 8 };
  const rect = button.getBoundingClientRect();
  const left = Math.max(8, Math.min(rect.right - WIDTH, window.innerWidth - WIDTH - 8));
  const below = rect.bottom + 4;
  return { top: below + 64 > window.innerHeight ? Math.max(8, rect.top - 68) : below, left };
}

/**
 * The refusal beside its button (refusal-bubble.tsx), portalled to the body so a clipped list row
 * (virtualised results) cannot hide it; it follows its button on scroll and resize, and Escape
 * closes it. Loaded by import() when a button first refuses, never with the first paint
 * (vite.first-screen-rule.ts).
 */
export default function RefusalBubbleView({ reason, button, onClose }: { reason: string; button: RefObject<HTMLElement | null>; onClose(): void }) {
  const [place, setPlace] = useState(() => placeBelow(button.current));
  useEffect(() => {
    const follow = () => setPlace(placeBelow(button.current));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      document.removeEventListener('keydown', onKey);
    };
  }, [button, onClose]);
  return createPortal(
    <div role="alert" className="refusal-bubble" style={{ ...place, width: WIDTH }}>
      {reason}
    </div>,
    document.body,
  );
}
