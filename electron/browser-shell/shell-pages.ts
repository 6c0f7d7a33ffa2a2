/**
 * The browser shell's own small pages, shown instead of the app: at an address of an earlier
 * start (or none of the app's), at the loopback names programs use, for a launch link already
 * used, and for headers too large to read. Under the same headers as every answer of the shell
 * (the strict CSP, never cached).
 */
import type http from 'node:http';
import { securityHeaders } from '../renderer-host/renderer-response';

export const SHELL_PAGES = {
  'earlier-start': {
    status: 404,
    title: 'This tab belongs to an earlier start of the app',
    text: 'The app has started again since this page was opened (each start has a new address), or this was never one of its addresses. Open the address the app printed when it started, in the terminal where `npm run start:browser` runs.',
  },
  'programs-address': {
    status: 404,
    title: 'The app is not at this address',
    text: 'This address is for programs. Each start of the app has an address of its own, `http://dmd-….localhost:PORT/…`, printed in the terminal where `npm run start:browser` runs: open that one.',
  },
  'headers-too-large': {
    status: 431,
    title: 'Your browser sent more cookies than the app reads',
    text: 'The request’s headers are larger than the app accepts: most likely a page on this computer filled the browser’s cookies for localhost or 127.0.0.1. Delete this browser’s cookies and site data for localhost and 127.0.0.1 (in Chromium: `chrome://settings/content/all`, search for localhost), then open the address the app printed again.',
  },
  'link-used': {
    status: 403,
    title: 'This link has already been used',
    text: 'Each link the app prints opens it once, in one browser. Go back to the tab it opened; for a new link, stop the app (Ctrl+C in its terminal) and start it again with `npm run start:browser`.',
  },
} as const;

export type ShellPage = keyof typeof SHELL_PAGES;

/** Never cached, whatever the answer: a browser must not keep anything of this origin (docs/decisions/browser-shell-origin.md). */
export function shellHeaders(): Record<string, string> {
  return { ...securityHeaders(), 'Cache-Control': 'no-store' };
}

function shellPageBody(page: ShellPage): Buffer {
  const { title, text } = SHELL_PAGES[page];
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text.replace(/`([^`]+)`/g, '<code>$1</code>')}</p></body></html>\n`;
  return Buffer.from(html, 'utf8');
}

export function sendShellPage(res: http.ServerResponse, page: ShellPage, method: string | undefined): void {
  const body = shellPageBody(page);
  res.writeHead(SHELL_PAGES[page].status, { ...shellHeaders(), 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(method === 'HEAD' ? undefined : body);
}

/** A whole HTTP response with a shell page, for a socket Node's parser gave up on (no `ServerResponse` exists for it), then `Connection: close`. */
export function rawShellPage(page: ShellPage, reason: string): Buffer {
  const body = shellPageBody(page);
  const headers = { ...shellHeaders(), 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length), Connection: 'close' };
  const head = [`HTTP/1.1 ${SHELL_PAGES[page].status} ${reason}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

export function sendRedirect(res: http.ServerResponse, location: string, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(303, { ...shellHeaders(), Location: location, 'Content-Length': 0, ...extraHeaders });
  res.end();
}
