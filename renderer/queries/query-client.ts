import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { backgroundFetchAllowedNow } from '../quota/background-fetching';
import { toAppError } from './call-bridge';
import { useConnectionHealth } from '../state/connection-health';
import { queryCacheMode, type QueryCacheMode } from './query-cache-mode';
import { namespaceOfKey, resourceOfKey, type QueryResource } from './query-keys';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CachePolicy {
  /** How long a record counts as fresh (no request while fresh). */
  staleTime: number;
  /** How long an unused record stays in memory (and in the saved cache). */
  gcTime: number;
}

/**
 * Chosen from how often each resource changes on a marketplace:
 * - lists: new listings and sales arrive all day, but re-running a search within minutes gains little;
 * - detail: descriptions and versions change seldom;
 * - quality/licence: re-scored or re-licensed rarely (days), so hours are safe;
 * - categories: counts drift slowly;
 * - account: the usage counters move with every request, so one minute;
 * - compatibility: a function of the licences, as stable as they are.
 */
export const CACHE_POLICIES: Record<QueryResource, CachePolicy> = {
  lists: { staleTime: 3 * MINUTE, gcTime: 30 * MINUTE },
  detail: { staleTime: 30 * MINUTE, gcTime: 24 * HOUR },
  quality: { staleTime: 6 * HOUR, gcTime: 24 * HOUR },
  license: { staleTime: 6 * HOUR, gcTime: 24 * HOUR },
  categories: { staleTime: HOUR, gcTime: 24 * HOUR },
  account: { staleTime: MINUTE, gcTime: 24 * HOUR },
  compatibility: { staleTime: 30 * MINUTE, gcTime: 24 * HOUR },
};

/**
 * Data this young was fetched for the view that shows it: a search is sent first and renders once
 * its answer is in (use-debounced-value.ts), so its list takes up data a moment old.
 */
export const JUST_FETCHED_MS = 1_000;

/**
 * With caching off (query-cache-mode.ts) nothing unused is kept, and nothing stays fresh beyond
 * the moment it arrived (the view it was fetched for shows it without asking again).
 */
const NO_CACHE: CachePolicy = { staleTime: JUST_FETCHED_MS, gcTime: 0 };

export function cachePolicy(resource: QueryResource, mode: QueryCacheMode = queryCacheMode): CachePolicy {
  return mode === 'off' ? NO_CACHE : CACHE_POLICIES[resource];
}

export interface QueryClientOptions {
  mode?: QueryCacheMode;
  /** Whether data on screen may be refreshed without the user asking (default: the quota allows it). */
  backgroundFetchAllowed?: () => boolean;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const mode = options.mode ?? queryCacheMode;
  const backgroundFetchAllowed = options.backgroundFetchAllowed ?? backgroundFetchAllowedNow;
  const staleTimeFor = (query: Query): number => {
    const resource = resourceOfKey(query.queryKey);
    return resource ? cachePolicy(resource, mode).staleTime : 0;
  };
  const health = () => useConnectionHealth.getState();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => health().report(toAppError(error), namespaceOfKey(query.queryKey)),
      onSuccess: (_data, query) => health().clear(namespaceOfKey(query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error) => health().report(toAppError(error)),
      onSuccess: () => health().clear(),
    }),
    defaultOptions: {
      queries: {
        staleTime: staleTimeFor,
        gcTime: mode === 'off' ? 0 : 24 * HOUR,
        // Stale data a view shows again is refreshed only while the quota allows background fetching.
        refetchOnMount: () => backgroundFetchAllowed(),
        // The core is the one owner of retries (electron/core/http/retry-policy.ts) and remembers failures
        // (failure-memory.ts): retrying here too would spend the user's quota again for one action.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // The core does the HTTP (often to a loopback marketplace); the browser's online flag says nothing about it.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one client. */
export const queryClient = createQueryClient();
