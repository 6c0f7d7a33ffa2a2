import type { QualityTier } from '../wire/api-types';
import type { Word } from '../domain/stated';

export function tierLabel(tier: string): string {
  return tier ? tier[0]!.toUpperCase() + tier.slice(1).toLowerCase() : tier;
}

/** A tier as read: a known tier's label, or the server's own word as sent. */
export function tierWordLabel(word: Word<QualityTier>): string {
  return 'known' in word ? tierLabel(word.known) : word.other;
}
