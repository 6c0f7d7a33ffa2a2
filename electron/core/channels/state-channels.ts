/**
 * The channels of what the app keeps for the user on disk: the screen state, the saved copy of
 * the results (per connection and key) and the shortlist (per connection).
 */
import type { ConnectionManager } from '../connection/connection-manager';
import { describeFileFailure } from '../failure-text';
import type { QueryCacheStore } from '../storage/query-cache-store';
import type { SettingsStore } from '../storage/settings-store';
import type { ShortlistStore } from '../storage/shortlist-store';
import { shortlistWithLicenseReadings, withLicenseReadings } from '../reading/read-shortlist-licenses';
import { failed, ok, type ChannelHandlers } from './channel-handlers';

export interface StateChannelsOptions {
  connections: ConnectionManager;
  settings: SettingsStore;
  queryCache: QueryCacheStore;
  shortlist: ShortlistStore;
}

type StateChannel =
  'ui-state:get' | 'ui-state:set' | 'query-cache:load' | 'query-cache:save' | 'shortlist:get' | 'shortlist:add' | 'shortlist:remove' | 'shortlist:note';

export function stateChannels({ connections, settings, queryCache, shortlist }: StateChannelsOptions): ChannelHandlers<StateChannel> {
  const connectionId = () => connections.identity().id;
  return {
    'ui-state:get': async () => ok(settings.current().uiState),
    'ui-state:set': (input) => settings.setUiState(input),
    'query-cache:load': async () => {
      const identity = connections.identity();
      const saved = await queryCache.load(await connections.cacheId());
      // A switch while the file was read: the copy may be the other connection's.
      if (saved.blob === null || connections.identity().id !== identity.id) return ok({ blob: null, savedAt: null });
      return ok({ ...saved, connection: { kind: identity.kind, baseUrl: identity.configuredBaseUrl ?? '' } });
    },
    'query-cache:save': async (input) => {
      try {
        await queryCache.save(await connections.cacheId(), input.blob, input.firstView);
      } catch (error) {
        return failed({
          kind: 'storage',
          code: 'cache_not_saved',
          message: `The saved copy of your results could not be written: ${describeFileFailure(error)}.`,
        });
      }
      return ok(null);
    },
    'shortlist:get': async () => ok(withLicenseReadings(shortlist.get(connectionId()))),
    'shortlist:add': async (input) => shortlistWithLicenseReadings(await shortlist.add(connectionId(), input.entry)),
    'shortlist:remove': async (input) => shortlistWithLicenseReadings(await shortlist.remove(connectionId(), input.id)),
    'shortlist:note': async (input) => shortlistWithLicenseReadings(await shortlist.setNote(connectionId(), input.id, input.note)),
  };
}
