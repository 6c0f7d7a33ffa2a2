/**
 * index.html's first script, `async`: it runs as soon as it arrives, before the app's code, and
 * sends the window's first questions (early-calls.ts). In Electron the preload's bridge answers
 * over IPC with no network round trip, and the page sends nothing here.
 */
import { askEarly } from './early-calls';
import { isBrowserShellPage } from './page-kind';
import { requestShell } from './shell-request';

if (isBrowserShellPage()) askEarly((channel) => requestShell(fetch.bind(window), '', channel, undefined));
