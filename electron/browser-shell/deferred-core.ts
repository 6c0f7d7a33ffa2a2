/**
 * The core as the server sees it while it may still be loading: a call waits for it, an event
 * listener is attached once it is up. A core that fails to load fails every call (the shell then exits).
 */
import type { Core } from '../core/create-core';

export type ServedCore = Pick<Core, 'invoke' | 'onEvent'>;

export function deferredCore(loading: Promise<ServedCore>): ServedCore {
  // Failures are the caller's to report (cli.ts): here they only fail the calls.
  loading.catch(() => undefined);
  return {
    invoke: async (channel, input) => (await loading).invoke(channel, input),
    onEvent(listener) {
      let detach: (() => void) | null = null;
      let detached = false;
      void loading.then(
        (core) => {
          if (!detached) detach = core.onEvent(listener);
        },
        () => undefined,
      );
      return () => {
        detached = true;
        detach?.();
      };
    },
  };
}
