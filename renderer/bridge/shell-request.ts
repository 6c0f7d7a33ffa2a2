/**
 * The HTTP request of one call of the browser shell's core: `POST api/<channel>`, relative to the
 * page (`/<launch-id>/api/…`), signed in by the session cookie the launch link set (the page
 * holds no token: electron/browser-shell/launch-access.ts).
 */
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';

/** `api/<path>` under `baseUrl` (a URL ending in `/`), or relative to the page when it is empty. */
export function shellApiUrl(baseUrl: string, apiPath: string): string {
  return `${baseUrl}api/${apiPath}`;
}

export function requestShell(doFetch: typeof fetch, baseUrl: string, channel: InvokeChannel, input: unknown): Promise<Response> {
  return doFetch(shellApiUrl(baseUrl, channel), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: input === undefined ? undefined : JSON.stringify(input),
    cache: 'no-store',
    credentials: 'same-origin',
  });
}
