import type { Stated, Word } from '../domain/stated';
import type { ScoreBasis } from '../wire/api-types';

/** The words that mark a score computed from a listing's metadata, not from its files. */
export const METADATA_ONLY_WORDS = 'scored from metadata only';

/** True when the marketplace says the scores were computed from metadata only. */
export function isMetadataOnly(basis: Stated<Word<ScoreBasis>> | undefined): boolean {
  return basis !== undefined && 'known' in basis.value && basis.value.known === 'metadata';
}
