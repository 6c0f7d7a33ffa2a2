/**
 * Serves the built renderer on `app://renderer/…` (see app-origin.ts for why), with the CSP as
 * a response header (and, for index.html, the same policy as its meta tag and the saved first
 * view, if any: first-view-markup.ts).
 */
import { protocol } from 'electron';
import { rendererResponse } from '../renderer-host/renderer-response';
import { firstViewMarkup, withFirstView } from '../renderer-host/first-view-markup';
import { APP_HOST, APP_SCHEME } from './app-origin';

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

/** @param firstView the saved first view to put in the page (the core's `firstView`). */
export function serveRendererOverAppProtocol(rendererDir: string, firstView: () => Promise<unknown>): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const answer = await rendererResponse(rendererDir, url.pathname);
    if (answer.isDocument && request.method === 'GET') {
      answer.body = withFirstView(String(answer.body), firstViewMarkup(await firstView().catch(() => null)));
    }
    const body = request.method === 'HEAD' ? null : typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body);
    return new Response(body, { status: answer.status, headers: answer.headers });
  });
}
