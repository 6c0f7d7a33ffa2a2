/**
 * Measurements taken inside the page: start-up milestones (a script installed before the app's
 * own), keystroke-to-results-painted from the search screen's performance marks, frame times
 * while the results list scrolls, and the JS heap after a garbage collection (DevTools protocol).
 */
import type { BrowserContext, Page } from '@playwright/test';

const KEYSTROKE_MARK = 'search:keystroke';
const RESULTS_PAINTED_MARK = 'search:results-painted';

declare global {
  interface Window {
    __benchStartup?: { appFrame?: number; firstResults?: number; liveResults?: number };
  }
}

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named inner functions in a
 * `__name` helper that exists only in Node: functions sent to the page need a stand-in.
 */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

async function ensureNameHelper(page: Page): Promise<void> {
  await page.evaluate(NAME_HELPER);
}

/**
 * Records, in page time, when the app frame first appears, when the first result row is painted
 * (the saved first view's, served in the page, or the app's own) and when the app's own first row
 * is (under #root; the same moment when the page came without a saved first view).
 */
export async function installStartupProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript(() => {
    const marks: { appFrame?: number; firstResults?: number; liveResults?: number } = {};
    window.__benchStartup = marks;
    const painted = (mark: 'firstResults' | 'liveResults') =>
      requestAnimationFrame(() => {
        marks[mark] ??= performance.now();
      });
    let firstSeen = false;
    const observer = new MutationObserver(() => {
      if (marks.appFrame === undefined && document.querySelector('.app-frame')) marks.appFrame = performance.now();
      if (!firstSeen && document.querySelector('.results-list .result-row')) {
        firstSeen = true;
        painted('firstResults');
      }
      if (document.querySelector('#root .results-list .result-row')) {
        observer.disconnect();
        painted('liveResults');
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export interface StartupMilestones {
  /** Epoch ms of the navigation's start. */
  navigationStart: number;
  domContentLoaded: number;
  load: number;
  appFrame: number;
  firstResults: number;
  liveResults: number;
}

/** Waits for the first results and returns the page's milestones as epoch ms. */
export async function readStartupMilestones(page: Page, timeoutMs = 60_000): Promise<StartupMilestones> {
  await page.waitForFunction(() => window.__benchStartup?.liveResults !== undefined, undefined, { timeout: timeoutMs, polling: 20 });
  return page.evaluate(() => {
    const origin = performance.timeOrigin;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const marks = window.__benchStartup ?? {};
    return {
      navigationStart: origin,
      domContentLoaded: origin + (navigation?.domContentLoadedEventEnd ?? Number.NaN),
      load: origin + (navigation?.loadEventEnd ?? Number.NaN),
      appFrame: origin + (marks.appFrame ?? Number.NaN),
      firstResults: origin + (marks.firstResults ?? Number.NaN),
      liveResults: origin + (marks.liveResults ?? Number.NaN),
    };
  });
}

/**
 * The last keystroke mark and the results-painted mark after it (page ms), once painted. Told by a
 * PerformanceObserver, not by polling: a polling timer in the page would be one the app's own
 * timers line up with (Chromium may hold a timer up to ~8 ms to share a wake-up), and would make
 * the app's debounce look late.
 */
export async function waitForPaintAfterKeystroke(page: Page, timeoutMs = 20_000): Promise<{ keystroke: number; painted: number }> {
  await ensureNameHelper(page);
  return page.evaluate(
    ([keystrokeName, paintedName, timeoutMs]) =>
      new Promise<{ keystroke: number; painted: number }>((resolve, reject) => {
        const found = () => {
          const keystroke = performance.getEntriesByName(keystrokeName).at(-1)?.startTime;
          const painted = performance.getEntriesByName(paintedName).at(-1)?.startTime;
          return keystroke !== undefined && painted !== undefined && painted > keystroke ? { keystroke, painted } : null;
        };
        const observer = new PerformanceObserver(() => {
          const marks = found();
          if (!marks) return;
          finish();
          resolve(marks);
        });
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no "${paintedName}" mark after the last keystroke within ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
        };
        const already = found();
        if (already) {
          finish();
          resolve(already);
        } else observer.observe({ type: 'mark' });
      }),
    [KEYSTROKE_MARK, RESULTS_PAINTED_MARK, timeoutMs] as const,
  );
}

/**
 * Scrolls `.results-scroll` from the top by `stepPx` each frame until `untilPx`, and returns the
 * time between consecutive animation frames (ms): a frame that took too long shows as a long gap.
 */
export async function measureScrollFrames(page: Page, stepPx: number, untilPx: number): Promise<number[]> {
  await ensureNameHelper(page);
  return page.evaluate(
    ({ stepPx, untilPx }) =>
      new Promise<number[]>((resolve, reject) => {
        const scroller = document.querySelector<HTMLElement>('.results-scroll');
        if (!scroller) {
          reject(new Error('no results list to scroll'));
          return;
        }
        scroller.scrollTop = 0;
        const gaps: number[] = [];
        let previous: number | null = null;
        const frame = (time: number) => {
          if (previous !== null) gaps.push(time - previous);
          previous = time;
          if (scroller.scrollTop + stepPx > untilPx) {
            resolve(gaps);
            return;
          }
          scroller.scrollTop += stepPx;
          requestAnimationFrame(frame);
        };
        // Two frames to settle after the jump to the top, then measure.
        requestAnimationFrame(() => requestAnimationFrame(frame));
      }),
    { stepPx, untilPx },
  );
}

/** The renderer's JS heap in use after a full garbage collection (MB). */
export async function measureHeapMb(page: Page): Promise<{ usedMb: number; totalMb: number }> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const usage = await session.send('Runtime.getHeapUsage');
    return { usedMb: usage.usedSize / 2 ** 20, totalMb: usage.totalSize / 2 ** 20 };
  } finally {
    await session.detach();
  }
}
