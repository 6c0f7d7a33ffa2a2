/**
 * First results the page comes with, for a user who left the theme to the system
 * (`first-view--system`, shared/display/results-first-view.ts), wear the system's theme before the
 * page's first paint: the core cannot know it. Run by index.html's first script
 * (renderer/bridge/early-entry.ts), which arrives while the page still waits for its view; should
 * the view have come first, it is dressed at once.
 */
import { FIRST_VIEW_DARK_CLASS, FIRST_VIEW_ID, FIRST_VIEW_SYSTEM_CLASS } from '../../shared/ipc/first-view';

function dress(view: Element): void {
  if (view.classList.contains(FIRST_VIEW_SYSTEM_CLASS) && window.matchMedia('(prefers-color-scheme: dark)').matches) view.classList.add(FIRST_VIEW_DARK_CLASS);
}

export function followSystemTheme(): void {
  const present = document.getElementById(FIRST_VIEW_ID);
  if (present) {
    dress(present);
    return;
  }
  // Called back before the frame in which the parser's new element would first be painted.
  const observer = new MutationObserver(() => {
    const view = document.getElementById(FIRST_VIEW_ID);
    if (view === null) return;
    observer.disconnect();
    dress(view);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
