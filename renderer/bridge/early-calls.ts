/**
 * The window's first questions, asked while the browser still downloads and compiles the app's
 * code: a small script of their own (early-entry.ts, `async` in index.html) sends them as soon as
 * it arrives, and the page's bridge reads each answer once instead of asking again. The answers
 * are then in when the app first renders, which shows the saved last view at once.
 *
 * Only the two the first paint waits for, which cost nothing and start nothing: the saved UI state
 * and the saved results. More would take the browser's few connections to the page's server from
 * the app's scripts. Never the connection's status: it starts the embedded marketplace, whose
 * start would slow the window's own (the core starts it when needed first).
 */
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';

export const EARLY_CHANNELS = ['ui-state:get', 'query-cache:load'] as const satisfies readonly InvokeChannel[];

const sent = new Map<InvokeChannel, Promise<Response>>();
/** The app has started asking: a script that comes after it asks nothing. */
let appAsking = false;

/** Sends every early question once per page, unless the app's own questions have begun. */
export function askEarly(send: (channel: InvokeChannel) => Promise<Response>): void {
  if (appAsking) return;
  for (const channel of EARLY_CHANNELS) {
    if (sent.has(channel)) continue;
    const request = send(channel);
    // Read by the call that takes it; one never taken must not fail unheard.
    request.catch(() => undefined);
    sent.set(channel, request);
  }
}

/** The early request of `channel`, taken once (a later call asks the core again); none for a call with input. */
export function takeEarlyRequest(channel: InvokeChannel, input: unknown): Promise<Response> | undefined {
  appAsking = true;
  if (input !== undefined) return undefined;
  const request = sent.get(channel);
  sent.delete(channel);
  return request;
}
