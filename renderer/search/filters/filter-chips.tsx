import { useUiStore } from '../../state/ui-store';
import { Button } from '../../ui/controls/button';
import { Chip } from '../../ui/controls/chip';
import { activeFilters } from './active-filters';

/** The active filters as removable chips, with "Clear all". Renders nothing without filters. */
export function FilterChips() {
  const search = useUiStore((s) => s.search);
  const removeFilter = useUiStore((s) => s.removeFilter);
  const clearFilters = useUiStore((s) => s.clearFilters);
  const filters = activeFilters(search);
  if (filters.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-label="Active filters">
      <ul role="list" className="filter-chips__list">
        {filters.map((filter) => (
          <li key={filter.key}>
            <Chip label={filter.label} onRemove={() => removeFilter(filter.key)} />
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={clearFilters}>
        Clear all
      </Button>
    </div>
  );
}
