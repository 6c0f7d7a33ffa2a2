import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * The client as JSON within `budget` characters: when the whole is larger, the largest records
 * are left out first (one huge page must not stop every other record from being kept). Null when
 * not even an empty cache fits.
 */
export function serialiseWithinBudget(client: PersistedClient, budget: number): string | null {
  const whole = JSON.stringify(client);
  if (whole.length <= budget) return whole;
  const sized = client.clientState.queries.map((query) => ({ query, size: JSON.stringify(query).length + 1 }));
  let total = whole.length;
  const byLargest = [...sized].sort((a, b) => b.size - a.size);
  const dropped = new Set<unknown>();
  for (const entry of byLargest) {
    if (total <= budget) break;
    dropped.add(entry.query);
    total -= entry.size;
  }
  const kept = client.clientState.queries.filter((query) => !dropped.has(query));
  const fitted = JSON.stringify({ ...client, clientState: { ...client.clientState, queries: kept } });
  return fitted.length <= budget ? fitted : null;
}
