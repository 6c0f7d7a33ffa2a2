import { useEffect, useRef, useState } from 'react';

/** The drawing is as wide as its box (so its text stays at its real size): `fallback` until measured, never below `minWidth`. */
export function useWidth<T extends HTMLElement>(fallback: number, minWidth: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(Math.max(minWidth, Math.round(element.clientWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minWidth]);
  return { ref, width };
}
