/**
 * The desktop core: the one place that holds the API key and talks HTTP to the marketplace. It
 * serves the channels of shared/ipc-contract.ts (each input validated against the contract) and
 * pushes events. Plain Node: it runs in Electron's main process and under the browser shell.
 */
import path from 'node:path';
import type { AppError, Result } from '../../shared/app-error';
import type { AppInfo, CatalogBuildStatus, ChannelParsedInput, ChannelResult, EventChannel, EventPayloads, ExportSaved, InvokeChannel } from '../../shared/ipc-contract';
import { invokeChannels } from '../../shared/ipc-schemas';
import { flushAtomicWrites } from './atomic-file';
import { createBadgeAddresses } from './badge-addresses';
import { createConnectionManager, type BoundClient } from './connection-manager';
import { EMBEDDED_ACCOUNT } from './connections';
import { createEmbeddedMarketplace } from './embedded-marketplace';
import type { MarketplaceChildLaunch } from './marketplace-child-host';
import { checkExternalUrl } from './external-url';
import { describeFileFailure, describeZodIssue, issuePath } from './failure-text';
import { openFailureMemory } from './failure-memory';
import { createKeyStore } from './key-store';
import { removeLeftoverFiles } from './leftover-files';
import { openShortlistStore } from './shortlist-store';
import { stableJson } from './stable-json';
import { createQueryCacheStore } from './query-cache-store';
import { createSecretRedactor } from './secret-redaction';
import { openQuotaAlerts } from './quota-alerts';
import { openQuotaTracker } from './quota-tracker';
import type { SecretBackend } from './secret-backend';
import { openSampleCache, SAMPLE_CACHE_DIR } from './samples/sample-cache';
import { createSampleAddresses } from './samples/sample-addresses';
import { createSampleService } from './samples/sample-service';
import { createSessionStats } from './session-stats';
import { openSettingsStore } from './settings-store';

export type { SecretBackend } from './secret-backend';

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
   * else the built-in marketplace — never for a connection picked later, never stored.
   */
  apiKeyOverride?: string;
  embedded?: { datasets?: number; seed?: number; now?: () => Date };
  /** The built-in marketplace's own process: its built script and how to fork it (default: the source script, forked with Node). */
  marketplaceChild?: MarketplaceChildLaunch;
  /** The time budget of one marketplace call, retries included (default 10 s; `--request-timeout`). */
  requestTimeoutMs?: number;
  /** Never receives the key. */
  log?: (line: string) => void;
}

export type CoreEventListener = <E extends EventChannel>(event: E, payload: EventPayloads[E]) => void;

export interface Core {
  /** Validates channel name and input (zod, from the contract); never throws, never rejects. */
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
  onEvent(listener: CoreEventListener): () => void;
  /** Stops the embedded marketplace and flushes state. */
  dispose(): Promise<void>;
}

/** Tuning that tests need; not part of the public options. */
export interface CoreInternals {
  startMarketplace?: Parameters<typeof createEmbeddedMarketplace>[0]['start'];
}

type Handlers = { [C in InvokeChannel]: (input: ChannelParsedInput<C>) => Promise<Result<ChannelResult<C>>> };

const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A desktop-only channel in the browser shell: the renderer does it itself there (a download, the browser's print). */
function notInThisShell(what: string): Result<never> {
  return { ok: false, error: { kind: 'invalid_input', code: 'not_in_this_shell', message: `${what} is done by the browser here.` } };
}

/** An export saved through the desktop's dialog; a file the disk would not take is a storage error that says why. */
async function exportSaved(save: () => Promise<ExportSaved>): Promise<Result<ExportSaved>> {
  try {
    return ok(await save());
  } catch (error) {
    return { ok: false, error: { kind: 'storage', code: 'export_not_saved', message: `The export could not be saved: ${describeFileFailure(error)}.` } };
  }
}

function invalidInput(message: string, param?: string): Result<never> {
  return { ok: false, error: { kind: 'invalid_input', message, ...(param ? { param } : {}) } };
}

export async function createCore(options: CoreOptions, internals: CoreInternals = {}): Promise<Core> {
  // Every key the core knows (stored, DMD_API_KEY, demo, one being checked) is taken out of
  // every Result, event payload and log line at this boundary, whatever a server echoed.
  const secrets = createSecretRedactor();
  const redact = secrets.text;
  const log = (line: string) => {
    try {
      options.log?.(redact(line));
    } catch {
      // Logging must never break the core.
    }
  };
  const now = options.embedded?.now ?? (() => new Date());
  const listeners = new Set<CoreEventListener>();
  function emit<E extends EventChannel>(event: E, payload: EventPayloads[E]): void {
    let clean: EventPayloads[E];
    try {
      clean = secrets.deep(payload);
    } catch (error) {
      log(`The ${event} event was not sent: it could not be checked for keys (${error instanceof Error ? error.message : String(error)}).`);
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event, clean);
      } catch (error) {
        log(`An event listener failed on ${event}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  // What an interrupted run left behind: temp files of atomic writes, old copies of unreadable files.
  for (const folder of [options.userDataDir, path.join(options.userDataDir, 'marketplace'), path.join(options.userDataDir, SAMPLE_CACHE_DIR)]) {
    const removed = await removeLeftoverFiles(folder);
    if (removed.length > 0) log(`Removed ${removed.length} file(s) an interrupted run left in ${folder}.`);
  }
  const settings = await openSettingsStore(options.userDataDir, now);
  for (const notice of settings.notices()) log(notice);
  const quota = await openQuotaTracker(options.userDataDir, { now, log });
  const failures = await openFailureMemory(options.userDataDir, { now, log });
  const quotaAlerts = await openQuotaAlerts(options.userDataDir, { now, log });
  const shortlist = await openShortlistStore(options.userDataDir, { now, log });
  const badges = createBadgeAddresses();
  const sampleAddresses = createSampleAddresses();
  const samples = createSampleService({
    cache: await openSampleCache(options.userDataDir, { now, log }),
    addresses: sampleAddresses,
    mentionsSecret: (bytes) => {
      const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
      return redact(text) !== text;
    },
    now,
    userAgent: `DatasetMarketplaceDesktop/${options.appVersion}`,
  });
  const stats = createSessionStats(now);
  const queryCache = createQueryCacheStore(options.userDataDir, now, log);
  const keys = createKeyStore(options.secretBackends, { log });
  const embedded = createEmbeddedMarketplace({
    userDataDir: options.userDataDir,
    datasets: options.embedded?.datasets,
    seed: options.embedded?.seed,
    now: options.embedded?.now,
    log,
    start: internals.startMarketplace,
    child: options.marketplaceChild,
  });
  const connections = createConnectionManager({
    settings,
    keys,
    quota,
    stats,
    queryCache,
    failures,
    badges,
    embedded,
    appVersion: options.appVersion,
    apiBaseOverride: options.apiBaseOverride,
    apiKeyOverride: options.apiKeyOverride,
    timeoutMs: options.requestTimeoutMs,
    rememberSecret: (secret) => secrets.remember(secret),
    log,
    onConnectionChanged: (status) => {
      emit('connection:changed', status);
      emit('quota:changed', quota.state(connections.identity().id));
    },
  });
  // The built-in catalog's (re)build: its progress as it goes, and the connection's notices once it ends.
  let latestCatalog: CatalogBuildStatus | null = null;
  embedded.onCatalog((status) => {
    latestCatalog = status;
    // A rebuilt or restarted built-in marketplace answers what failed before: forget those failures.
    if (status.state === 'ready') failures.forget(EMBEDDED_ACCOUNT);
    emit('marketplace:catalog', status);
    if (status.state === 'ready' || status.state === 'failed') void connections.status().then((current) => emit('connection:changed', current), () => undefined);
  });
  quota.onChange((connectionId, state) => {
    if (connectionId !== connections.identity().id) return;
    emit('quota:changed', state);
    // Down to 20 %, or to nothing: said outside the window too, once each per quota day (quota-alerts.ts).
    const alert = quotaAlerts.observe(connectionId, state);
    if (alert) emit('quota:alert', alert);
  });
  stats.onChange((snapshot) => emit('session:stats-changed', snapshot));

  async function withClient<T>(call: (bound: BoundClient) => Promise<Result<T>>): Promise<Result<T>> {
    const bound = await connections.client();
    if (!bound.ok) return bound;
    return call(bound.value);
  }

  /**
   * A marketplace request through the failure memory: a failure of the same request within the
   * last minute is answered again without sending (the user's Retry forgets it first), and a new
   * failure is remembered. A rate limit that named no time gets the pause the tracker chose.
   */
  function remembering<T>(channel: InvokeChannel, input: unknown, call: (bound: BoundClient) => Promise<Result<T>>): Promise<Result<T>> {
    const request = `${channel} ${stableJson(input ?? null)}`;
    return withClient(async (bound) => {
      const connectionId = bound.identity.id;
      const recalled = failures.recall(connectionId, request);
      if (recalled) return { ok: false, error: recalled };
      const result = await call(bound);
      if (result.ok) return result;
      failures.remember(connectionId, request, result.error);
      const pausedUntil = quota.state(connectionId).rateLimitedUntil;
      if (result.error.kind === 'rate_limited' && result.error.retryAt === undefined && pausedUntil !== null) {
        return { ok: false, error: { ...result.error, retryAt: pausedUntil } };
      }
      return result;
    });
  }

  /** Badge addresses of a record the marketplace sent, so the core will fetch them (badge-addresses.ts). */
  function notingBadges<T>(connectionId: string, result: Result<T>, urlsOf: (value: T) => Array<string | undefined>): Result<T> {
    if (result.ok) badges.note(connectionId, ...urlsOf(result.value));
    return result;
  }

  const handlers: Handlers = {
    'datasets:search': (input) =>
      remembering('datasets:search', input, async ({ client, signal, identity }) =>
        notingBadges(identity.id, await client.searchDatasets(input, signal), (page) => page.items.map((item) => item.badgeUrl?.value)),
      ),
    'datasets:get': (input) =>
      remembering('datasets:get', input, async ({ client, signal, identity }) => {
        const detail = notingBadges(identity.id, await client.getDataset(input.id, signal), (record) => [record.badgeUrl?.value]);
        if (detail.ok) sampleAddresses.note(identity.id, [input.id, detail.value.id, detail.value.slug?.value], detail.value.sampleUrl?.value);
        return detail;
      }),
    'datasets:quality': (input) =>
      remembering('datasets:quality', input, async ({ client, signal, identity }) =>
        notingBadges(identity.id, await client.getQuality(input.id, signal), (quality) => [quality.badgeUrl?.value]),
      ),
    'datasets:license': (input) => remembering('datasets:license', input, ({ client, signal }) => client.getLicense(input.id, signal)),
    'datasets:badge': (input) =>
      withClient(({ client, signal, identity }) => {
        if (!badges.allows(identity.id, client.baseUrl, input.url)) {
          return Promise.resolve(invalidInput('That address is not a quality badge the connected marketplace gave, so it was not fetched.', 'url'));
        }
        return client.getBadge(input.url, signal);
      }),
    'samples:get': (input) => withClient(async (bound) => samples.get({ ...bound, cacheId: await connections.cacheId() }, { id: input.id, url: input.url, consent: input.consent === true })),
    'categories:list': () => remembering('categories:list', null, ({ client, signal }) => client.listCategories(signal)),
    'licenses:check': (input) => remembering('licenses:check', input, ({ client, signal }) => client.checkCompatibility(input, signal)),
    'account:me': () =>
      remembering('account:me', null, async ({ client, signal, identity }) => {
        const profile = await client.getMe(signal);
        if (profile.ok) quota.observeProfile(identity.id, profile.value);
        return profile;
      }),
    'requests:forget-failures': async () => {
      failures.forget(connections.identity().id);
      return ok(null);
    },
    'connection:status': async () => ok(await connections.status()),
    'connection:set': (input) => connections.setConnection(input),
    'connection:save-key': (input) => connections.saveKey(input.apiKey),
    'connection:remove-key': () => connections.removeKey(),
    'quota:state': async () => ok(quota.state(connections.identity().id)),
    'session:stats': async () => ok(stats.snapshot()),
    'ui-state:get': async () => ok(settings.current().uiState),
    'ui-state:set': (input) => settings.setUiState(input),
    'query-cache:load': async () => ok(await queryCache.load(await connections.cacheId())),
    'query-cache:save': async (input) => {
      try {
        await queryCache.save(await connections.cacheId(), input.blob);
      } catch (error) {
        const message = `The saved copy of your results could not be written: ${describeFileFailure(error)}.`;
        return { ok: false, error: { kind: 'storage', code: 'cache_not_saved', message } };
      }
      return ok(null);
    },
    'shell:open-external': async (input) => {
      const checked = checkExternalUrl(input.url);
      if (!checked.ok) return invalidInput(checked.message, 'url');
      await options.openExternal(checked.url);
      return ok(null);
    },
    'app:info': async () => ok<AppInfo>({ version: options.appVersion, shell: options.shell, platform: process.platform }),
    'marketplace:catalog-status': async () => ok(latestCatalog),
    'shortlist:get': async () => ok(shortlist.get(connections.identity().id)),
    'shortlist:add': (input) => shortlist.add(connections.identity().id, input.entry),
    'shortlist:remove': (input) => shortlist.remove(connections.identity().id, input.id),
    'shortlist:note': (input) => shortlist.setNote(connections.identity().id, input.id, input.note),
    'export:save': async (input) => (options.saveFile ? exportSaved(() => options.saveFile!(input)) : notInThisShell('Saving files')),
    'export:pdf': async (input) => (options.printToPdf ? exportSaved(() => options.printToPdf!(input.fileName)) : notInThisShell('Printing to PDF')),
  };

  let disposed = false;

  async function invoke(channel: string, input: unknown): Promise<Result<unknown>> {
    const result = await answer(channel, input);
    try {
      return secrets.deep(result);
    } catch (error) {
      // Never the unredacted result: an answer that cannot be cleaned does not leave the core.
      log(`Channel ${String(channel).slice(0, 80)}: its answer could not be checked for keys (${redact(error instanceof Error ? error.message : String(error)).slice(0, 200)}).`);
      return { ok: false, error: { kind: 'unexpected_response', code: 'answer_not_checked', message: 'The answer could not be checked before showing it, so it was not shown. Please try again.' } };
    }
  }

  async function answer(channel: string, input: unknown): Promise<Result<unknown>> {
    try {
      if (typeof channel !== 'string' || !Object.hasOwn(invokeChannels, channel)) {
        return invalidInput(`There is no channel named "${String(channel).slice(0, 80)}".`, 'channel');
      }
      if (disposed) return { ok: false, error: { kind: 'network', code: 'shutting_down', message: 'The app is shutting down.' } };
      const name = channel as InvokeChannel;
      const schema = invokeChannels[name].input;
      // Channels without input also accept null (JSON has no undefined).
      const candidate = input === null && schema.safeParse(undefined).success ? undefined : input;
      const parsed = schema.safeParse(candidate);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const param = issuePath(issue);
        return invalidInput(`The input of ${name} is not valid: ${describeZodIssue(issue)}.`, param);
      }
      const handler = handlers[name] as (value: unknown) => Promise<Result<unknown>>;
      return await handler(parsed.data);
    } catch (error) {
      const detail = redact(error instanceof Error ? error.message : String(error)).slice(0, 300);
      log(`Channel ${String(channel).slice(0, 80)} failed unexpectedly: ${detail}`);
      const appError: AppError = {
        kind: 'server',
        code: 'app_internal_error',
        message: `The app hit an unexpected problem (${detail}). Nothing was changed; please try again.`,
      };
      return { ok: false, error: appError };
    }
  }

  log(`Core started (${options.shell} shell, ${process.platform}, ${options.appVersion}).`);

  return {
    invoke,
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      connections.dispose();
      try {
        await embedded.stop();
      } catch (error) {
        log(`The built-in marketplace did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      }
      await quota.flush();
      await failures.flush();
      await quotaAlerts.flush();
      await flushAtomicWrites();
      listeners.clear();
    },
  };
}
