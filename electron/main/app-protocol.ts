/**
 * Serves the built renderer on `app://renderer/…` (see app-origin.ts for why), with the CSP as
 * a response header (and, for index.html, the same policy as its meta tag and the saved first
 * view, if any: first-view-markup.ts).
 */
import { protocol } from 'electron';
import { rendererResponse } from '../renderer-host/renderer-response';
import { pageWithFirstView } from '../renderer-host/first-view-markup';
import { APP_HOST, APP_SCHEME } from './app-origin';
import type { PageFirstView } from '../../shared/ipc/first-view';

/** Must run before `app` is ready. */
export function registerAppSchemeAsPrivileged(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // standard + secure: a real origin, treated like https (module scripts, fetch, storage).
      // Not bypassCSP, not corsEnabled: the renderer's own policy applies and nobody else may read it.
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/** @param firstView the first view to put in the page (the core's `firstView`). */
export function serveRendererOverAppProtocol(rendererDir: string, firstView: () => Promise<PageFirstView | null>): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const answer = await rendererResponse(rendererDir, url.pathname);
    if (answer.isDocument && request.method === 'GET' && answer.status === 200) {
      // Streamed as the browser shell sends it: the head at once, the first view when it is read.
      const parts = pageWithFirstView(String(answer.body), firstView(), (error) =>
        console.error(`The first view could not be read: ${error instanceof Error ? error.message : String(error)}`),
      );
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await parts.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        // The window went before the page was whole: nothing more is written.
        cancel() {
          void parts.return(undefined);
        },
      });
      return new Response(body, { status: answer.status, headers: answer.headers });
    }
    const body = request.method === 'HEAD' ? null : typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body);
    return new Response(body, { status: answer.status, headers: answer.headers });
  });
}
