import { useEffect, useState } from 'react';

/**
 * Code fetched after the first paint (a chunk of its own: vite.first-screen-rule.ts), once for the whole
 * window: `use()` is null until it is in, then the module, in every component that asks.
 */
export function laterCode<T>(load: () => Promise<T>): { use(): T | null } {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const fetchOnce = () =>
    (loading ??= load().then((code) => {
      loaded = code;
      return code;
    }));
  return {
    use() {
      const [code, setCode] = useState(loaded);
      useEffect(() => {
        if (code !== null) return;
        let current = true;
        void fetchOnce().then((next) => current && setCode(next));
        return () => {
          current = false;
        };
      }, [code]);
      return code;
    },
  };
}
