/**
 * What the core and the embedded marketplace say to each other when the marketplace runs in a
 * process of its own (an Electron utility process, or `child_process.fork` under the browser
 * shell): the messages each way, and the catalog build's reasons and progress both sides name.
 * Plain data only: every message crosses a process boundary (structured clone or JSON).
 *
 * It lives in shared/ because neither side may import the other: the core drives the process
 * (electron/core/embedded/marketplace-child-host.ts), the marketplace answers it (marketplace/src/child/).
 */

/**
 * The edition of the generated catalog: raised whenever the generator writes other records for
 * the same seed and size. The marketplace rebuilds a catalog of another edition, and the core
 * keeps the saved answers of each edition apart (they name datasets the other does not have).
 */
export const CATALOG_EDITION = 5;

/** One step of a catalog build (marketplace/src/db/build-catalog-database.ts). */
export interface BuildProgress {
  phase: 'datasets' | 'search-index' | 'indexes';
  done: number;
  total: number;
}

/** Why the catalog is (re)built: there was none, it was for an older app (or unfinished), or it is damaged. */
export type BuildReason = { kind: 'new' } | { kind: 'outdated' } | { kind: 'damaged'; problem: string };

/** What a rebuild kept: the rows of the account tables (accounts, keys, usage) it could read and write back. */
export interface RebuildOutcome {
  reason: BuildReason;
  keptAccountRows: number;
}

/** Which marketplace to start, and where: what the core says, in-process and across processes alike. */
export interface MarketplaceStartSpec {
  dbFile: string;
  datasets: number;
  seed: number;
  host: string;
  port: number;
  /** The demo key the marketplace should know from its start. */
  freeKey?: string;
  /** Rebuild the database even if it looks sound: a request found it damaged (the problem). */
  damaged?: string;
}

/** How the core asks the child to start its marketplace (the options that survive a process boundary). */
export interface MarketplaceChildStart extends MarketplaceStartSpec {
  /** The core's clock minus the real one (ms): a clock cannot cross a process boundary, an offset can. */
  clockOffsetMs?: number;
}

export type MarketplaceAdminAction = 'registerDemoKey' | 'revokeKey';

/** Core → child. */
export type HostMessage =
  { type: 'start'; options: MarketplaceChildStart } | { type: 'admin'; id: number; action: MarketplaceAdminAction; key: string } | { type: 'close' };

/** Child → core. */
export type ChildMessage =
  | { type: 'build'; reason: BuildReason }
  | { type: 'progress'; progress: BuildProgress }
  | { type: 'rebuilt'; outcome: RebuildOutcome }
  | { type: 'damaged'; problem: string }
  | { type: 'started'; url: string; port: number }
  /** `engine`: the marketplace's code (and with it the native better-sqlite3) could not be loaded. */
  | { type: 'start-failed'; message: string; code?: string; engine?: boolean }
  | { type: 'admin-done'; id: number; error?: string }
  | { type: 'closed' };
