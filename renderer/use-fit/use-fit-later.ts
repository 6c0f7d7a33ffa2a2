import { laterCode } from '../hooks/later-code';

/**
 * The one reading's code (use-fit.ts, with renderer/licenses/use-reading.ts and the licence rules
 * it reads by): fetched as the first row renders, after the first paint
 * (vite.first-screen-rule.ts). Until it is in, a row's mark says the licence is being read, never a guess, and
 * "Fits my use" shows no rows rather than unread ones.
 */
export type UseFitCode = typeof import('./use-fit');

const useFitCode = laterCode<UseFitCode>(() => import('./use-fit'));

/** The one reading's code once it is in (null until then). */
export const useUseFitCode = (): UseFitCode | null => useFitCode.use();
