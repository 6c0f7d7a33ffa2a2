/** The search screen's pause after typing (shared/domain/limits.ts), which the harness must wait out. */
import { SEARCH_PAUSE_MS } from '../../../shared/domain/limits';

/** The pause before a typed search is sent at the bench's and the tests' quota (far from low). */
export function searchDebounceMs(): number {
  return SEARCH_PAUSE_MS.ok;
}
