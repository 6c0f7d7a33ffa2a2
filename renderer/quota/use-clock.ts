import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` while `intervalMs` is not null. */
export function useClock(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
