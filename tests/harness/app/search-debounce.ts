/** The search screen's debounce, which the harness must wait out after typing. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** SEARCH_DEBOUNCE_MS, read from its source (the module itself imports CSS, which Node cannot load). */
export function searchDebounceMs(): number {
  const source = readFileSync(path.join(PROJECT_ROOT, 'renderer', 'search', 'search-screen.tsx'), 'utf8');
  const match = /export const SEARCH_DEBOUNCE_MS = (\d[\d_]*);/.exec(source);
  if (!match?.[1]) throw new Error('SEARCH_DEBOUNCE_MS was not found in renderer/search/search-screen.tsx');
  return Number(match[1].replace(/_/g, ''));
}
