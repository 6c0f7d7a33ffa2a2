/**
 * The app-wide notices the user closed, kept where the banner priority (app-banners.tsx) can see
 * them: a closed notice gives its place to the next one instead of hiding it.
 */
import { create } from 'zustand';

interface DismissedNotices {
  /** The demo marketplace's introduction was closed (for this run). */
  demo: boolean;
  /** The low-quota warning was closed until the reset at this time (ms since epoch). */
  quotaLowUntilReset: number | null;
  dismissDemo(): void;
  dismissQuotaLow(resetsAt: number): void;
}

export const useDismissedNotices = create<DismissedNotices>()((set) => ({
  demo: false,
  quotaLowUntilReset: null,
  dismissDemo: () => set({ demo: true }),
  dismissQuotaLow: (resetsAt) => set({ quotaLowUntilReset: resetsAt }),
}));
