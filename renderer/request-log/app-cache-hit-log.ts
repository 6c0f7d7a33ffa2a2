/**
 * The app's cache-hit log, started when this module loads: with the Account screen's chunk,
 * fetched after the first paint (renderer/app/lazy-screens.ts). Hits before then are counted by
 * the cache-savings counter but not listed; the log says from when it lists them.
 */
import { appCacheSavings } from '../account/app-cache-savings';
import { queryClient } from '../queries/query-client';
import { startCacheHitLog } from './cache-hit-log';

export const appCacheHitLog = startCacheHitLog(queryClient.getQueryCache(), appCacheSavings);
