/** The header that carries the browser shell's per-launch token (renderer/bridge/shell-request.ts → electron/browser-shell/api-requests.ts). */
export const BROWSER_SHELL_TOKEN_HEADER = 'X-Shell-Token';
