/**
 * One call of the browser shell's core (shell-request.ts), answered with the core's Result; or the
 * same call's request sent before (an early question, early-calls.ts), read the same way.
 */
import type { Result } from '../../shared/domain/app-error';
import { coreFailure, isResult } from '../../shared/ipc/core-unreachable';
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';
import { requestShell } from './shell-request';

const MISSING_TOKEN_MESSAGE = "This page has no access token for the app's core. Open the link printed by `npm run start:browser` (it ends in #token=…).";
const REFUSED_TOKEN_MESSAGE = "The app's core refused this page's access token (the app was probably restarted). Open the new link it printed.";

export interface ShellCallOptions {
  /** Where the shell serves `/api/…`; the page's own origin when empty. */
  baseUrl: string;
  token: string | null;
  fetch: typeof fetch;
}

/** `sent`: this call's request, already sent. */
export type ShellCall = (channel: InvokeChannel, input: unknown, sent?: Promise<Response>) => Promise<Result<unknown>>;

export function shellCall({ baseUrl, token, fetch: doFetch }: ShellCallOptions): ShellCall {
  return async (channel, input, sent) => {
    if (!token) return coreFailure(MISSING_TOKEN_MESSAGE);
    let response: Response;
    try {
      response = await (sent ?? requestShell(doFetch, baseUrl, token, channel, input));
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
  };
}
