import type { ReactNode } from 'react';
import type { DatasetDetailReading } from '../../shared/readings/dataset-reading';
import type { Stated } from '../../shared/stated';
import { formatBytes, formatDate, formatNumber, formatPrice } from '../ui/format';
import { Skeleton } from '../ui/skeleton';
import { NOT_STATED, StatedValue } from '../ui/stated-value';
import { ExternalLink } from './external-link';
import { FactList, type Fact } from './fact-list';
import { RecordBlock } from './record-block';
import { SellerName } from './seller-name';

export interface OverviewTabProps {
  record: DatasetDetailReading;
  /** The record is still the list item: the detail-only parts are loading. */
  partial: boolean;
}

/** Description, tags, seller, facts and links; a fact the marketplace did not state says so. */
export function OverviewTab({ record, partial }: OverviewTabProps) {
  const tags = record.tags?.value ?? [];
  /** A detail-only fact: loading while the list item stands in, else the stated value or "not stated". */
  const detail = <T,>(fact: Stated<T> | undefined, render?: (value: T) => ReactNode): ReactNode =>
    fact === undefined && partial ? <Skeleton width={120} /> : <StatedValue fact={fact}>{render}</StatedValue>;
  const stated = <T,>(fact: Stated<T> | undefined, render?: (value: T) => ReactNode): ReactNode => <StatedValue fact={fact}>{render}</StatedValue>;

  const facts: Fact[] = [
    ['Seller', record.seller ? <SellerName seller={record.seller} /> : partial ? <Skeleton width={120} /> : <span className="not-stated">{NOT_STATED}</span>],
    ['Price', stated(record.price, (price) => formatPrice(price, record.currency?.value))],
    ['Items', stated(record.itemCount, formatNumber)],
    ['Size', detail(record.sizeBytes, formatBytes)],
    ['Format', stated(record.format)],
    ['Category', stated(record.category)],
    ['Modality', detail(record.modality)],
    ['Languages', detail(record.languages, (languages) => languages.join(', ') || 'None')],
    ['Version', detail(record.version)],
    ['Created', stated(record.createdAt, (date) => formatDate(date))],
    ['Updated', detail(record.updatedAt, (date) => formatDate(date))],
    ['Sales', stated(record.totalSales, formatNumber)],
    ['Average rating', stated(record.averageRating, (rating) => ratingText(rating, record.totalSales?.value))],
  ];
  const links: Array<[string, Stated<string | null> | undefined]> = [
    ['Dataset page', record.pageUrl],
    ['Licence', record.licenseUrl],
    ['Sample', record.sampleUrl],
  ];
  const shownLinks = links.filter((link): link is [string, Stated<string>] => typeof link[1]?.value === 'string');

  return (
    <div className="overview">
      <RecordBlock id="overview-description" title="Description">
        {record.description ? (
          <p className="overview__description">
            <StatedValue fact={record.description} />
          </p>
        ) : partial ? (
          <Skeleton lines={3} />
        ) : (
          <p className="not-stated">The marketplace gives no description.</p>
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
        <FactList facts={facts} />
      </RecordBlock>

      {(shownLinks.length > 0 || record.sampleUrl?.value === null) && (
        <RecordBlock id="overview-links" title="Links">
          <ul role="list" className="link-list">
            {shownLinks.map(([label, url]) => (
              <li key={label}>
                <ExternalLink url={url.value}>{label}</ExternalLink>
              </li>
            ))}
            {record.sampleUrl?.value === null && <li className="muted">No sample: the marketplace states there is none.</li>}
          </ul>
        </RecordBlock>
      )}
    </div>
  );
}

/** "4.6"; a 0 beside no sales means nobody could rate it yet, and says so rather than look like a bad score. */
function ratingText(rating: number, sales: number | undefined): string {
  if (rating === 0 && sales === 0) return '0 (no sales, so no ratings yet)';
  return formatNumber(Math.round(rating * 10) / 10);
}
