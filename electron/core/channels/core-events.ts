/**
 * The events the core pushes to the renderer (shared/ipc/ipc-contract.ts `EventPayloads`). Every
 * payload leaves without any key the core knows (secret-redaction.ts), and a listener that
 * throws never stops the others.
 */
import type { EventChannel, EventPayloads } from '../../../shared/ipc/ipc-contract';
import type { SecretRedactor } from '../secrets/secret-redaction';

export type CoreEventListener = <E extends EventChannel>(event: E, payload: EventPayloads[E]) => void;

export interface CoreEvents {
  emit<E extends EventChannel>(event: E, payload: EventPayloads[E]): void;
  /** Returns the unsubscribe. */
  listen(listener: CoreEventListener): () => void;
  clear(): void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createCoreEvents(secrets: SecretRedactor, log: (line: string) => void): CoreEvents {
  const listeners = new Set<CoreEventListener>();
  return {
    emit(event, payload) {
      let clean: typeof payload;
      try {
        clean = secrets.deep(payload);
      } catch (error) {
        log(`The ${event} event was not sent: it could not be checked for keys (${reason(error)}).`);
        return;
      }
      for (const listener of listeners) {
        try {
          listener(event, clean);
        } catch (error) {
          log(`An event listener failed on ${event}: ${reason(error)}`);
        }
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}
