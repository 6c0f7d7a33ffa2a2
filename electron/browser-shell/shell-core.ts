/**
 * The core of one browser shell run, with all it loads (most of the shell's code): cli.ts loads
 * this module once its server listens and its address is out, so the browser asks for the page
 * while this loads; the server holds the page's first calls until the core is up (deferred-core.ts).
 */
import { createCore, type Core } from '../core/create-core';
import type { MarketplaceChildLaunch } from '../core/embedded/marketplace-child-host';
import { systemKeychainBackends } from '../core/secrets/system-keychain';
import type { BrowserShellArgs } from './cli-args';
import { openExternalWithSystemOpener } from './open-external';

export interface ShellCoreOptions {
  args: BrowserShellArgs;
  apiKeyOverride: string | undefined;
  appVersion: string;
  /** How the marketplace's process starts (its first one perhaps forked already, cli.ts). */
  marketplaceChild: MarketplaceChildLaunch;
}

/** DMD_OPENING_VIEW_WAIT_MS: how long the page may wait for the first results to come with it (a slow machine's, the tests'). */
function openingViewWait(setting: string | undefined): { openingViewWaitMs?: number } {
  const ms = Number(setting);
  return setting !== undefined && Number.isInteger(ms) && ms >= 0 && ms <= 60_000 ? { openingViewWaitMs: ms } : {};
}

export function createShellCore({ args, apiKeyOverride, appVersion, marketplaceChild }: ShellCoreOptions): Promise<Core> {
  return createCore({
    userDataDir: args.userDataDir,
    shell: 'browser',
    appVersion,
    // `--key-storage memory`: keys (the demo key too) never reach the system keychain.
    secretBackends: args.keyStorage === 'memory' ? [] : systemKeychainBackends(),
    openExternal: (url) => openExternalWithSystemOpener(url),
    ...(args.apiBase ? { apiBaseOverride: args.apiBase } : {}),
    ...(apiKeyOverride ? { apiKeyOverride } : {}),
    ...(args.datasets ? { embedded: { datasets: args.datasets } } : {}),
    ...(args.requestTimeoutMs ? { requestTimeoutMs: args.requestTimeoutMs } : {}),
    marketplaceChild,
    ...openingViewWait(process.env.DMD_OPENING_VIEW_WAIT_MS),
    log: (line) => console.error(`[core] ${line}`),
  });
}
