/**
 * What the search screen shows after its first paint, in a chunk of its own (loaded by
 * renderer/search/search-screen.tsx with import(), vite.first-screen-rule.ts): "Copy as
 * curl / Python" of the search on screen, named for the saved search when one is shown; the
 * price-against-quality chart of the loaded results, on request; and what is new since a saved
 * search last ran.
 */
import { useState } from 'react';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { DatasetListQuery } from '../queries/query-keys';
import { NewSinceNotice, type NewSinceNoticeProps } from '../saved-searches/new-since-notice';
import { useSavedSearchRun } from '../saved-searches/saved-search-run';
import { CopyAsCode } from '../copy-as-code/copy-as-code';
import { searchRequest } from '../copy-as-code/request-code';
import { PriceQualityChart } from '../charts/price-quality-chart';
import { Button } from '../ui/controls/button';

export interface SearchToolsProps extends NewSinceNoticeProps {
  /** The search as it is sent (first page). */
  query: DatasetListQuery;
  /** The loaded results as shown ("Fits my use" may hide some). */
  shown: readonly DatasetSummaryReading[];
  onOpen(item: DatasetSummaryReading): void;
}

/** The default export lets the first paint load it with the fewest bytes (`lazy(() => import(…))`). */
export default function SearchTools({ query, shown, onOpen, ...results }: SearchToolsProps) {
  const savedName = useSavedSearchRun((store) => store.run?.name);
  const [chart, setChart] = useState(false);
  return (
    <>
      <div className="search-tools">
        <Button size="sm" variant="ghost" aria-expanded={chart} onClick={() => setChart((open) => !open)}>
          Price against quality chart
        </Button>
        <CopyAsCode what={savedName === undefined ? 'search' : `saved search “${savedName}”`} request={() => searchRequest(query)} />
      </div>
      {chart && <PriceQualityChart items={shown} onOpen={onOpen} lqsMin={query.lqs_min} priceMax={query.price_max} />}
      <NewSinceNotice {...results} />
    </>
  );
}
