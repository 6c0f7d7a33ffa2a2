import type { ReactNode } from 'react';
import type { ReceivedDatasetDetail } from '../../shared/received';
import { formatBytes, formatDate, formatNumber, formatPrice } from '../ui/format';
import { Skeleton } from '../ui/skeleton';
import { ExternalLink } from './external-link';
import { FactList, type Fact } from './fact-list';
import { RecordBlock } from './record-block';
import { num, obj, str, strings } from './record-fields';
import { SellerName } from './seller-name';

export interface OverviewTabProps {
  record: ReceivedDatasetDetail;
  /** The record is still the list item: the detail-only parts are loading. */
  partial: boolean;
}

/** Description, tags, seller, facts and links. Parts the record lacks are left out (or shown loading). */
export function OverviewTab({ record, partial }: OverviewTabProps) {
  const description = str(record.description);
  const tags = strings(record.tags);
  const languages = strings(record.languages);
  const seller = obj(record.seller);
  const urls = obj(record.urls);
  const pending = (content: ReactNode | undefined): ReactNode => content ?? (partial ? <Skeleton width={120} /> : undefined);

  const facts: Fact[] = [
    ['Seller', pending(seller && <SellerName seller={seller} />)],
    ['Price', formatPrice(record.price)],
    ['Items', num(record.item_count) !== undefined ? formatNumber(record.item_count) : undefined],
    ['Size', pending(num(record.size_bytes) !== undefined ? formatBytes(record.size_bytes) : undefined)],
    ['Format', str(record.format)],
    ['Category', str(record.category)],
    ['Modality', pending(str(record.modality))],
    ['Languages', pending(languages.length ? languages.join(', ') : undefined)],
    ['Version', pending(str(record.version))],
    ['Created', str(record.created_at) && formatDate(record.created_at)],
    ['Updated', pending(str(record.updated_at) && formatDate(record.updated_at))],
    ['Sales', num(record.stats?.total_sales) !== undefined ? formatNumber(record.stats!.total_sales!) : undefined],
    ['Rating', ratingText(num(record.stats?.avg_rating), num(record.stats?.total_sales))],
  ];
  const links: Array<[string, string | undefined]> = [
    ['Dataset page', str(urls?.dataset)],
    ['Licence', str(urls?.license)],
    ['Sample', str(record.sample_url)],
  ];
  const shownLinks = links.filter((link): link is [string, string] => link[1] !== undefined);

  return (
    <div className="overview">
      <RecordBlock id="overview-description" title="Description">
        {description ? (
          <p className="overview__description">{description}</p>
        ) : partial ? (
          <Skeleton lines={3} />
        ) : (
          <p className="muted">The marketplace gives no description.</p>
        )}
      </RecordBlock>

      {(tags.length > 0 || partial) && (
        <RecordBlock id="overview-tags" title="Tags">
          {tags.length > 0 ? (
            <ul role="list" className="tag-list">
              {tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton width="50%" />
          )}
        </RecordBlock>
      )}

      <RecordBlock id="overview-facts" title="Details">
        <FactList facts={facts.filter(([, value]) => value !== undefined && value !== '')} />
      </RecordBlock>

      {shownLinks.length > 0 && (
        <RecordBlock id="overview-links" title="Links">
          <ul role="list" className="link-list">
            {shownLinks.map(([label, url]) => (
              <li key={label}>
                <ExternalLink url={url}>{label}</ExternalLink>
              </li>
            ))}
          </ul>
        </RecordBlock>
      )}
    </div>
  );
}

/** "4.6 of 5"; a 0 rating without sales means nobody has rated it yet. */
function ratingText(rating: number | undefined, sales: number | undefined): string | undefined {
  if (rating === undefined) return undefined;
  if (rating === 0 && (sales ?? 0) === 0) return 'Not rated yet';
  return `${formatNumber(Math.round(rating * 10) / 10)} of 5`;
}
