import { useEffect, useState } from 'react';

/**
 * The one reading's code (use-fit.ts, with renderer/licenses/use-reading.ts and the licence rules
 * it reads by): fetched as the first row renders, after the first paint (vite.config.ts
 * LOADED_LATER). Until it is in, a row's mark says the licence is being read, never a guess, and
 * "Fits my use" shows no rows rather than unread ones.
 */
export type UseFitCode = typeof import('./use-fit');

let loaded: UseFitCode | null = null;
let loading: Promise<UseFitCode> | null = null;
const load = () =>
  (loading ??= import('./use-fit').then((code) => {
    loaded = code;
    return code;
  }));

/** The one reading's code once it is in (null until then). */
export function useUseFitCode(): UseFitCode | null {
  const [code, setCode] = useState(loaded);
  useEffect(() => {
    if (code !== null) return;
    let current = true;
    void load().then((next) => current && setCode(next));
    return () => {
      current = false;
    };
  }, [code]);
  return code;
}
