import { create } from 'zustand';

/**
 * Set when the saved copy of the results could not be written at all (the disk, the core, or
 * records too large for any save): the results on screen are unaffected, but a restart will
 * fetch them again. Cleared by the next save that lands.
 */
export const useCacheSaveProblem = create<{ problem: string | null }>()(() => ({ problem: null }));
