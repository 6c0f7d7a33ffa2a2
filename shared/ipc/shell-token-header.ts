/** The header that carries the browser shell's per-launch token, for programs that read it from the ready file (electron/browser-shell/api-requests.ts); the page never holds it. */
export const BROWSER_SHELL_TOKEN_HEADER = 'X-Shell-Token';
