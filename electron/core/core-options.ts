/** What the shell gives the core when it creates it (create-core.ts), and the tuning tests add. */
import type { ExportSaved } from '../../shared/ipc/ipc-contract';
import type { createEmbeddedMarketplace } from './embedded/embedded-marketplace';
import type { MarketplaceChildLaunch } from './embedded/marketplace-child-host';
import type { ChromiumNetwork } from './network/chromium-requests';
import type { SecretBackend } from './secrets/secret-backend';

export interface CoreOptions {
  /** settings.json, quota-state.json, query-cache.json and the embedded marketplace db live here. */
  userDataDir: string;
  shell: 'electron' | 'browser';
  appVersion: string;
  /** Ordered by preference; the core adds the in-memory fallback itself. */
  secretBackends: SecretBackend[];
  /** Called only with vetted https URLs. */
  openExternal(url: string): Promise<void>;
  /**
   * Electron: asks where to save an export (a save dialog) and writes it there. The browser shell
   * has no dialog and gives none: the renderer downloads the file instead.
   */
  saveFile?(file: { fileName: string; mimeType: string; content: string }): Promise<ExportSaved>;
  /** Electron: the window's print-to-PDF of what is on screen (the printable report), saved through a dialog. */
  printToPdf?(fileName: string): Promise<ExportSaved>;
  /** Browser shell `--api-base`: use this custom connection for this run. */
  apiBaseOverride?: string;
  /**
   * DMD_API_KEY (automation): used for this run's connection only — `apiBaseOverride` when given,
   * else the embedded marketplace — never for a connection picked later, never stored.
   */
  apiKeyOverride?: string;
  embedded?: { datasets?: number; seed?: number; now?: () => Date };
  /** How long the page waits for the opening search's first results (default OPENING_VIEW_WAIT_MS, create-core.ts). */
  openingViewWaitMs?: number;
  /** The embedded marketplace's own process: its built script and how to fork it (default: the source script, forked with Node). */
  marketplaceChild?: MarketplaceChildLaunch;
  /** The time budget of one marketplace call, retries included (default 10 s; `--request-timeout`). */
  requestTimeoutMs?: number;
  /** Never receives the key. */
  log?: (line: string) => void;
  /** Electron's `shell.openPath` (the logs folder): '' when opened, else why not. */
  openPath?(folder: string): Promise<string>;
  /**
   * Electron: Chromium's network stack (`net.request` with the session's proxy settings: system,
   * PAC, WPAD, and the OS certificate store; its proxy logins answered by the core), used when
   * Settings → Network is System (network/transport-choice.ts). Without it, undici carries every request.
   */
  chromium?: ChromiumNetwork;
}

/** Tuning that tests need; not part of the public options. */
export interface CoreInternals {
  startMarketplace?: Parameters<typeof createEmbeddedMarketplace>[0]['start'];
}
