/**
 * The app's cache-savings counter. It starts when this module loads (with the app, before the
 * first view subscribes to a query), so the session's first hit is counted too.
 */
import { queryClient } from '../app/query-client';
import { trackCacheSavings } from './cache-savings';

export const appCacheSavings = trackCacheSavings(queryClient);
