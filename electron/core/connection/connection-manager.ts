/**
 * The current connection and its key: resolves the base URL (starting the embedded marketplace
 * when first needed), hands out marketplace clients wired to the quota tracker and session
 * stats, switches connections, checks and stores keys, and describes it all as a
 * ConnectionStatus (never with the key itself).
 */
import type { AppError, Result } from '../../../shared/domain/app-error';
import type { ConnectionStatus } from '../../../shared/ipc/ipc-contract';
import { apiKeyFormProblem } from '../../../shared/wire/api-key-form';
import { normaliseBaseUrl } from './base-url';
import { cacheIdOf } from './cache-id';
import { connectionClients } from './connection-clients';
import { createConnectionKeys } from './connection-keys';
import { checkKey, keyRejection, type KeyCheck } from './key-check';
import { DEMO_KEY_PATTERN, identify, sameConnection, type ConnectionIdentity } from './connections';
import type { EmbeddedMarketplace } from '../embedded/embedded-marketplace';
import { maskKey, type KeyStore } from '../secrets/key-store';
import type { MarketplaceClient } from '../http/marketplace-client';
import type { BadgeAddresses } from './badge-addresses';
import type { FailureMemory } from '../http/failure-memory';
import type { QueryCacheStore } from '../storage/query-cache-store';
import type { QuotaTracker } from '../quota/quota-tracker';
import type { SessionStatsCounter } from '../quota/session-stats';
import type { ConnectionSetting, SettingsStore } from '../storage/settings-store';

export interface ConnectionManagerOptions {
  settings: SettingsStore;
  keys: KeyStore;
  quota: QuotaTracker;
  stats: SessionStatsCounter;
  queryCache: QueryCacheStore;
  failures: FailureMemory;
  badges: BadgeAddresses;
  embedded: EmbeddedMarketplace;
  appVersion: string;
  apiBaseOverride?: string;
  apiKeyOverride?: string;
  timeoutMs?: number;
  /** The network's fetch (electron/core/network/). */
  fetch?: typeof fetch;
  /** Keys the log must never show (each key the manager handles is added). */
  rememberSecret(secret: string): void;
  log(line: string): void;
  onConnectionChanged(status: ConnectionStatus): void;
}

export interface BoundClient {
  identity: ConnectionIdentity;
  client: MarketplaceClient;
  /** Aborted when the connection changes or the core stops. */
  signal: AbortSignal;
}

export interface ConnectionManager {
  identity(): ConnectionIdentity;
  status(): Promise<ConnectionStatus>;
  client(): Promise<Result<BoundClient>>;
  /**
   * Switches the marketplace. With `apiKey`, one step: the key is checked against the new
   * marketplace first, and nothing changes (neither the marketplace nor any key) unless it passes.
   */
  setConnection(input: ({ kind: 'embedded' } | { kind: 'custom'; baseUrl: string }) & { apiKey?: string }): Promise<Result<ConnectionStatus>>;
  saveKey(apiKey: string): Promise<Result<ConnectionStatus>>;
  removeKey(): Promise<Result<ConnectionStatus>>;
  /**
   * Identifies the cached data of this connection and key (its id, for embedded its catalog, and
   * a hash of the key). Never waits for the embedded marketplace to start: its catalog is named
   * by the inputs that build it, so the saved last view can show while it starts.
   */
  cacheId(): Promise<string>;
  dispose(): void;
}

/** Why a custom address was not switched to: the cause, in words, and that nothing changed. */
function addressRejection(baseUrl: string, error: AppError): AppError {
  return { ...error, param: 'baseUrl', message: `Nothing answered at ${baseUrl}, so the app stays on the marketplace it uses now. ${error.message}` };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createConnectionManager(options: ConnectionManagerOptions): ConnectionManager {
  const { settings, keys, quota, stats, queryCache, failures, badges, embedded } = options;

  /** Nothing the app learnt with one key is kept for another: it may be another account. */
  function forgetAccountState(connectionId: string): void {
    quota.forget(connectionId);
    failures.forget(connectionId);
    badges.forget(connectionId);
  }
  let setting: ConnectionSetting = settings.current().connection;
  let baseOverrideNotice: string | null = null;
  if (options.apiBaseOverride !== undefined) {
    const checked = normaliseBaseUrl(options.apiBaseOverride);
    if (!checked.ok) throw new Error(`The --api-base address is not usable: ${checked.message}`);
    setting = { kind: 'custom', baseUrl: checked.baseUrl };
    baseOverrideNotice = `Connected to ${checked.baseUrl} from the command line for this run; your saved connection is unchanged.`;
  }
  // DMD_API_KEY belongs to the connection of this run: --api-base when given, else the built-in
  // marketplace. A connection picked later never receives it.
  // DMD_API_KEY skips the form's check, so it gets the same check here: a malformed one is not
  // sent (it could only fail as something else) and the notice says why.
  const overrideProblem = options.apiKeyOverride === undefined ? null : apiKeyFormProblem(options.apiKeyOverride);
  if (overrideProblem !== null && options.apiKeyOverride !== undefined) options.rememberSecret(options.apiKeyOverride);
  const apiKeyOverride = overrideProblem === null ? options.apiKeyOverride : undefined;
  const overrideNotice =
    overrideProblem === null ? null : `The key in DMD_API_KEY was not used: ${overrideProblem.charAt(0).toLowerCase()}${overrideProblem.slice(1)}`;
  const overrideConnectionId = identify(setting.kind === 'custom' && options.apiBaseOverride !== undefined ? setting : { kind: 'embedded' }).id;
  const {
    keyFor,
    overridden,
    changing: changingKeys,
  } = createConnectionKeys({
    keys,
    apiKeyOverride,
    overrideConnectionId,
    rememberSecret: options.rememberSecret,
    log: options.log,
  });
  const makeClient = connectionClients({ quota, stats, appVersion: options.appVersion, timeoutMs: options.timeoutMs, fetch: options.fetch, log: options.log });
  let connectionAbort = new AbortController();
  let embeddedFailure: string | null = null;

  /** The base URL, starting the embedded marketplace if needed (with the demo key it should know). */
  async function baseUrlFor(identity: ConnectionIdentity, key: string | null): Promise<Result<string>> {
    if (identity.configuredBaseUrl !== null) return { ok: true, value: identity.configuredBaseUrl };
    try {
      const url = await embedded.ensureStarted(key !== null && DEMO_KEY_PATTERN.test(key) ? key : undefined);
      embeddedFailure = null;
      return { ok: true, value: url };
    } catch (error) {
      embeddedFailure = `The demo marketplace could not start: ${reason(error)}.`;
      options.log(embeddedFailure);
      return { ok: false, error: { kind: 'network', code: 'embedded_unavailable', message: embeddedFailure } };
    }
  }

  /** Ends every request still running on the current connection or key. */
  function abortRunningRequests(): void {
    connectionAbort.abort();
    connectionAbort = new AbortController();
  }

  async function status(): Promise<ConnectionStatus> {
    const identity = identify(setting);
    const key = await keyFor(identity);
    let baseUrl = identity.configuredBaseUrl ?? '';
    if (identity.kind === 'embedded') {
      const started = await baseUrlFor(identity, key);
      if (started.ok) baseUrl = started.value;
    }
    const storage = await keys.storage();
    const keyOverridden = overridden(identity);
    const keyNotice = keyOverridden ? ['Using the API key from DMD_API_KEY for this run; it is not stored.'] : [];
    const notices = [
      ...settings.notices(),
      ...(baseOverrideNotice ? [baseOverrideNotice] : []),
      ...keyNotice,
      ...(overrideNotice ? [overrideNotice] : []),
      ...keys.notices(),
    ];
    if (identity.kind === 'embedded') notices.push(...embedded.notices());
    if (identity.kind === 'embedded' && embeddedFailure) notices.push(embeddedFailure);
    return {
      kind: identity.kind,
      baseUrl,
      hasKey: key !== null,
      maskedKey: key === null ? null : maskKey(key),
      keyStorage: keyOverridden ? 'memory' : storage.kind,
      keyStorageName: keyOverridden ? 'DMD_API_KEY (this run only)' : storage.name,
      notices,
    };
  }

  async function announce(): Promise<ConnectionStatus> {
    const next = await status();
    options.onConnectionChanged(next);
    return next;
  }

  /** Asks the connection's marketplace whether it knows `apiKey` (key-check.ts) before the key is stored anywhere. */
  async function checkKeyOn(identity: ConnectionIdentity, apiKey: string): Promise<Result<KeyCheck>> {
    options.rememberSecret(apiKey);
    const baseUrl = await baseUrlFor(identity, await keyFor(identity));
    if (!baseUrl.ok) return { ok: false, error: keyRejection(baseUrl.error) };
    return checkKey((onResponse) => makeClient(identity, baseUrl.value, apiKey, onResponse).getMe(connectionAbort.signal));
  }

  /** Stores a checked key; requests still running carry the old key, so they end here, and nothing of the old account stays. */
  async function storeCheckedKey(identity: ConnectionIdentity, apiKey: string, check: KeyCheck): Promise<void> {
    await keys.set(identity.keyAccount, apiKey);
    abortRunningRequests();
    await queryCache.clear();
    forgetAccountState(identity.id);
    if (check.response) quota.observeResponse(identity.id, check.response.status, check.response.headers, check.response.errorCode);
    if (check.profile.ok) quota.observeProfile(identity.id, check.profile.value);
    options.log('A new API key was saved for the current connection.');
  }

  return {
    identity: () => identify(setting),
    status,
    async client() {
      const identity = identify(setting);
      const key = await keyFor(identity);
      const baseUrl = await baseUrlFor(identity, key);
      if (!baseUrl.ok) return baseUrl;
      return { ok: true, value: { identity, client: makeClient(identity, baseUrl.value, key), signal: connectionAbort.signal } };
    },
    async setConnection(input) {
      let next: ConnectionSetting = { kind: 'embedded' };
      if (input.kind === 'custom') {
        const checked = normaliseBaseUrl(input.baseUrl);
        if (!checked.ok) return { ok: false, error: { kind: 'invalid_input', param: 'baseUrl', message: checked.message } };
        next = { kind: 'custom', baseUrl: checked.baseUrl };
      }
      // A key that comes with the switch is checked against the new marketplace before anything
      // changes; without one, the address itself is, so that a wrong one never replaces a working one.
      const keyCheck = input.apiKey === undefined ? null : await checkKeyOn(identify(next), input.apiKey);
      if (keyCheck !== null && !keyCheck.ok) return keyCheck;
      const changed = !sameConnection(next, setting);
      if (keyCheck === null && changed && next.kind === 'custom') {
        const reached = await makeClient(identify(next), next.baseUrl, null, () => undefined).probe(connectionAbort.signal);
        if (!reached.ok) return { ok: false, error: addressRejection(next.baseUrl, reached.error) };
      }
      const saved = await settings.setConnection(next);
      if (!saved.ok) return saved;
      // Choosing a connection in the app ends the command line's one-run override.
      baseOverrideNotice = null;
      if (changed) {
        abortRunningRequests();
        setting = next;
        options.log(`Connection switched to ${next.kind === 'embedded' ? 'the demo marketplace' : next.baseUrl}.`);
      }
      if (keyCheck !== null) await storeCheckedKey(identify(next), input.apiKey!, keyCheck.value);
      return { ok: true, value: changed || keyCheck !== null ? await announce() : await status() };
    },
    async saveKey(apiKey) {
      const identity = identify(setting);
      const check = await checkKeyOn(identity, apiKey);
      if (!check.ok) return check;
      await storeCheckedKey(identity, apiKey, check.value);
      return { ok: true, value: await announce() };
    },
    async removeKey() {
      const identity = identify(setting);
      await changingKeys(async () => {
        const removed = await keys.get(identity.keyAccount);
        // Revoked before it leaves the store, so a call that read it a moment ago cannot bring it back.
        const revoking = identity.kind === 'embedded' && removed !== null && DEMO_KEY_PATTERN.test(removed) ? embedded.revokeKey(removed) : null;
        await keys.delete(identity.keyAccount);
        await revoking;
      });
      await queryCache.clear();
      forgetAccountState(identity.id);
      abortRunningRequests();
      options.log('The API key of the current connection was removed.');
      return { ok: true, value: await announce() };
    },
    async cacheId() {
      const identity = identify(setting);
      return cacheIdOf(identity, await keyFor(identity), embedded.catalogId());
    },
    dispose() {
      connectionAbort.abort();
    },
  };
}
