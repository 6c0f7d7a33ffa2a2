/** The HTTP request of one call of the browser shell's core: `POST /api/<channel>`, the per-launch token in its header. */
import type { InvokeChannel } from '../../shared/ipc/ipc-contract';
import { BROWSER_SHELL_TOKEN_HEADER } from '../../shared/ipc/shell-token-header';

export function requestShell(doFetch: typeof fetch, baseUrl: string, token: string, channel: InvokeChannel, input: unknown): Promise<Response> {
  return doFetch(`${baseUrl}/api/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [BROWSER_SHELL_TOKEN_HEADER]: token },
    body: input === undefined ? undefined : JSON.stringify(input),
    cache: 'no-store',
    credentials: 'omit',
  });
}
