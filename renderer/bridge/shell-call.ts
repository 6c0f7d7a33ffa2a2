/**
 * One call of the browser shell's core (shell-request.ts), answered with the core's Result; or the
 * same call's request sent before (an early question, early-calls.ts), read the same way.
 */
import type { Result } from '../../shared/domain/app-error';
import { coreFailure, isResult } from '../../shared/ipc/core-unreachable';
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';
import { requestShell } from './shell-request';

const NOT_SIGNED_IN_MESSAGE = "The app's core did not recognise this tab (the app was probably restarted). Open the new link it printed.";

export interface ShellCallOptions {
  /** The URL `api/…` is under (ending in `/`); the page's own address when empty. */
  baseUrl: string;
  fetch: typeof fetch;
}

/** `sent`: this call's request, already sent. */
export type ShellCall = (channel: InvokeChannel, input: unknown, sent?: Promise<Response>) => Promise<Result<unknown>>;

export function shellCall({ baseUrl, fetch: doFetch }: ShellCallOptions): ShellCall {
  return async (channel, input, sent) => {
    let response: Response;
    try {
      response = await (sent ?? requestShell(doFetch, baseUrl, channel, input));
    } catch {
      return coreFailure();
    }
    if (response.status === 401) return coreFailure(NOT_SIGNED_IN_MESSAGE);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return coreFailure(`The app's core sent an unreadable answer (HTTP ${response.status}).`);
    }
    if (isResult(body)) return body;
    return coreFailure(`The app's core sent an unexpected answer (HTTP ${response.status}).`);
  };
}
