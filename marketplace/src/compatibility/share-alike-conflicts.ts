import type { CompatibilityConflict } from '@dmd/shared/wire/api-types';
import { shareAlikeClashes, shareAlikeClashSentence, type ShareAlikeHolder } from '@dmd/shared/domain/licenses/share-alike';

/**
 * Every pair of DIFFERENT share-alike licences among the subjects that cannot be met together
 * (shared/domain/licenses/share-alike.ts), as one conflict naming both licences and every dataset
 * under either (in input order), for every use: the combination may never be redistributed. It
 * blocks a use that shares the combination; for any other use it is a condition (keep it private).
 */
export function findShareAlikeConflicts(subjects: readonly ShareAlikeHolder[], blocksUse: boolean): CompatibilityConflict[] {
  return shareAlikeClashes(subjects).map((clash) => ({
    dataset_ids: clash.holders.map((holder) => holder.id),
    reason: shareAlikeClashSentence(clash, blocksUse),
    blocking: blocksUse,
  }));
}
