import { useEffect, useRef, useState } from 'react';
import type { DatasetSummaryReading, SearchMatchReading } from '../../shared/domain/readings/dataset-reading';
import { useUiStore } from '../state/ui-store';
import { allButWords } from '../search/match-note';
import { BookmarkIcon } from '../ui/icons';
import { newSinceLastRun, type NewSinceLastRun } from '../../shared/domain/new-since-last-run';
import { useSavedSearchRun } from './saved-search-run';
import './saved-searches.css';

export interface NewSinceNoticeProps {
  items: readonly DatasetSummaryReading[];
  /** The results shown are this search's own (not an earlier one's while it loads). */
  settled: boolean;
  moreExist: boolean;
  /** How the results match the search's words, when the marketplace says. */
  match?: SearchMatchReading;
}

/**
 * After a saved search runs: how many of its results are new since it last ran, counted once from
 * the first results that arrive, and whether they lack a word of it. Editing the search by hand ends it.
 */
export function NewSinceNotice({ items, settled, moreExist, match }: NewSinceNoticeProps) {
  const run = useSavedSearchRun((store) => store.run);
  const search = useUiStore((store) => store.search);
  // The notice belongs to one run: a later run (or none) does not show it.
  const [notice, setNotice] = useState<{ run: number; text: string } | null>(null);
  const counted = useRef<number | null>(null);
  const searchAtRun = useRef(search);

  useEffect(() => {
    if (run === null) return;
    if (counted.current !== run.token) searchAtRun.current = search;
    else if (searchAtRun.current !== search) useSavedSearchRun.setState({ run: null });
  }, [run, search]);

  useEffect(() => {
    if (run === null || !settled || counted.current === run.token) return;
    counted.current = run.token;
    const allBut = match && allButWords(match);
    setNotice({
      run: run.token,
      text: `${
        run.justSaved
          ? `Saved “${run.name}”. Each time you run it, the app says how many results are new since the run before.`
          : run.previousRunAt === undefined
            ? `First run of “${run.name}”. Next time the app says how many results are new since this run.`
            : `“${run.name}”: ${describeNewSince(newSinceLastRun(items, run.previousRunAt, moreExist), run.previousRunAt)}`
      }${allBut ? ` No dataset has every word of it: the results have ${allBut}.` : ''}`,
    });
  }, [run, settled, items, moreExist, match]);

  if (run === null || notice === null || notice.run !== run.token) return null;
  const text = notice.text;
  return (
    <p role="status" className="new-since-notice">
      <BookmarkIcon size={14} />
      <span>{text}</span>
    </p>
  );
}

function describeNewSince(result: NewSinceLastRun, lastRunAt: string): string {
  const when = new Date(lastRunAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const count =
    result.count === 0 ? 'No results are' : `${result.atLeast ? 'At least ' : ''}${result.count} ${result.count === 1 ? 'result is' : 'results are'}`;
  const undated = result.undated > 0 ? ` (${result.undated} loaded ${result.undated === 1 ? 'result states' : 'results state'} no date)` : '';
  return `${count} new since you last ran it (${when}), counted among the results loaded${undated}.`;
}
