/**
 * The desktop core: the one place that holds the API key and talks HTTP to the marketplace. It
 * serves the channels of shared/ipc/ipc-contract.ts (each input validated against the contract) and
 * pushes events. Plain Node: it runs in Electron's main process and under the browser shell.
 *
 * This file only composes: core-services.ts opens the parts, channels/ holds a module per area
 * that serves its channels, channels/invoke-channel.ts checks every call on its way in and out.
 */
import { createSavedSearchCheck } from './saved-search-check/saved-search-check';
import { openCheckStore } from './saved-search-check/check-store';
import { savedSearchCheckChannels } from './channels/saved-search-check-channels';
import { networkChannels } from './channels/network-channels';
import type { Result } from '../../shared/domain/app-error';
import type { CatalogBuildStatus } from '../../shared/ipc/ipc-contract';
import type { FirstViewElement, PageFirstView } from '../../shared/ipc/first-view';
import { flushAtomicWrites, guardWritesUnder } from './storage/atomic-file';
import { appChannels } from './channels/app-channels';
import type { ChannelHandlers } from './channels/channel-handlers';
import { withOpeningSearch } from './channels/opening-search';
import { resultsFirstView } from '../../shared/display/results-first-view';
import { queryNarrows } from '../../shared/display/count-scope';
import { connectionChannels } from './channels/connection-channels';
import { createCoreEvents, type CoreEventListener } from './channels/core-events';
import { createInvoke } from './channels/invoke-channel';
import { marketplaceChannels } from './channels/marketplace-channels';
import { stateChannels } from './channels/state-channels';
import { EMBEDDED_ACCOUNT } from './connection/connections';
import { openCoreServices } from './core-services';
import { createSecretRedactor } from './secrets/secret-redaction';
import { proxyPasswords } from './secrets/proxy-secrets';
import { openCoreLog, type CoreLog } from './logging/core-log';
import { LOGS_DIR } from './logging/log-file';
import { describeNetwork } from './network/network-description';
import { diagnosticsChannels } from './channels/diagnostics-channels';
import path from 'node:path';
import type { CoreInternals, CoreOptions } from './core-options';

export type { CoreInternals, CoreOptions } from './core-options';
export type { CoreEventListener } from './channels/core-events';

export interface Core {
  /** Validates channel name and input (zod, from the contract); never throws, never rejects. */
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
  onEvent(listener: CoreEventListener): () => void;
  /**
   * Called once the shell has started: asks for the connection's status now when the window will
   * wait for it first (no saved last view to show), so that the embedded marketplace starts while
   * the window loads; else leaves that to the window's first question.
   */
  startConnectionEarly(): void;
  /**
   * The first view for the page the shell serves (shared/ipc/first-view.ts); null when there is none.
   * After a restart, the saved copy of this connection and key. On a start with no saved last
   * view, the window's first results: the opening search's answer (channels/opening-search.ts)
   * once it is in (shared/display/results-first-view.ts), unless it failed, a catalog is being
   * built, or it takes longer than OPENING_VIEW_WAIT_MS.
   */
  firstView(): Promise<PageFirstView | null>;
  /** Stops the embedded marketplace and flushes state. */
  dispose(): Promise<void>;
}

/** How long the page the shell serves waits for the first results to come with it; the app shows them itself after. */
export const OPENING_VIEW_WAIT_MS = 800;

export async function createCore(options: CoreOptions, internals: CoreInternals = {}): Promise<Core> {
  // Every key the core knows (stored, DMD_API_KEY, demo, one being checked) is taken out of
  // every Result, event payload and log line at this boundary, whatever a server echoed.
  const secrets = createSecretRedactor();
  // And out of every state file written under the user data folder (docs/data-on-disk.md).
  // With credentials by their place too (an Authorization value a server echoed into an error).
  const unguardWrites = guardWritesUnder(options.userDataDir, { text: secrets.line, deep: (written) => secrets.deepLines(written) });
  // And the proxy's password, from the environment.
  for (const password of proxyPasswords(process.env)) secrets.remember(password);
  // The rotating log under the user data folder: every line through secrets.line as it is written.
  const now = options.embedded?.now ?? (() => new Date());
  const fileLog: CoreLog | null = await openCoreLog({
    userDataDir: options.userDataDir,
    redact: secrets.line,
    describeNetwork,
    now,
    onError: (error) => options.log?.(secrets.line(`The log file could not be written: ${error.message}`)),
  }).catch((error: unknown) => {
    options.log?.(secrets.line(`The log file could not be opened: ${error instanceof Error ? error.message : String(error)}`));
    return null;
  });
  const log = (line: string) => {
    try {
      options.log?.(secrets.line(line));
    } catch {
      // Logging must never break the core.
    }
    fileLog?.line(line);
  };
  const onUncaught = (error: unknown, origin: string) => fileLog?.uncaught(error, origin);
  process.on('uncaughtExceptionMonitor', onUncaught);
  const events = createCoreEvents(secrets, log);
  const services = await openCoreServices(options, internals, {
    now,
    secrets,
    log,
    onAttempt: (attempt, keyCheck) => fileLog?.attempt(attempt, keyCheck),
    onConnectionChanged: (status) => {
      fileLog?.connection(status);
      events.emit('connection:changed', status);
      events.emit('quota:changed', quota.state(connections.identity().id));
    },
  }).catch(async (error: unknown) => {
    process.off('uncaughtExceptionMonitor', onUncaught);
    await fileLog?.close();
    throw error;
  });
  const { connections, embedded, failures, quota, quotaAlerts, stats } = services;

  // The embedded catalog's (re)build: its progress as it goes, and the connection's notices once it ends.
  let latestCatalog: CatalogBuildStatus | null = null;
  embedded.onCatalog((status) => {
    latestCatalog = status;
    fileLog?.catalog(status);
    // A rebuilt or restarted embedded marketplace answers what failed before: forget those failures.
    if (status.state === 'ready') failures.forget(EMBEDDED_ACCOUNT);
    events.emit('marketplace:catalog', status);
    if (status.state === 'ready' || status.state === 'failed')
      void connections.status().then(
        (current) => events.emit('connection:changed', current),
        () => undefined,
      );
  });
  quota.onChange((connectionId, state) => {
    fileLog?.quota(connectionId, state);
    if (connectionId !== connections.identity().id) return;
    events.emit('quota:changed', state);
    // Down to 20 %, or to nothing: said outside the window too, once each per quota day (quota-alerts.ts).
    const alert = quotaAlerts.observe(connectionId, state);
    if (alert) events.emit('quota:alert', alert);
  });
  stats.onChange((snapshot) => events.emit('session:stats-changed', snapshot));

  const marketplace = marketplaceChannels(services);
  const savedSearchCheck = createSavedSearchCheck({
    settings: services.settings,
    store: await openCheckStore(options.userDataDir, { now, log }),
    now,
    quota: () => quota.state(connections.identity().id),
    search: marketplace['datasets:search'],
    onFound: (found) => events.emit('saved-searches:found', { found }),
  });
  const opening = withOpeningSearch(
    {
      ...marketplace,
      ...connectionChannels(services),
      ...stateChannels(services),
      ...appChannels(options, () => latestCatalog),
      ...savedSearchCheckChannels(savedSearchCheck),
      ...networkChannels(services),
      ...diagnosticsChannels({
        appVersion: options.appVersion,
        shell: options.shell,
        connections,
        quota,
        recentErrors: () => fileLog?.recentErrors() ?? [],
        logsFolder: fileLog?.folder ?? path.join(options.userDataDir, LOGS_DIR),
        describeNetwork,
        redact: secrets.line,
        now,
        openPath: options.openPath,
      }),
    },
    { startsEarly: services.startsEarly, connectionId: () => connections.identity().id, refusal: (id) => quota.refusal(id), now },
  );
  const handlers: ChannelHandlers = opening.handlers;
  async function openingView(): Promise<FirstViewElement | null> {
    let settle: (sent: null) => void = () => undefined;
    const givenUp = new Promise<null>((resolve) => (settle = resolve));
    // Not worth a blank page: a catalog being built, or an answer slower than the app's own start.
    const timer = setTimeout(() => settle(null), options.openingViewWaitMs ?? OPENING_VIEW_WAIT_MS);
    const stopListening = embedded.onCatalog((status) => {
      if (status.state !== 'ready') settle(null);
    });
    if (latestCatalog !== null && latestCatalog.state !== 'ready') settle(null);
    try {
      const sent = await Promise.race([opening.send(), givenUp]);
      if (sent === null || !sent.result.ok) return null;
      const { input } = sent;
      return resultsFirstView(sent.result.value, { text: sent.searchText, perPage: input.per_page, narrowed: queryNarrows(input), theme: sent.theme });
    } finally {
      clearTimeout(timer);
      stopListening();
    }
  }

  let disposed = false;
  const invoke = createInvoke(handlers, { secrets, log, stopped: () => disposed });

  log(`Core started (${options.shell} shell, ${process.platform}, ${options.appVersion}).`);

  return {
    invoke,
    onEvent: events.listen,
    startConnectionEarly() {
      if (services.startsEarly) void invoke('connection:status', undefined);
    },
    async firstView() {
      const identity = connections.identity();
      // The opening search's once; a page loaded again later has the copy the window saved since, if any.
      const opened = services.startsEarly ? await openingView() : null;
      const view = opened ?? (await services.queryCache.loadFirstView(await connections.cacheId()).catch(() => null));
      // A switch meanwhile: the view may be the other connection's.
      if (view === null || connections.identity().id !== identity.id) return null;
      return { kind: opened !== null ? 'opening' : 'saved', view };
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      connections.dispose();
      try {
        await embedded.stop();
      } catch (error) {
        log(`The demo marketplace did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      }
      await services.network.dispose();
      await quota.flush();
      await failures.flush();
      await quotaAlerts.flush();
      await flushAtomicWrites();
      process.off('uncaughtExceptionMonitor', onUncaught);
      await fileLog?.close();
      unguardWrites();
      events.clear();
    },
  };
}
