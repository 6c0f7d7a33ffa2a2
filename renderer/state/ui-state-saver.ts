/**
 * Saves the renderer's UiState through the core without ever dropping a change. A change the
 * core could not save (a full disk: `storage` / `settings_not_saved`, or a core that did not
 * answer) stays pending and on screen; the saver says so through `onProblem`, tries again with
 * a growing pause (1 s, 2 s, 4 s … up to a minute) and at once after the next change, and clears
 * the problem when a save goes through.
 */
import type { AppError, Result } from '../../shared/domain/app-error';
import type { UiState } from '../../shared/ipc/ipc-contract';

export interface UiStateSaverOptions {
  save(state: UiState): Promise<Result<null>>;
  /** The state as loaded: nothing to save until it changes. */
  initial: UiState;
  /** Called with the failure while a change is waiting to be saved, and with null once it is. */
  onProblem(problem: AppError | null): void;
  /** Wait after a change before saving it (changes in between are saved together). */
  debounceMs?: number;
  /** Pauses between attempts after a failure; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export interface UiStateSaver {
  /** The state changed: save it after the debounce (or right away when a retry is waiting). */
  change(state: UiState): void;
  /** Saves what is pending now, without waiting for the debounce or a retry pause. */
  flush(): Promise<void>;
  /** A state is waiting to be saved. */
  pending(): boolean;
  stop(): void;
}

const UI_STATE_SAVE_DEBOUNCE_MS = 300;
const UI_STATE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000] as const;

function thrownProblem(error: unknown): AppError {
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: 'network', message: `The app's core did not answer (${reason}).` };
}

export function createUiStateSaver(options: UiStateSaverOptions): UiStateSaver {
  const debounceMs = options.debounceMs ?? UI_STATE_SAVE_DEBOUNCE_MS;
  const retryDelays = options.retryDelaysMs ?? UI_STATE_RETRY_DELAYS_MS;
  let saved = JSON.stringify(options.initial);
  let waiting: UiState | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule(delayMs: number): void {
    clearTimer();
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void attempt();
    }, delayMs);
  }

  function succeeded(serialised: string): void {
    saved = serialised;
    if (failures > 0) options.onProblem(null);
    failures = 0;
  }

  function failed(problem: AppError): void {
    failures += 1;
    options.onProblem(problem);
    schedule(retryDelays[Math.min(failures - 1, retryDelays.length - 1)] ?? 60_000);
  }

  /** One save of the newest waiting state; changes made meanwhile are saved right after. */
  async function attempt(): Promise<void> {
    if (inFlight) return inFlight;
    const state = waiting;
    if (state === null) return;
    const serialised = JSON.stringify(state);
    if (serialised === saved) {
      waiting = null;
      succeeded(serialised);
      return;
    }
    inFlight = (async () => {
      let result: Result<null>;
      try {
        result = await options.save(state);
      } catch (error) {
        result = { ok: false, error: thrownProblem(error) };
      }
      inFlight = null;
      if (!result.ok) {
        failed(result.error);
        return;
      }
      if (waiting === state) waiting = null;
      succeeded(serialised);
      // A change made while this one was being written.
      if (waiting !== null && timer === null) schedule(0);
    })();
    return inFlight;
  }

  return {
    change(state) {
      waiting = state;
      // Right after a failure too: a change is the moment to try again, not the end of a long pause.
      schedule(debounceMs);
    },
    async flush() {
      clearTimer();
      await inFlight;
      await attempt();
    },
    pending: () => waiting !== null,
    stop() {
      stopped = true;
      clearTimer();
    },
  };
}
