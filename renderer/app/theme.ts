import { useEffect } from 'react';
import type { Theme } from '../../shared/ipc/ipc-contract';
import { useUiStore } from '../state/ui-store';

type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Keeps `data-theme` on <html> in step with the setting; "system" follows the OS live. */
export function useApplyTheme(): void {
  const theme = useUiStore((s) => s.theme);
  useEffect(() => {
    const root = document.documentElement;
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const apply = () => {
      root.dataset.theme = resolveTheme(theme, media?.matches ?? false);
    };
    apply();
    if (theme !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}
