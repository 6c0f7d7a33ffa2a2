/** The channels of the connection and its key, and what the user has spent of it: the quota and this session's requests. */
import type { ConnectionManager } from '../connection/connection-manager';
import type { QuotaTracker } from '../quota/quota-tracker';
import type { SessionStatsCounter } from '../quota/session-stats';
import { ok, type ChannelHandlers } from './channel-handlers';

export interface ConnectionChannelsOptions {
  connections: ConnectionManager;
  quota: QuotaTracker;
  stats: SessionStatsCounter;
}

type ConnectionChannel =
  'connection:status' | 'connection:set' | 'connection:save-key' | 'connection:remove-key' | 'quota:state' | 'session:stats' | 'session:requests';

export function connectionChannels({ connections, quota, stats }: ConnectionChannelsOptions): ChannelHandlers<ConnectionChannel> {
  return {
    'connection:status': async () => ok(await connections.status()),
    'connection:set': (input) => connections.setConnection(input),
    'connection:save-key': (input) => connections.saveKey(input.apiKey),
    'connection:remove-key': () => connections.removeKey(),
    'quota:state': async () => ok(quota.state(connections.identity().id)),
    'session:stats': async () => ok(stats.snapshot()),
    'session:requests': async () => ok(stats.requestLog()),
  };
}
