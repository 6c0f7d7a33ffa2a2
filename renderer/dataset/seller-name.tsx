import { VerifiedIcon } from '../ui/icons';
import { str } from './record-fields';

export interface SellerNameProps {
  seller: Record<string, unknown>;
  /** Shown when the record names the seller neither by name nor by id. */
  unknownText?: string;
}

/** The seller's name (or id), with a "Verified" mark for a verified seller. */
export function SellerName({ seller, unknownText = 'Unknown seller' }: SellerNameProps) {
  return (
    <span className="seller">
      {str(seller.name) ?? str(seller.id) ?? unknownText}
      {seller.verified === true && (
        <span className="seller__verified">
          <VerifiedIcon size={14} />
          Verified
        </span>
      )}
    </span>
  );
}
