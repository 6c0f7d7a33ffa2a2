/**
 * The renderer's one way into the core: `window.marketplace` in Electron (from the preload),
 * or the browser shell's HTTP client. One named method per channel, plus typed event
 * subscriptions; there is no generic invoke.
 */
import type { Result } from '../domain/app-error';
import type { ChannelInput, ChannelResult, EventChannel, EventPayloads, InvokeChannel } from './ipc-contract';

export const bridgeMethodChannels = {
  searchDatasets: 'datasets:search',
  getDataset: 'datasets:get',
  getQuality: 'datasets:quality',
  getLicense: 'datasets:license',
  getBadge: 'datasets:badge',
  getSample: 'samples:get',
  listCategories: 'categories:list',
  checkCompatibility: 'licenses:check',
  getAccount: 'account:me',
  forgetFailures: 'requests:forget-failures',
  getConnectionStatus: 'connection:status',
  setConnection: 'connection:set',
  saveApiKey: 'connection:save-key',
  removeApiKey: 'connection:remove-key',
  getQuotaState: 'quota:state',
  getSessionStats: 'session:stats',
  getRequestLog: 'session:requests',
  getUiState: 'ui-state:get',
  setUiState: 'ui-state:set',
  loadQueryCache: 'query-cache:load',
  saveQueryCache: 'query-cache:save',
  openExternal: 'shell:open-external',
  getAppInfo: 'app:info',
  getDiagnostics: 'diagnostics:get',
  openLogsFolder: 'diagnostics:open-logs-folder',
  getCatalogStatus: 'marketplace:catalog-status',
  getShortlist: 'shortlist:get',
  addToShortlist: 'shortlist:add',
  removeFromShortlist: 'shortlist:remove',
  setShortlistNote: 'shortlist:note',
  getSavedSearchCheck: 'saved-searches:check-state',
  setSavedSearchCheck: 'saved-searches:check-settings',
  checkSavedSearches: 'saved-searches:check',
  saveExport: 'export:save',
  exportPdf: 'export:pdf',
  getNetwork: 'network:get',
  setNetworkProxy: 'network:set-proxy',
  setProxyCredentials: 'network:set-credentials',
  clearProxyCredentials: 'network:clear-credentials',
  addCertificateAuthority: 'network:add-authority',
  removeCertificateAuthority: 'network:remove-authority',
} as const satisfies Record<string, InvokeChannel>;

type BridgeMethodName = keyof typeof bridgeMethodChannels;

type MethodFor<C extends InvokeChannel> =
  undefined extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<Result<ChannelResult<C>>>
    : (input: ChannelInput<C>) => Promise<Result<ChannelResult<C>>>;

export const bridgeEventSubscriptions = {
  onQuotaChanged: 'quota:changed',
  onConnectionChanged: 'connection:changed',
  onSessionStatsChanged: 'session:stats-changed',
  onCatalogBuild: 'marketplace:catalog',
  onQuotaAlert: 'quota:alert',
  onOpenDataset: 'app:open-dataset',
  onSavedSearchesFound: 'saved-searches:found',
  onOpenSavedSearch: 'app:open-saved-search',
} as const satisfies Record<string, EventChannel>;

export type MarketplaceBridge = {
  [M in BridgeMethodName]: MethodFor<(typeof bridgeMethodChannels)[M]>;
} & {
  [S in keyof typeof bridgeEventSubscriptions]: (listener: (payload: EventPayloads[(typeof bridgeEventSubscriptions)[S]]) => void) => () => void;
};

/** Compile-time checks: a channel or event added to the contract without a bridge method or subscription fails the build here. */
type ChannelsWithoutMethod = Exclude<InvokeChannel, (typeof bridgeMethodChannels)[BridgeMethodName]>;
type EventsWithoutSubscription = Exclude<EventChannel, (typeof bridgeEventSubscriptions)[keyof typeof bridgeEventSubscriptions]>;
const _EVERY_CHANNEL_HAS_A_METHOD: [ChannelsWithoutMethod] extends [never] ? true : ChannelsWithoutMethod = true;
const _EVERY_EVENT_HAS_A_SUBSCRIPTION: [EventsWithoutSubscription] extends [never] ? true : EventsWithoutSubscription = true;
