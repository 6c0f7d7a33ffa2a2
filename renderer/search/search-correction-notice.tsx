import type { QueryCorrectionReading } from '../../shared/domain/readings/dataset-reading';
import { useUiStore } from '../state/ui-store';
import { Button } from '../ui/controls/button';
import { useSearchAsTyped } from './search-as-typed';

/** The corrected search with each corrected word emphasised: "<em>defect</em> detection". */
function correctedText({ corrected, words }: QueryCorrectionReading) {
  const changed = new Set(words.map((word) => word.to.toLowerCase()));
  return corrected.split(/([\p{L}\p{N}]+)/u).map((part, index) => (changed.has(part.toLowerCase()) ? <em key={index}>{part}</em> : part));
}

/**
 * "Showing results for *defect* detection · Search instead for *defcet*", when the marketplace
 * says it corrected the search (docs/api.md, `meta.query_correction`); nothing otherwise. The
 * button runs the words as typed, uncorrected.
 */
export function SearchCorrectionNotice({ correction }: { correction: QueryCorrectionReading | undefined }) {
  const updateSearch = useUiStore((s) => s.updateSearch);
  const searchAsTyped = useSearchAsTyped((s) => s.searchAsTyped);
  if (!correction) return null;
  const typos = correction.words.map((word) => word.from).join(' ');
  return (
    <div role="status" className="search-screen__note">
      <span>Showing results for {correctedText(correction)}</span>
      <span aria-hidden="true">·</span>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          searchAsTyped(correction.original);
          updateSearch({ q: correction.original });
        }}
      >
        <span>
          Search instead for <em>{typos}</em>
        </span>
      </Button>
    </div>
  );
}
