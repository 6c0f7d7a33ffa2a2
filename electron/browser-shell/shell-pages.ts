/**
 * The browser shell's own small pages, shown instead of the app: at an address of an earlier
 * start (or none of the app's), and for a launch link already used. Under the same headers as
 * every answer of the shell (the strict CSP, never cached).
 */
import type http from 'node:http';
import { securityHeaders } from '../renderer-host/renderer-response';

export const SHELL_PAGES = {
  'earlier-start': {
    status: 404,
    title: 'This tab belongs to an earlier start of the app',
    text: 'The app has started again since this page was opened (each start has a new address), or this was never one of its addresses. Open the address the app printed when it started, in the terminal where `npm run start:browser` runs.',
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

export function sendShellPage(res: http.ServerResponse, page: ShellPage, method: string | undefined): void {
  const { status, title, text } = SHELL_PAGES[page];
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text.replace(/`([^`]+)`/g, '<code>$1</code>')}</p></body></html>\n`;
  const body = Buffer.from(html, 'utf8');
  res.writeHead(status, { ...shellHeaders(), 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(method === 'HEAD' ? undefined : body);
}

export function sendRedirect(res: http.ServerResponse, location: string, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(303, { ...shellHeaders(), Location: location, 'Content-Length': 0, ...extraHeaders });
  res.end();
}
