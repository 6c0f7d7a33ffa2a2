/**
 * When the results list asks for its next page. Rows rendered for smooth scrolling (overscan)
 * do not count, only rows in view: a page nobody scrolls towards is never requested. Normally the
 * next page loads once less than a screenful of loaded rows is left below the visible ones (the
 * user is scrolling towards the end); with little quota left (no loading ahead) only once the last
 * loaded row is in view.
 */
export interface VisibleRows {
  startIndex: number;
  endIndex: number;
}

export function shouldLoadNextPage(visible: VisibleRows | null, loaded: number, loadAhead: boolean): boolean {
  if (visible === null || loaded === 0 || visible.endIndex < visible.startIndex) return false;
  const screenful = visible.endIndex - visible.startIndex + 1;
  const rowsBelow = loaded - 1 - visible.endIndex;
  return rowsBelow < (loadAhead ? screenful : 1);
}
