import { getBridge } from '../bridge/get-bridge';

/**
 * The user's Retry. The core answers a request that failed in the last minute from memory,
 * without asking the marketplace again (electron/core/http/failure-memory.ts); pressing Retry is the
 * user asking again, so the core forgets those failures first, then the query runs once.
 */
export function retryRequest(refetch: () => Promise<unknown>): void {
  const run = () => void refetch();
  getBridge().forgetFailures().then(run, run);
}
