import type { BuildProgress, BuildReason, MarketplaceStartSpec, RebuildOutcome } from '../../../shared/process/marketplace-process';

/** How the core starts one marketplace server: what it needs to say, and to hear back. */
export interface EmbeddedStartOptions extends MarketplaceStartSpec {
  now?: () => Date;
  onProgress?: (progress: BuildProgress) => void;
  onBuild?: (reason: BuildReason) => void;
  onRebuilt?: (outcome: RebuildOutcome) => void;
  /** A request found the database damaged; the caller restarts it with `damaged`. */
  onDamaged?: (problem: string) => void;
  /** The server's process ended without being closed (a crash, a kill); `detail` says how. */
  onUnexpectedExit?: (detail: string) => void;
}

/** A running marketplace server, in-process (tests) or in a child process. */
export interface EmbeddedServer {
  /** e.g. http://127.0.0.1:43121 */
  url: string;
  port: number;
  /** The process serving it, when that is not this one. */
  pid?: number;
  admin: {
    /** Makes `key` a demo key of the free account too. */
    registerDemoKey(key: string): void | Promise<void>;
    revokeKey(key: string): void | Promise<void>;
  };
  close(): Promise<void>;
}

export type StartMarketplace = (options: EmbeddedStartOptions) => Promise<EmbeddedServer>;
