import type { ScoreBasis } from '../../shared/wire/api-types';
import type { Stated, Word } from '../../shared/domain/stated';
import './metadata-only-mark.css';

/** The words that mark a score computed from a listing's metadata, not from its files. */
const METADATA_ONLY_WORDS = 'scored from metadata only';

/** True when the marketplace says the scores were computed from metadata only. */
function isMetadataOnly(basis: Stated<Word<ScoreBasis>> | undefined): boolean {
  return basis !== undefined && 'known' in basis.value && basis.value.known === 'metadata';
}

/** A small mark beside a score from metadata only (the search row; Compare has a row of its own). */
export function MetadataOnlyMark({ basis }: { basis: Stated<Word<ScoreBasis>> | undefined }) {
  return isMetadataOnly(basis) ? <span className="metadata-only-mark">{METADATA_ONLY_WORDS}</span> : null;
}
