import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_SIZE, placeWindow } from './window-bounds';

const laptop = { x: 0, y: 0, width: 1440, height: 900 };
const rightMonitor = { x: 1440, y: 0, width: 1920, height: 1080 };

describe('placeWindow', () => {
  it('centres the default size on the primary display when nothing was saved', () => {
    expect(placeWindow(null, [laptop])).toEqual({
      bounds: { x: 80, y: 50, width: DEFAULT_WINDOW_SIZE.width, height: DEFAULT_WINDOW_SIZE.height },
      isMaximized: false,
    });
  });

  it('restores saved bounds that are on a connected display', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, isMaximized: true };
    expect(placeWindow(saved, [laptop, rightMonitor])).toEqual(saved);
  });

  it('brings a window from a disconnected display back onto the primary one', () => {
    const saved = { bounds: { x: 1600, y: 100, width: 1200, height: 800 }, isMaximized: false };
    const placed = placeWindow(saved, [laptop]);
    expect(placed.bounds).toEqual({ x: 120, y: 50, width: 1200, height: 800 });
  });

  it('clamps a window larger than its display, and one hanging off an edge', () => {
    const tooBig = placeWindow({ bounds: { x: -50, y: -20, width: 4000, height: 3000 }, isMaximized: false }, [laptop]);
    expect(tooBig.bounds).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    const offEdge = placeWindow({ bounds: { x: 1000, y: 600, width: 1000, height: 700 }, isMaximized: false }, [laptop]);
    expect(offEdge.bounds).toEqual({ x: 440, y: 200, width: 1000, height: 700 });
  });

  it('ignores nonsense bounds', () => {
    expect(placeWindow({ bounds: { x: Number.NaN, y: 0, width: 10, height: 10 }, isMaximized: false }, [laptop]).bounds.width).toBe(1280);
  });
});
