/**
 * `dataset-marketplace://dataset/<id>` links (shared/domain/deep-link.ts) in the Electron app: the one the
 * app was started with (Windows and Linux pass it as an argument, macOS as `open-url`, possibly
 * before `ready`) becomes the first window's fragment, which the renderer reads as it boots; one
 * that arrives later (a second launch's arguments, `open-url`) focuses the window and is sent to
 * it as `app:open-dataset`. Anything that is not exactly such a link is ignored.
 */
import type { BrowserWindow } from 'electron';
import { datasetFragment, datasetOfArguments, datasetOfDeepLink } from '../../shared/domain/deep-link';
import type { EventPayloads } from '../../shared/ipc/ipc-contract';

const OPEN_DATASET = 'app:open-dataset' satisfies keyof EventPayloads;

export interface DeepLinks {
  /** Links among a launch's arguments (this one's at start, a second one's later). */
  followArguments(argv: readonly string[]): void;
  /** A link macOS handed over (`open-url`). */
  followUrl(url: string): void;
  /** The fragment the next window loads with: the dataset of a link that came while none was showing. */
  takeWindowFragment(): string;
  /** A window finished loading: a link that came meanwhile goes to it. */
  windowReady(window: BrowserWindow): void;
}

export interface DeepLinkOptions {
  /** Windows showing the app, loaded. */
  appWindows(): BrowserWindow[];
  log(line: string): void;
}

export function createDeepLinks(options: DeepLinkOptions): DeepLinks {
  let pending: string | null = null;

  function show(window: BrowserWindow, id: string): void {
    if (window.isMinimized()) window.restore();
    window.focus();
    const payload: EventPayloads[typeof OPEN_DATASET] = { id };
    window.webContents.send(OPEN_DATASET, payload);
  }

  function open(id: string | null, source: string): void {
    if (id === null) {
      options.log(`Ignored a ${source} that is not a link to a dataset.`);
      return;
    }
    const window = options.appWindows().find((candidate) => !candidate.isDestroyed());
    if (window) show(window, id);
    else pending = id;
  }

  return {
    followArguments(argv) {
      const id = datasetOfArguments(argv);
      if (id !== null) open(id, 'launch argument');
    },
    followUrl(url) {
      open(datasetOfDeepLink(url), 'link');
    },
    takeWindowFragment() {
      const id = pending;
      pending = null;
      return id === null ? '' : datasetFragment(id);
    },
    windowReady(window) {
      const id = pending;
      pending = null;
      if (id !== null) show(window, id);
    },
  };
}
