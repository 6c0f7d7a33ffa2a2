/**
 * The core of one browser shell run, with all it loads (most of the shell's code): cli.ts loads
 * this module once its server listens and its address is out, so the browser asks for the page
 * while this loads; the server holds the page's first calls until the core is up (deferred-core.ts).
 */
import { createCore, type Core } from '../core/create-core';
import { forkNodeChild } from '../core/embedded/marketplace-child-host';
import { systemKeychainBackends } from '../core/secrets/system-keychain';
import type { BrowserShellArgs } from './cli-args';
import { openExternalWithSystemOpener } from './open-external';

export interface ShellCoreOptions {
  args: BrowserShellArgs;
  apiKeyOverride: string | undefined;
  appVersion: string;
  /** The built marketplace process's script; null from source (the core's default, under tsx). */
  marketplaceChildScript: string | null;
}

export function createShellCore({ args, apiKeyOverride, appVersion, marketplaceChildScript }: ShellCoreOptions): Promise<Core> {
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
    ...(marketplaceChildScript ? { marketplaceChild: { script: marketplaceChildScript, fork: forkNodeChild } } : {}),
    log: (line) => console.error(`[core] ${line}`),
  });
}
