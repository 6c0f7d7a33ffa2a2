/**
 * The channels that ask the connected marketplace: datasets, their quality, licence, badge and
 * sample, categories, the compatibility check and the account. Each goes through the failure
 * memory, so one failure costs one request (failure-memory.ts), and notes the badge and sample
 * addresses a record names, the only ones the core will fetch (badge-addresses.ts, samples/).
 */
import type { Result } from '../../../shared/domain/app-error';
import type { InvokeChannel } from '../../../shared/ipc/ipc-contract';
import type { BadgeAddresses } from '../connection/badge-addresses';
import type { BoundClient, ConnectionManager } from '../connection/connection-manager';
import type { FailureMemory } from '../http/failure-memory';
import type { QuotaTracker } from '../quota/quota-tracker';
import type { SampleAddresses } from '../samples/sample-addresses';
import type { SampleService } from '../samples/sample-service';
import { stableJson } from '../http/stable-json';
import { invalidInput, ok, type ChannelHandlers } from './channel-handlers';

export interface MarketplaceChannelsOptions {
  connections: ConnectionManager;
  failures: FailureMemory;
  quota: QuotaTracker;
  badges: BadgeAddresses;
  sampleAddresses: SampleAddresses;
  samples: SampleService;
}

type MarketplaceChannel =
  | 'datasets:search'
  | 'datasets:get'
  | 'datasets:quality'
  | 'datasets:license'
  | 'datasets:badge'
  | 'samples:get'
  | 'categories:list'
  | 'licenses:check'
  | 'account:me'
  | 'requests:forget-failures';

export function marketplaceChannels({
  connections,
  failures,
  quota,
  badges,
  sampleAddresses,
  samples,
}: MarketplaceChannelsOptions): ChannelHandlers<MarketplaceChannel> {
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

  return {
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
    'samples:get': (input) =>
      withClient(async (bound) =>
        samples.get(
          { ...bound, cacheId: await connections.cacheId() },
          { id: input.id, url: input.url, consent: input.consent === true, imageHosts: input.imageHosts ?? [] },
        ),
      ),
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
      quota.allowRetry(connections.identity().id);
      return ok(null);
    },
  };
}
