import type { SearchMatchReading } from '../../shared/domain/readings/dataset-reading';
import { useUiStore } from '../state/ui-store';
import { Button } from '../ui/controls/button';
import { SearchSuggestions } from './results/empty-results';

const quoted = (words: readonly string[], type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat('en-GB', { type }).format(words.map((word) => `“${word}”`));

/**
 * Which words the datasets shown lack, as the marketplace stated it (docs/api.md, `meta.match`):
 * "all but “dermoscopy”", "all but one of “a”, “b” or “c”"; null when each has every word.
 */
export function allButWords({ kind, missing, notFound }: SearchMatchReading): string | null {
  const lacked = notFound.length > 0 ? [quoted(notFound, 'conjunction')] : [];
  if (kind === 'all_but_one')
    lacked.push(missing.length === 1 ? quoted(missing, 'conjunction') : `one of ${missing.length > 0 ? quoted(missing, 'disjunction') : 'the words'}`);
  return lacked.length > 0 ? `all but ${lacked.join(' and ')}` : null;
}

/**
 * One calm line above results that do not hold every word of the search, when the marketplace
 * says so (it says nothing otherwise): which words they lack, a search for the words they have
 * (when that is one search), and the no-match page's suggestions, folded.
 */
export function MatchNote({ match }: { match: SearchMatchReading | undefined }) {
  const updateSearch = useUiStore((s) => s.updateSearch);
  const allBut = match && allButWords(match);
  if (!match || !allBut) return null;
  const lacked = new Set([...match.missing, ...match.notFound].flatMap((words) => words.split(' ')));
  const rest = match.kind === 'all_words' || match.missing.length === 1 ? match.words.filter((word) => !lacked.has(word)).join(' ') : '';
  return (
    <div role="status" className="search-screen__note">
      <span>No dataset has every word; showing datasets with {allBut}.</span>
      {rest && (
        <Button size="sm" variant="ghost" onClick={() => updateSearch({ q: rest })}>
          Search “{rest}”
        </Button>
      )}
      <details>
        <summary>Other ways to search</summary>
        <SearchSuggestions />
      </details>
    </div>
  );
}
