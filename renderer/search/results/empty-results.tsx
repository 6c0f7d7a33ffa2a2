import { useId, type ReactNode } from 'react';
import { useUiStore } from '../../state/ui-store';
import { Button } from '../../ui/controls/button';
import { EmptyState } from '../../ui/feedback/empty-state';
import { SearchIcon } from '../../ui/icons';
import { activeFilters, type ActiveFilter } from '../filters/active-filters';
import './empty-results.css';

/** At most this many words get a button of their own (the marketplace reads no more than 12). */
const MAX_WORD_SUGGESTIONS = 12;

/** The distinct words of the search text, as typed, in order (case-insensitively distinct). */
function searchWords(q: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of q.trim().split(/\s+/)) {
    const key = word.toLocaleLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.slice(0, MAX_WORD_SUGGESTIONS);
}

/** The search text without one word (every occurrence of it), spaces tidied. */
function withoutWord(q: string, word: string): string {
  const key = word.toLocaleLowerCase();
  return q
    .trim()
    .split(/\s+/)
    .filter((part) => part.toLocaleLowerCase() !== key)
    .join(' ');
}

/** "Category: Medical Imaging" → "Category = Medical Imaging"; labels without a value stay as they are. */
function asCondition(filter: ActiveFilter): string {
  return filter.label.replace(': ', ' = ');
}

function hintOf(hasWords: boolean, hasFilters: boolean, oneWord: boolean): string {
  if (hasWords && hasFilters) return 'No dataset matches all of these words and filters. Drop one to widen the search.';
  if (hasWords) return oneWord ? 'No dataset matches this word.' : 'No dataset matches all of these words. Drop one to widen the search.';
  if (hasFilters) return 'No dataset matches all of these filters. Remove one to widen the search.';
  return 'The marketplace has no published datasets yet.';
}

/** A row of suggestions under a visible caption, which names the group for assistive technology too. */
function SuggestionGroup({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="empty-results__group" role="group" aria-labelledby={captionId}>
      <span className="empty-results__caption" id={captionId}>
        {caption}
      </span>
      {children}
    </div>
  );
}

/**
 * What widens a search: a button that drops each word of the search text and one that removes
 * each filter. A click changes the search once, so one request follows. Null with neither.
 */
export function SearchSuggestions() {
  const search = useUiStore((s) => s.search);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const removeFilter = useUiStore((s) => s.removeFilter);
  const clearFilters = useUiStore((s) => s.clearFilters);
  const filters = activeFilters(search);
  const words = searchWords(search.q);
  if (words.length === 0 && filters.length === 0) return null;
  return (
    <>
      {words.length > 0 && (
        <SuggestionGroup caption="Drop a word">
          {words.map((word) => (
            <Button key={word} size="sm" onClick={() => updateSearch({ q: withoutWord(search.q, word) })}>
              Search without “{word}”
            </Button>
          ))}
        </SuggestionGroup>
      )}
      {filters.length > 0 && (
        <SuggestionGroup caption="Drop a filter">
          {filters.map((filter) => (
            <Button key={filter.key} size="sm" onClick={() => removeFilter(filter.key)}>
              Remove filter: {asCondition(filter)}
            </Button>
          ))}
          {filters.length > 1 && (
            <Button size="sm" variant="ghost" onClick={clearFilters}>
              Clear all filters
            </Button>
          )}
        </SuggestionGroup>
      )}
    </>
  );
}

/** No match: names each word and each filter that narrows the search, with a button that drops just that one. */
export function EmptyResults() {
  const search = useUiStore((s) => s.search);
  const words = searchWords(search.q);
  const filters = activeFilters(search);
  return (
    <EmptyState
      title="No datasets match"
      icon={<SearchIcon size={24} />}
      className="empty-results"
      actions={(words.length > 0 || filters.length > 0) && <SearchSuggestions />}
    >
      {hintOf(words.length > 0, filters.length > 0, words.length === 1)}
    </EmptyState>
  );
}
