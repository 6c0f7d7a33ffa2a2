import { useUiStore } from '../app/ui-store';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { SearchIcon } from '../ui/icons';
import { activeFilters } from './active-filters';

/** No match: names what narrows the search and offers to loosen each part. */
export function EmptyResults() {
  const search = useUiStore((s) => s.search);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const removeFilter = useUiStore((s) => s.removeFilter);
  const clearFilters = useUiStore((s) => s.clearFilters);
  const filters = activeFilters(search);
  const text = search.q.trim();

  const hint =
    filters.length > 0
      ? `Try loosening a filter${text ? ' or the search text' : ''}:`
      : text
        ? 'Try fewer or different words.'
        : 'The marketplace has no published datasets yet.';

  return (
    <EmptyState
      title="No datasets match"
      icon={<SearchIcon size={24} />}
      actions={
        (filters.length > 0 || text) && (
          <>
            {text && (
              <Button size="sm" onClick={() => updateSearch({ q: '' })}>
                Clear search text “{text}”
              </Button>
            )}
            {filters.map((filter) => (
              <Button key={filter.key} size="sm" onClick={() => removeFilter(filter.key)}>
                Remove {filter.label}
              </Button>
            ))}
            {filters.length > 1 && (
              <Button size="sm" variant="ghost" onClick={clearFilters}>
                Clear all filters
              </Button>
            )}
          </>
        )
      }
    >
      {hint}
    </EmptyState>
  );
}
