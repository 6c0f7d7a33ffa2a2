/**
 * The bridge in a plain browser: each method is `POST /api/<channel>` to the browser shell
 * (electron/browser-shell/server.ts) with the per-launch token in `X-Shell-Token`; events come
 * from one EventSource on `/api/events`, reopened after a failure.
 */
import type { Result } from '../../shared/domain/app-error';
import { BROWSER_SHELL_TOKEN_HEADER, bridgeEventSubscriptions, type MarketplaceBridge } from '../../shared/ipc/bridge';
import type { EventChannel, EventPayloads, InvokeChannel } from '../../shared/ipc/ipc-contract';
import { buildBridge } from '../../shared/ipc/bridge-builder';
import { coreFailure, isResult } from '../../shared/ipc/core-unreachable';
import { takeShellToken } from './shell-token';

const MISSING_TOKEN_MESSAGE = "This page has no access token for the app's core. Open the link printed by `npm run start:browser` (it ends in #token=…).";
const REFUSED_TOKEN_MESSAGE = "The app's core refused this page's access token (the app was probably restarted). Open the new link it printed.";

export interface BrowserBridgeOptions {
  /** Where the shell serves `/api/…`; the page's own origin by default. */
  baseUrl?: string;
  token?: string | null;
  fetch?: typeof fetch;
  EventSource?: typeof EventSource;
  /** First and longest wait before reopening a failed event stream (ms). */
  reconnectDelays?: { initial: number; max: number };
}

type AnyListener = (payload: unknown) => void;

export function createBrowserBridge(options: BrowserBridgeOptions = {}): MarketplaceBridge {
  const token =
    options.token !== undefined ? options.token : takeShellToken({ location: window.location, history: window.history, storage: safeSessionStorage() });
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const EventSourceImpl = options.EventSource ?? (typeof EventSource === 'undefined' ? null : EventSource);
  const delays = options.reconnectDelays ?? { initial: 1000, max: 30_000 };

  async function call(channel: InvokeChannel, input: unknown): Promise<Result<unknown>> {
    if (!token) return coreFailure(MISSING_TOKEN_MESSAGE);
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/api/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [BROWSER_SHELL_TOKEN_HEADER]: token },
        body: input === undefined ? undefined : JSON.stringify(input),
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch {
      return coreFailure();
    }
    if (response.status === 401) return coreFailure(REFUSED_TOKEN_MESSAGE);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return coreFailure(`The app's core sent an unreadable answer (HTTP ${response.status}).`);
    }
    if (isResult(body)) return body;
    return coreFailure(`The app's core sent an unexpected answer (HTTP ${response.status}).`);
  }

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
    if (source || !token || !EventSourceImpl || listenerCount() === 0) return;
    const opened = new EventSourceImpl(`${baseUrl}/api/events?token=${encodeURIComponent(token)}`);
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

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
