/**
 * The core's events as Server-Sent Events (`GET /api/events`): every open stream gets each
 * event, an idle one a comment now and then so proxies and browsers keep it open, and the number
 * of streams open at once is capped.
 */
import type http from 'node:http';
import type { EventChannel } from '../../shared/ipc/ipc-contract';
import type { Core } from '../core/create-core';
import { securityHeaders } from '../renderer-host/renderer-response';
import { sendFailure } from './http-replies';

/** Open `/api/events` streams at once (a page needs one; reloads and tabs add a few). */
const MAX_EVENT_STREAMS = 8;

export interface EventStreams {
  open(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** Ends every stream and stops following the core. */
  close(): void;
}

export function createEventStreams(core: Pick<Core, 'onEvent'>, heartbeatMs = 20_000): EventStreams {
  const streams = new Set<http.ServerResponse>();
  const broadcast = (event: EventChannel, payload: unknown) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of streams) stream.write(frame);
  };
  const stopEvents = core.onEvent((event, payload) => broadcast(event, payload));
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': keep-alive\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    open(req, res) {
      if (streams.size >= MAX_EVENT_STREAMS) {
        sendFailure(res, 503, 'server', `At most ${MAX_EVENT_STREAMS} event streams can be open at once; close other tabs of the app.`, { 'Retry-After': '5' });
        return;
      }
      res.writeHead(200, {
        ...securityHeaders(),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      // The browser waits this long before reconnecting after a dropped stream.
      res.write('retry: 2000\n: connected\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
    },
    close() {
      stopEvents();
      clearInterval(heartbeat);
      for (const stream of streams) stream.end();
      streams.clear();
    },
  };
}
