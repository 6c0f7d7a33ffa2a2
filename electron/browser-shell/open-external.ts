/**
 * Opens a URL (already vetted by the core's `shell:open-external`) in the user's browser from
 * the browser shell, as Electron's shell.openExternal does in the app: the platform's opener,
 * detached, with the URL as one argument (never through a shell).
 */
import { spawn } from 'node:child_process';

export function openerCommand(platform: NodeJS.Platform, url: string): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // rundll32's FileProtocolHandler takes the URL as a single argument, with no cmd.exe quoting pitfalls.
  if (platform === 'win32') return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  return { command: 'xdg-open', args: [url] };
}

export function openExternalWithSystemOpener(url: string, platform: NodeJS.Platform = process.platform): Promise<void> {
  const { command, args } = openerCommand(platform, url);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore', shell: false });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'ENOENT' ? `No program to open links was found (${command}).` : `Could not open the link: ${error.message}`));
    });
    child.once('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
