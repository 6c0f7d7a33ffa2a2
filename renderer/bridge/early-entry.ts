/**
 * index.html's first script, `async`: it runs as soon as it arrives, before the app's code, and
 * sends the window's first questions (early-calls.ts). In Electron the preload's bridge answers
 * over IPC with no network round trip, and the page sends nothing here. In both, first results the
 * page comes with wear the system's theme when the user left it to the system.
 */
import { followSystemTheme } from '../state/first-view-theme';
import { askEarly } from './early-calls';
import { isBrowserShellPage } from './page-kind';
import { requestShell } from './shell-request';

if (isBrowserShellPage()) askEarly((channel) => requestShell(fetch.bind(window), '', channel, undefined));
followSystemTheme();
