/** The channels of the opt-in start-up check of saved searches (electron/core/saved-search-check/). */
import type { SavedSearchCheck } from '../saved-search-check/saved-search-check';
import { ok, type ChannelHandlers } from './channel-handlers';

type SavedSearchCheckChannel = 'saved-searches:check-state' | 'saved-searches:check-settings' | 'saved-searches:check';

export function savedSearchCheckChannels(check: SavedSearchCheck): ChannelHandlers<SavedSearchCheckChannel> {
  return {
    'saved-searches:check-state': async () => ok(check.state()),
    'saved-searches:check-settings': (input) => check.setSetting(input),
    'saved-searches:check': (input) => check.run(input),
  };
}
