/**
 * Builds a MarketplaceBridge — one named method per contract channel, one subscription per
 * event — from a transport. Both the Electron preload and the browser shell's client use it,
 * so neither can miss or misname a channel; it lives in shared/ because the preload (Electron's
 * side) and the renderer may both import shared code, and neither may import the other. The transport stays private to the bridge: the
 * renderer only ever sees the named methods.
 */
import type { Result } from '../domain/app-error';
import { bridgeEventSubscriptions, bridgeMethodChannels, type MarketplaceBridge } from './bridge';
import type { EventChannel, EventPayloads, InvokeChannel } from './ipc-contract';

export interface BridgeTransport {
  call(channel: InvokeChannel, input: unknown): Promise<Result<unknown>>;
  subscribe<E extends EventChannel>(event: E, listener: (payload: EventPayloads[E]) => void): () => void;
}

export function buildBridge(transport: BridgeTransport): MarketplaceBridge {
  const bridge: Record<string, unknown> = {};
  for (const [method, channel] of Object.entries(bridgeMethodChannels)) {
    // eslint-disable-next-line own-keys/no-string-key-lookup -- the names are the contract's own tables
    bridge[method] = (input?: unknown) => transport.call(channel, input);
  }
  for (const [subscription, event] of Object.entries(bridgeEventSubscriptions)) {
    // eslint-disable-next-line own-keys/no-string-key-lookup -- the names are the contract's own tables
    bridge[subscription] = (listener: (payload: EventPayloads[typeof event]) => void) => {
      if (typeof listener !== 'function') throw new TypeError(`${subscription} needs a listener function.`);
      return transport.subscribe(event, listener);
    };
  }
  return Object.freeze(bridge) as MarketplaceBridge;
}
