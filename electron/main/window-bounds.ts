/**
 * Where the main window opens: the saved bounds when they still fit a connected display,
 * else a default size centred on the primary display. Pure (no Electron, no files).
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SavedWindowState {
  bounds: Rect;
  isMaximized: boolean;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
export const MIN_WINDOW_SIZE = { width: 800, height: 560 } as const;
/** A window counts as visible when at least this much of its title area is on a display. */
const MIN_VISIBLE = { width: 120, height: 40 } as const;

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return { x, y, width: Math.max(0, width), height: Math.max(0, height) };
}

function centredIn(area: Rect, size: { width: number; height: number }): Rect {
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + (area.height - height) / 2),
    width,
    height,
  };
}

function isFiniteRect(rect: Rect): boolean {
  return [rect.x, rect.y, rect.width, rect.height].every(Number.isFinite) && rect.width > 0 && rect.height > 0;
}

/**
 * @param workAreas the work areas of the connected displays, primary first.
 */
export function placeWindow(saved: SavedWindowState | null, workAreas: readonly Rect[]): SavedWindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_WINDOW_SIZE };
  if (!saved || !isFiniteRect(saved.bounds)) {
    return { bounds: centredIn(primary, DEFAULT_WINDOW_SIZE), isMaximized: false };
  }
  // The title strip is what a person needs on screen to move the window.
  const titleStrip: Rect = { ...saved.bounds, height: Math.min(saved.bounds.height, MIN_VISIBLE.height) };
  const home = workAreas
    .map((area) => ({ area, visible: overlap(titleStrip, area) }))
    .filter(
      ({ visible }) => visible.width >= Math.min(MIN_VISIBLE.width, saved.bounds.width) && visible.height >= Math.min(MIN_VISIBLE.height, saved.bounds.height),
    )
    .sort((a, b) => b.visible.width * b.visible.height - a.visible.width * a.visible.height)[0]?.area;
  if (!home) {
    const size = {
      width: Math.max(MIN_WINDOW_SIZE.width, Math.round(saved.bounds.width)),
      height: Math.max(MIN_WINDOW_SIZE.height, Math.round(saved.bounds.height)),
    };
    return { bounds: centredIn(primary, size), isMaximized: saved.isMaximized };
  }
  const width = Math.min(Math.max(Math.round(saved.bounds.width), Math.min(MIN_WINDOW_SIZE.width, home.width)), home.width);
  const height = Math.min(Math.max(Math.round(saved.bounds.height), Math.min(MIN_WINDOW_SIZE.height, home.height)), home.height);
  const x = Math.min(Math.max(Math.round(saved.bounds.x), home.x), home.x + home.width - width);
  const y = Math.min(Math.max(Math.round(saved.bounds.y), home.y), home.y + home.height - height);
  return { bounds: { x, y, width, height }, isMaximized: saved.isMaximized };
}
