/** The choices of the window's own state: its themes and its screens (the UI state's schema and the renderer read them). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VIEWS = ['search', 'compatibility', 'compare', 'shortlist', 'account', 'settings'] as const;
