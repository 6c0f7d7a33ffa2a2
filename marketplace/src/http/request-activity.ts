import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Whether a server is busy: requests being answered, and when the last one ended. */
export interface RequestActivity {
  /** True when no request is being answered and none ended within the last `quietMs`. */
  isIdle(quietMs: number): boolean;
}

/** Follows the requests of `server` (each counts from its arrival until its response closes). */
export function followRequestActivity(server: Server, now: () => number = () => performance.now()): RequestActivity {
  let inFlight = 0;
  let lastEndedAt = -Infinity;
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      lastEndedAt = now();
    });
  });
  return { isIdle: (quietMs) => inFlight === 0 && now() - lastEndedAt >= quietMs };
}
