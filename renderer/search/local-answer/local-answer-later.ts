import { laterCode } from '../../hooks/later-code';

/**
 * The local answer's code (local-answer.ts, local-answer-note.tsx): fetched as the search screen
 * first renders, after the first paint (vite.first-screen-rule.ts), long before a person's first
 * key. Until it is in, typing shows the search on screen as the pause goes by, as before.
 */
export type LocalAnswerCode = typeof import('./local-answer-note');

const localAnswerCode = laterCode<LocalAnswerCode>(() => import('./local-answer-note'));

/** The local answer's code once it is in (null until then). */
export const useLocalAnswerCode = (): LocalAnswerCode | null => localAnswerCode.use();
