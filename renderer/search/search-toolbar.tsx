import type { ReactNode } from 'react';
import type { SortField, SortOrder } from '../../shared/wire/api-types';
import { PAGE_SIZE_CHOICES, type PageSize } from '../../shared/domain/limits';
import { useUiStore } from '../state/ui-store';
import { Select, type SelectOption } from '../ui/controls/field';
import { formatCount } from '../../shared/display/format';
import { Skeleton } from '../ui/feedback/skeleton';
import { loadedRange } from '../../shared/display/loaded-range';
import { effectiveSort, type SortChoice } from '../../shared/domain/search-query';
import { totalScope } from '../../shared/display/count-scope';

const SORT_LABELS: Record<SortChoice, string> = {
  relevance: 'Relevance',
  created_at: 'Newest',
  price: 'Price',
  quality_score: 'Quality (LQS)',
  total_sales: 'Sales',
};

const ORDER_LABELS: Record<SortField, Record<SortOrder, string>> = {
  created_at: { desc: 'Newest first', asc: 'Oldest first' },
  price: { desc: 'Highest first', asc: 'Lowest first' },
  quality_score: { desc: 'Highest first', asc: 'Lowest first' },
  total_sales: { desc: 'Most first', asc: 'Fewest first' },
};

export interface SearchToolbarProps {
  /** The total the marketplace stated; undefined while none is (known). */
  total: number | undefined;
  /** Results loaded so far (pages load as the list scrolls). */
  loaded: number;
  /** More pages exist. */
  hasMore: boolean;
  /** The first results of a search are loading (nothing to show yet). */
  loading: boolean;
  /** A changed search is loading while the previous results stay on screen. */
  searching?: boolean;
  /** Shown beside the total, e.g. how old the shown results are. */
  status?: ReactNode;
  /** The list shows loaded rows matched locally while typing: no range or total of the marketplace's is stated (the note over the list says what it shows). */
  localOnly?: boolean;
  /** The search whose results are shown narrows the catalog (its total is not the whole marketplace's). */
  narrowed: boolean;
}

/** What is shown of how many ("Showing 1–40 of 5,000 datasets") and the sort, order and page-size choices. */
export function SearchToolbar({ total, loaded, hasMore, loading, searching = false, status, localOnly = false, narrowed }: SearchToolbarProps) {
  const search = useUiStore((s) => s.search);
  const updateSearch = useUiStore((s) => s.updateSearch);
  const sort = effectiveSort(search);
  const hasText = search.q.trim() !== '';

  const sortOptions: SelectOption<SortChoice>[] = (Object.keys(SORT_LABELS) as SortChoice[])
    .filter((choice) => choice !== 'relevance' || hasText)
    .map((choice) => ({ value: choice, label: SORT_LABELS[choice] }));
  const orderOptions: SelectOption<SortOrder>[] =
    sort === 'relevance'
      ? [{ value: 'desc', label: 'Best first' }]
      : [
          { value: 'desc', label: ORDER_LABELS[sort].desc },
          { value: 'asc', label: ORDER_LABELS[sort].asc },
        ];

  const onSort = (choice: SortChoice) => {
    // Relevance is the server's default with text: it is "no sort".
    if (choice === 'relevance') updateSearch({ sort: undefined });
    else updateSearch({ sort: choice });
  };

  return (
    <div className="search-toolbar">
      <div className="search-toolbar__summary">
        <p className="search-toolbar__range tabular" aria-live="polite">
          {searching ? (
            <span className="search-toolbar__searching" data-first-view="skip">
              Searching…
            </span>
          ) : localOnly ? null : loaded > 0 || total !== undefined ? (
            <LoadedRangeText loaded={loaded} total={total} hasMore={hasMore} />
          ) : loading ? (
            <Skeleton width={90} height={12} />
          ) : null}
        </p>
        {/* The marketplace's total is of the search whose results are shown: the whole catalog or fewer, the words say which. */}
        {!searching && !localOnly && total !== undefined && loadedRange(loaded, total, hasMore).total !== undefined && (
          <span className="search-toolbar__scope muted">{totalScope(narrowed)}</span>
        )}
        {status}
      </div>
      <div className="search-toolbar__controls">
        <Select label="Sort by" value={sort} options={sortOptions} onChange={onSort} fieldClassName="search-toolbar__field" />
        <Select
          label="Order"
          value={sort === 'relevance' ? 'desc' : search.order}
          options={orderOptions}
          disabled={sort === 'relevance'}
          onChange={(order) => updateSearch({ order })}
          fieldClassName="search-toolbar__field"
        />
        <Select
          label="Page size"
          value={String(search.per_page)}
          options={PAGE_SIZE_CHOICES.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(size) => updateSearch({ per_page: Number(size) as PageSize })}
          fieldClassName="search-toolbar__field"
        />
      </div>
    </div>
  );
}

function LoadedRangeText({ loaded, total, hasMore }: { loaded: number; total: number | undefined; hasMore: boolean }) {
  const range = loadedRange(loaded, total, hasMore);
  return (
    <>
      {range.lead}
      {range.lead !== '' && range.total !== undefined && ' '}
      {range.total !== undefined && <strong className="search-toolbar__total">{formatCount(range.total, 'dataset')}</strong>}
    </>
  );
}
