/**
 * The app-wide notices the user closed, kept where the banner priority (app-banners.tsx) can see
 * them: a closed notice gives its place to the next one instead of hiding it.
 */
import { create } from 'zustand';

interface DismissedNotices {
  /** The demo marketplace's introduction was closed (for this run). */
  demo: boolean;
  /** The low-quota warning closed, keyed by the reset it holds until and how low the quota was then (quota-banner.tsx). */
  quotaLowUntilReset: string | null;
  dismissDemo(): void;
  dismissQuotaLow(key: string): void;
}

export const useDismissedNotices = create<DismissedNotices>()((set) => ({
  demo: false,
  quotaLowUntilReset: null,
  dismissDemo: () => set({ demo: true }),
  dismissQuotaLow: (key) => set({ quotaLowUntilReset: key }),
}));
