import { useEffect, useState } from 'react';

/**
 * The local answer's code (local-answer.ts, local-answer-note.tsx): fetched as the search screen
 * first renders, after the first paint (vite.config.ts LOADED_LATER), long before a person's first
 * key. Until it is in, typing shows the search on screen as the pause goes by, as before.
 */
export type LocalAnswerCode = typeof import('./local-answer-note');

let loaded: LocalAnswerCode | null = null;
const load = () =>
  import('./local-answer-note').then((code) => {
    loaded = code;
    return code;
  });

/** The local answer's code once it is in (null until then). */
export function useLocalAnswerCode(): LocalAnswerCode | null {
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
