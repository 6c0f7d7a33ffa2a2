import { describe, expect, it } from 'vitest';
import { KEPT_TEXT_LENGTHS } from '../../shared/domain/limits';
import { shortlistEntrySchema } from '../../shared/ipc/ipc-schemas';
import { shortlistListing } from './shortlist-listing';

const stated = <T>(value: T) => ({ value, from: 'test' });

describe('shortlistListing', () => {
  it('cuts every text a marketplace sent to what the shortlist keeps, so the core takes it', () => {
    const long = (length: number) => 'x'.repeat(length + 25);
    const listing = shortlistListing({
      id: 'ds-1',
      title: stated(long(KEPT_TEXT_LENGTHS.title)),
      license: stated(long(KEPT_TEXT_LENGTHS.license)),
      tier: stated({ other: long(KEPT_TEXT_LENGTHS.tier) }),
      category: stated(long(KEPT_TEXT_LENGTHS.category)),
      format: stated(long(KEPT_TEXT_LENGTHS.format)),
      pageUrl: stated(`https://example.com/${long(KEPT_TEXT_LENGTHS.url)}`),
      createdAt: stated(long(KEPT_TEXT_LENGTHS.time)),
      composite: stated(140),
      raw: {},
    });
    expect(shortlistEntrySchema.safeParse(listing).success).toBe(true);
    expect(listing.title).toHaveLength(KEPT_TEXT_LENGTHS.title);
    expect(listing.composite).toBeUndefined();
  });
});
