import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchReplacesFirstView } from '../state/first-view-handoff';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { useConnectionNamespace } from '../state/connection-store';
import { useSaidAbove } from '../state/connection-health';
import { toAppError } from '../queries/call-bridge';
import { useSavedViewOnly } from '../state/saved-view';
import { retryRequest } from '../queries/retry-request';
import { useUiStore } from '../state/ui-store';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DatasetPane } from '../dataset/dataset-pane';
import { useQuotaGate } from '../quota/use-quota-gate';
import { useQuotaStanding } from '../quota/use-current-quota';
import { SaveSearchButton } from '../saved-searches/save-search-button';
import { FitsMyUseNote } from '../use-fit/fits-my-use-control';
import { useFitting } from '../use-fit/use-fitting';
import { Button } from '../ui/controls/button';
import { cx } from '../ui/class-names';
import { EmptyState } from '../ui/feedback/empty-state';
import { ErrorPanel } from '../ui/feedback/error-panel';
import { FilterIcon, WarningIcon } from '../ui/icons';
import { StaleDataNotice } from '../ui/feedback/stale-data-notice';
import { activeFilters } from './filters/active-filters';
import { EmptyResults, Facets, MatchNote, OfflineSearchesPanel, SearchCorrectionNotice } from './search-parts-later';
import { useSearchAsTyped, withAsTyped } from './search-as-typed';
import { FilterChips } from './filters/filter-chips';
import { useAnswerPaintedMark, useResultsPaintedMark } from './perf-marks';
import type { LocalAnswerStage } from './local-answer/local-answer-note';
import { useLocalAnswerCode, type LocalAnswerCode } from './local-answer/local-answer-later';
import { planSearch, type SearchMoment } from './search-timing';
import { ResultsList, ResultsSkeleton, type ResultsListHandle } from './results/results-list';
import { Skeleton } from '../ui/feedback/skeleton';
import { SearchBox } from './search-box';
import { queryFingerprint, toListQuery } from '../../shared/domain/search-query';
import { usePaneKeyboard } from './results/use-pane-keyboard';
import type { DatasetListQuery } from '../queries/query-keys';
import { SearchToolbar } from './search-toolbar';
import { useShownSearch } from './shown-search';
import { queryNarrows } from '../../shared/display/count-scope';
import { isSearchCached, startDatasetSearch, useDatasetSearch, useStartSearchAsScreenRenders } from './use-dataset-search';
import './search.css';

/** The search's tools (renderer/search-tools/): a chunk fetched as the screen first renders, after the first paint. */
const SearchTools = lazy(() => import('../search-tools/tools'));

/**
 * Filters, results and the open dataset side by side (stacked in narrow windows). With no dataset
 * open the results take the room: an empty pane would only say what a click on a result does.
 */
export function SearchScreen() {
  const search = useUiStore((s) => s.search);
  const selectedId = useUiStore((s) => s.selectedDatasetId);
  const selectDataset = useUiStore((s) => s.selectDataset);
  // "Search instead for …" under a corrected search: that text, as typed (search-as-typed.ts).
  const asTyped = useSearchAsTyped((s) => s.text);
  const listQuery = useMemo(() => withAsTyped(toListQuery(search), asTyped), [search, asTyped]);
  const queryClient = useQueryClient();
  const namespace = useConnectionNamespace();
  const gate = useQuotaGate();
  const quota = useQuotaStanding({ follow: false }).level;
  const savedViewOnly = useSavedViewOnly();
  // The text last typed in the box, and whether Enter was pressed on it (a saved search or a link sets the text whole).
  const [typed, setTyped] = useState<{ text: string; entered: boolean } | null>(null);
  // When to send the search, and with which words: search-timing.ts.
  const moment: Omit<SearchMoment, 'sentText'> = {
    text: search.q,
    typing: typed !== null && !typed.entered && typed.text === search.q,
    how: useUiStore.getState().searchChange,
    quota,
    isCached: (text) => isSearchCached(queryClient, namespace, withAsTyped(toListQuery({ ...search, q: text }), asTyped)),
  };
  const plan = planSearch({ ...moment, sentText: '' });
  const target = useMemo(() => withAsTyped(toListQuery({ ...search, q: plan.text }), asTyped), [search, plan.text, asTyped]);
  const query = useDebouncedValue(target, (settled) => planSearch({ ...moment, sentText: settled.q ?? '' }).delayMs, {
    key: queryFingerprint,
    changedAt: () => useUiStore.getState().searchChangedAt,
    // A key that leaves the words to send as they were ("cat" → "cat d") is typing all the same: the pause starts again.
    activity: search.q,
    // The request leaves as the wait ends. The screen renders the search when its answer is in
    // (one render, with the results), or as "Searching…" if the answer takes longer than 0.1 s.
    onSettle: (settled) => (gate.blocked ? undefined : startDatasetSearch(queryClient, namespace, settled)),
  });
  useStartSearchAsScreenRenders(query, gate.blocked);
  const results = useDatasetSearch(query);
  const listRef = useRef<ResultsListHandle>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilters(search).length;
  const pausedNoteId = useId();
  // The shown results belong to an earlier search (react-query's placeholder) while this one loads or waits.
  const showingPrevious = results.isPlaceholderData;

  useResultsPaintedMark(query.q ?? '', results.isSuccess && !results.isPlaceholderData && !results.isFetching);
  useAnswerPaintedMark(search.q);
  const shown = useShownSearch(query, showingPrevious);
  // While the typed search waits (or is on its way), the list answers from the rows loaded for the one on screen.
  const localCode = useLocalAnswerCode();
  const localText = results.data === undefined || localCode === null ? null : localCode.localAnswerText(listQuery, shown, search.q);
  const localStage: LocalAnswerStage = gate.blocked
    ? 'paused'
    : showingPrevious && results.fetchStatus === 'fetching'
      ? 'asking'
      : plan.held && queryFingerprint(target) === queryFingerprint(query)
        ? 'held'
        : 'waiting';

  const knownFormats = useMemo(
    () => [...new Set(results.items.map((item) => item.format?.value).filter((format): format is string => format !== undefined))].sort(),
    [results.items],
  );

  // The filters drawer (narrower windows): focus moves into it when it opens and back to "Filters"
  // when it closes by Escape or Done; a click outside it closes it too. The scrim over the rest of
  // the screen takes that click, so it only closes the drawer and opens nothing underneath.
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const filtersPanel = useRef<HTMLElement>(null);
  const filtersScrim = useRef<HTMLDivElement>(null);
  const filtersHeading = useRef<HTMLHeadingElement>(null);
  const closeFilters = useCallback((returnFocus: boolean) => {
    setFiltersOpen(false);
    if (returnFocus) filtersToggle.current?.focus();
  }, []);
  useEffect(() => {
    if (!filtersOpen) return;
    filtersHeading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeFilters(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = [filtersPanel, filtersToggle, filtersScrim].some((part) => part.current?.contains(target));
      if (target && !inside) closeFilters(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [filtersOpen, closeFilters]);

  const open = useCallback((item: DatasetSummaryReading) => selectDataset(item.id), [selectDataset]);
  const closePane = useCallback(() => selectDataset(null), [selectDataset]);
  usePaneKeyboard(selectedId, closePane, listRef);
  const hasData = results.data !== undefined && !showingPrevious;
  // The page's first view is a picture of this screen, which replaces it (first-view-handoff.ts).
  useSearchReplacesFirstView(hasData || results.fetchStatus !== 'fetching');
  // "Fits my use" filters what is loaded (the app's reading of each licence), never the marketplace's total.
  const fitsMyUse = useUiStore((s) => s.fitsMyUse);
  const useCase = useUiStore((s) => s.compatibility.useCase);
  const fitting = useFitting(results.items, useCase, fitsMyUse);
  const shownItems = useMemo(
    () => (localText === null || localCode === null ? fitting.shown : localCode.localMatches(fitting.shown, localText)),
    [fitting.shown, localText, localCode],
  );
  const settledForSearch = hasData && results.isSuccess && !results.isFetching && queryFingerprint(query) === queryFingerprint(listQuery);
  const refreshError = results.isError && hasData ? results.error : null;
  // How the shown datasets match the words: the first page's statement, when the marketplace makes one.
  const match = hasData && results.items.length > 0 ? results.data?.pages[0]?.match?.value : undefined;
  const correction = hasData ? results.data?.pages[0]?.correction?.value : undefined;

  return (
    <div className={cx('search-screen', filtersOpen && 'search-screen--filters-open', selectedId !== null && 'search-screen--dataset-open')}>
      {filtersOpen && <div ref={filtersScrim} className="search-screen__scrim" aria-hidden="true" onClick={() => closeFilters(false)} />}
      <section id="search-filters" ref={filtersPanel} className="search-screen__facets" aria-labelledby="search-filters-title">
        <div className="search-screen__facets-header">
          <h2 id="search-filters-title" ref={filtersHeading} tabIndex={-1} className="section-title">
            Filters
          </h2>
          <Button size="sm" variant="ghost" className="search-screen__facets-close" onClick={() => closeFilters(true)}>
            Done
          </Button>
        </div>
        <Suspense fallback={<FacetsLoading />}>
          <Facets knownFormats={knownFormats} />
        </Suspense>
      </section>

      <section className="search-screen__results" aria-labelledby="search-results-title">
        {/* Where the results start, for those who move by headings: under it, "No datasets match" is a level below. */}
        <h2 id="search-results-title" className="visually-hidden">
          Search results
        </h2>
        <div className="search-screen__query">
          <SearchBox
            onArrowDown={() => listRef.current?.focusActive()}
            describedBy={gate.blocked ? pausedNoteId : undefined}
            onTyped={(text, entered) => setTyped({ text, entered })}
          />
          <SaveSearchButton />
          <Button
            ref={filtersToggle}
            className="search-screen__filters-toggle"
            icon={<FilterIcon />}
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((value) => !value)}
          >
            Filters{filterCount > 0 ? ` (${filterCount})` : ''}
          </Button>
        </div>
        {gate.blocked && (
          // The quota banner above says it for everyone; this says it again only to the search box's readers.
          <p id={pausedNoteId} className="visually-hidden">
            <WarningIcon size={14} />
            <span>{gate.reason} New searches are paused until then; searches you already ran still show.</span>
          </p>
        )}
        <SearchToolbar
          total={hasData ? results.total : undefined}
          loaded={hasData ? results.items.length : 0}
          hasMore={hasData && results.hasNextPage}
          loading={results.isPending && results.fetchStatus === 'fetching'}
          searching={showingPrevious && results.fetchStatus === 'fetching'}
          localOnly={localText !== null}
          narrowed={queryNarrows(shown)}
          status={
            hasData && (
              <StaleDataNotice
                updatedAt={results.dataUpdatedAt}
                error={refreshError}
                // Results fetched moments ago (the search that spent the last request) are no saved copy.
                pausedReason={
                  savedViewOnly
                    ? results.fetchStatus === 'idle'
                      ? 'connecting to the marketplace'
                      : 'being updated'
                    : results.quotaBlocked && results.isStale
                      ? 'the daily quota is used up'
                      : null
                }
                onRetry={() => retryRequest(() => results.refetch())}
              />
            )
          }
        />
        <FilterChips />
        {localText !== null && localCode !== null && (
          <localCode.LocalAnswerNote loaded={fitting.shown.length} matching={shownItems.length} text={localText} stage={localStage} />
        )}
        {correction !== undefined && localText === null && (
          <Suspense fallback={null}>
            <SearchCorrectionNotice correction={correction} />
          </Suspense>
        )}
        {match !== undefined && localText === null && (
          <Suspense fallback={null}>
            <MatchNote match={match} />
          </Suspense>
        )}
        <FitsMyUseNote hidden={fitting.hidden} loaded={results.items.length} />
        <Suspense fallback={null}>
          <SearchTools
            query={listQuery}
            shown={shownItems}
            onOpen={open}
            items={results.items}
            settled={settledForSearch}
            moreExist={results.hasNextPage}
            match={match}
          />
        </Suspense>
        <ResultsBody
          results={results}
          query={query}
          shownKey={queryFingerprint(shown)}
          items={shownItems}
          readingPending={fitting.pending}
          local={localText === null ? null : localCode}
          selectedId={selectedId}
          onOpen={open}
          listRef={listRef}
        />
      </section>

      {selectedId !== null && <DatasetPane />}
    </div>
  );
}

interface ResultsBodyProps {
  results: ReturnType<typeof useDatasetSearch>;
  /** The request shown. */
  query: DatasetListQuery;
  /** The search whose results are on screen, as a key (shown-search.ts). */
  shownKey: string;
  /** The loaded results to show ("Fits my use" may hide some; typing not yet sent filters them locally). */
  items: DatasetSummaryReading[];
  /** "Fits my use" is on and its reading's code is not in yet: placeholder rows, never unread ones. */
  readingPending: boolean;
  /** The local answer's code when the items are loaded rows matched locally against typing not yet sent. */
  local: LocalAnswerCode | null;
  selectedId: string | null;
  onOpen(item: DatasetSummaryReading): void;
  listRef: RefObject<ResultsListHandle | null>;
}

function ResultsBody({ results, query, shownKey, items, readingPending, local, selectedId, onOpen, listRef }: ResultsBodyProps) {
  // An earlier search's results are no stand-in for one that cannot be sent at all.
  const waitingForQuota = results.isPlaceholderData && results.quotaBlocked && results.fetchStatus === 'idle';
  const error = results.isError ? toAppError(results.error) : null;
  const saidAbove = useSaidAbove(error);
  if (results.data === undefined || waitingForQuota) {
    if (saidAbove && error !== null) {
      // The banner above names the problem and its way out: here, only what it means for the results.
      return (
        <EmptyState title="No results to show yet" className="search-screen__message">
          {error.kind === 'unauthorized' ? 'They show here once the marketplace has a key it accepts.' : 'They show here once the marketplace answers.'} The
          notice above says what to do.
        </EmptyState>
      );
    }
    if (results.isError) {
      return (
        <div className="search-screen__message">
          <ErrorPanel error={results.error} onRetry={() => retryRequest(() => results.refetch())} />
        </div>
      );
    }
    if (results.quotaBlocked) {
      return (
        <Suspense fallback={null}>
          <OfflineSearchesPanel current={query} />
        </Suspense>
      );
    }
    return <ResultsSkeleton />;
  }
  if (readingPending) return <ResultsSkeleton />;
  if (local !== null && items.length === 0) return <local.LocalAnswerEmpty />;
  if (results.items.length === 0) {
    return (
      <Suspense fallback={null}>
        <EmptyResults />
      </Suspense>
    );
  }
  if (items.length === 0 && local === null) {
    return (
      <EmptyState title="No loaded result fits your use" icon={<WarningIcon size={24} />}>
        In the app’s reading of their licences, none of the {results.items.length} loaded results fits the intended use. Turn off “Fits my use”, choose another
        use, or load more results.
      </EmptyState>
    );
  }
  return (
    <ResultsList
      // Each search starts at its first row, in a list of its own (shown-search.ts says why).
      key={shownKey}
      ref={listRef}
      items={items}
      // With results hidden by "Fits my use" or matched locally, the list's size is not the marketplace's total.
      total={items.length === results.items.length && local === null ? results.total : undefined}
      selectedId={selectedId}
      busy={local !== null || (results.isPlaceholderData && results.fetchStatus === 'fetching')}
      // Loaded rows matched locally load no further page: that would be the earlier search's.
      hasNextPage={results.hasNextPage && local === null}
      endText={local === null ? undefined : 'End of the loaded results that match'}
      isFetchingNextPage={results.isFetchingNextPage}
      nextPageFailed={results.isFetchNextPageError}
      // react-query reports a failed page in the query's state (isFetchNextPageError), never by rejecting.
      fetchNextPage={() => void results.fetchNextPage()}
      loadAhead={!results.quotaLow}
      onOpen={onOpen}
    />
  );
}

/** The filters panel while its code loads: placeholder lines, announced as busy. */
function FacetsLoading() {
  return (
    <div className="facets" aria-busy="true">
      <Skeleton lines={6} height={12} />
    </div>
  );
}
