import { receivedFact } from '../../shared/domain/fact-state';
import type { SellerReading } from '../../shared/domain/readings/dataset-reading';
import { StatedValue } from '../ui/display/stated-value';
import { VerifiedIcon } from '../ui/icons-more';

/** The seller's name (or id) from a received record, with a "Verified" mark when the record says the seller is verified. */
export function SellerName({ seller }: { seller: SellerReading }) {
  return (
    <span className="seller">
      <StatedValue fact={receivedFact(seller.name ?? seller.id)} />
      {seller.verified?.value === true && (
        <span className="seller__verified" title="The marketplace marks this seller as verified.">
          <VerifiedIcon size={14} />
          Verified
        </span>
      )}
    </span>
  );
}
