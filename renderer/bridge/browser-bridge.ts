/**
 * The bridge in a plain browser: each method is `POST api/<channel>` (under the page's launch
 * path) to the browser shell (electron/browser-shell/server.ts, shell-call.ts) or, for the page's
 * first questions, the answer of the same question asked early (early-calls.ts); events come from
 * one EventSource on `api/events`, reopened after a failure. The session cookie signs them in.
 */
import type { Result } from '../../shared/domain/app-error';
import { bridgeEventSubscriptions, type MarketplaceBridge } from '../../shared/ipc/bridge';
import type { EventChannel, EventPayloads, InvokeChannel } from '../../shared/ipc/ipc-contract';
import { buildBridge } from '../../shared/ipc/bridge-builder';
import { takeEarlyRequest } from './early-calls';
import { shellCall } from './shell-call';
import { shellApiUrl } from './shell-request';

export interface BrowserBridgeOptions {
  /** The URL `api/…` is under (ending in `/`); the page's own address by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  EventSource?: typeof EventSource;
  /** First and longest wait before reopening a failed event stream (ms). */
  reconnectDelays?: { initial: number; max: number };
}

type AnyListener = (payload: unknown) => void;

export function createBrowserBridge(options: BrowserBridgeOptions = {}): MarketplaceBridge {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const EventSourceImpl = options.EventSource ?? (typeof EventSource === 'undefined' ? null : EventSource);
  const delays = options.reconnectDelays ?? { initial: 1000, max: 30_000 };

  const ask = shellCall({ baseUrl, fetch: doFetch });
  // The early questions were the page's own: a bridge given another core asks for itself.
  const pages = options.baseUrl === undefined;
  const call = (channel: InvokeChannel, input: unknown): Promise<Result<unknown>> => ask(channel, input, pages ? takeEarlyRequest(channel, input) : undefined);

  const listeners = new Map<EventChannel, Set<AnyListener>>();
  let source: EventSource | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let nextDelay = delays.initial;

  const listenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);

  function dispatch(event: EventChannel, data: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`A listener of ${event} failed`, error);
      }
    }
  }

  function openStream(): void {
    if (source || !EventSourceImpl || listenerCount() === 0) return;
    const opened = new EventSourceImpl(shellApiUrl(baseUrl, 'events'));
    source = opened;
    for (const event of Object.values(bridgeEventSubscriptions)) {
      opened.addEventListener(event, (message) => dispatch(event, (message as MessageEvent<string>).data));
    }
    opened.onopen = () => {
      nextDelay = delays.initial;
    };
    opened.onerror = () => {
      // EventSource retries by itself after a dropped connection; once it gives up (CLOSED:
      // an error status, or the shell gone), reopen with a growing delay.
      if (opened.readyState !== EventSourceImpl.CLOSED) return;
      closeStream();
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        openStream();
      }, nextDelay);
      nextDelay = Math.min(nextDelay * 2, delays.max);
    };
  }

  function closeStream(): void {
    source?.close();
    source = null;
  }

  function subscribe<E extends EventChannel>(event: E, listener: (payload: EventPayloads[E]) => void): () => void {
    const anyListener = listener as AnyListener;
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(anyListener);
    openStream();
    return () => {
      set.delete(anyListener);
      if (listenerCount() === 0) {
        closeStream();
        if (reconnectTimer) clearTimeout(reconnectTimer);
        reconnectTimer = null;
      }
    };
  }

  return buildBridge({ call, subscribe });
}
