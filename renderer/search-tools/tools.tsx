/**
 * What the search screen shows after its first paint, in a chunk of its own (loaded by
 * renderer/search/search-screen.tsx; vite.config.ts keeps it out of the first chunk): "Copy as
 * curl / Python" of the search on screen, named for the saved search when one is shown, and what
 * is new since a saved search last ran.
 */
import type { DatasetListQuery } from '../queries/query-keys';
import { NewSinceNotice, type NewSinceNoticeProps } from '../saved-searches/new-since-notice';
import { useSavedSearchRun } from '../saved-searches/saved-search-run';
import { CopyAsCode } from '../copy-as-code/copy-as-code';
import { searchRequest } from '../copy-as-code/request-code';

export interface SearchToolsProps extends NewSinceNoticeProps {
  /** The search as it is sent (first page). */
  query: DatasetListQuery;
}

/** The default export lets the first paint load it with the fewest bytes (`lazy(() => import(…))`). */
export default function SearchTools({ query, ...results }: SearchToolsProps) {
  const savedName = useSavedSearchRun((store) => store.run?.name);
  return (
    <>
      <div className="search-tools">
        <CopyAsCode what={savedName === undefined ? 'search' : `saved search “${savedName}”`} request={() => searchRequest(query)} />
      </div>
      <NewSinceNotice {...results} />
    </>
  );
}
