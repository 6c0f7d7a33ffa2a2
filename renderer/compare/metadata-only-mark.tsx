import type { ScoreBasis } from '../../shared/wire/api-types';
import type { Stated, Word } from '../../shared/domain/stated';
import { isMetadataOnly, METADATA_ONLY_WORDS } from '../../shared/display/metadata-only';
import './metadata-only-mark.css';

/** A small mark beside a score from metadata only (the search row; Compare has a row of its own). */
export function MetadataOnlyMark({ basis }: { basis: Stated<Word<ScoreBasis>> | undefined }) {
  return isMetadataOnly(basis) ? <span className="metadata-only-mark">{METADATA_ONLY_WORDS}</span> : null;
}
