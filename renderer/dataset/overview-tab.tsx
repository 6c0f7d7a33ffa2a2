import type { ReactNode } from 'react';
import { factOf, fullRecordFactOf, receivedPart, type MeansNone, type RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { Stated } from '../../shared/domain/stated';
import { formatBytes, formatDate, formatNumber, formatPrice } from '../../shared/display/format';
import { NotKnownValue } from '../ui/display/not-known';
import { Skeleton } from '../ui/feedback/skeleton';
import { StatedValue } from '../ui/display/stated-value';
import { ExternalLink } from './external-link';
import { FactList, type Fact } from './fact-list';
import { RecordBlock } from './record-block';
import { SellerName } from './seller-name';

/** The dataset as the app has it: the detail record, or the search result standing in while the detail is not known yet. */
export type DatasetRecordState = RecordState<DatasetDetailReading, DatasetSummaryReading>;

export interface OverviewTabProps {
  record: DatasetRecordState;
}

/**
 * Description, tags, seller, facts and links. A fact the received record does not state says so;
 * one only the detail record has is a placeholder while it loads, or says why it is not loaded.
 */
export function OverviewTab({ record }: OverviewTabProps) {
  const part = receivedPart(record);
  /** A fact the search result has too. */
  const listed = <T,>(pick: (listing: DatasetSummaryReading) => Stated<T> | undefined, render?: (value: T) => ReactNode): ReactNode => (
    <StatedValue fact={factOf(record, pick)}>{render}</StatedValue>
  );
  /** A fact only the detail record has. */
  const detailed = <T,>(
    pick: (detail: DatasetDetailReading) => Stated<T> | undefined,
    render?: (value: T) => ReactNode,
    none?: ReactNode,
    meansNone?: MeansNone<T>,
  ): ReactNode => (
    <StatedValue fact={fullRecordFactOf(record, pick, meansNone)} none={none}>
      {render}
    </StatedValue>
  );
  const seller = record.state === 'received' ? record.record.seller : undefined;

  const facts: Fact[] = [
    ['Seller', seller && (seller.name ?? seller.id) ? <SellerName seller={seller} /> : detailed((detail) => detail.seller?.name ?? detail.seller?.id)],
    [
      'Price',
      listed(
        (listing) => listing.price,
        (price) => formatPrice(price, part?.currency?.value),
      ),
    ],
    ['Items', listed((listing) => listing.itemCount, formatNumber)],
    ['Size', detailed((detail) => detail.sizeBytes, formatBytes)],
    ['Format', listed((listing) => listing.format)],
    ['Category', listed((listing) => listing.category)],
    ['Modality', detailed((detail) => detail.modality)],
    [
      'Languages',
      detailed(
        (detail) => detail.languages,
        (languages) => languages.join(', '),
        'None',
      ),
    ],
    ['Version', detailed((detail) => detail.version)],
    [
      'Created',
      listed(
        (listing) => listing.createdAt,
        (date) => formatDate(date),
      ),
    ],
    [
      'Updated',
      detailed(
        (detail) => detail.updatedAt,
        (date) => formatDate(date),
      ),
    ],
    ['Sales', listed((listing) => listing.totalSales, formatNumber)],
    [
      'Average rating',
      listed(
        (listing) => listing.averageRating,
        (rating) => ratingText(rating, part?.totalSales?.value),
      ),
    ],
  ];

  const description = fullRecordFactOf(record, (detail) => detail.description);
  const tags = fullRecordFactOf(record, (detail) => detail.tags);
  const sample = fullRecordFactOf(record, (detail) => detail.sampleUrl);
  const links: Array<[string, Stated<string> | undefined]> = [
    ['Dataset page', part?.pageUrl],
    ['Licence', part?.licenseUrl],
  ];
  if (sample.state === 'stated' && sample.fact.value !== null) links.push(['Sample', { ...sample.fact, value: sample.fact.value }]);
  const shownLinks = links.filter((link): link is [string, Stated<string>] => link[1] !== undefined);

  return (
    <div className="overview">
      <RecordBlock id="overview-description" title="Description">
        {description.state === 'stated' ? (
          <p className="overview__description">
            <StatedValue fact={description} />
          </p>
        ) : description.state === 'not-known' ? (
          description.why.reason === 'loading' ? (
            <Skeleton lines={3} />
          ) : (
            <p>
              <NotKnownValue why={description.why} />
            </p>
          )
        ) : (
          <p className="not-stated">The marketplace gives no description.</p>
        )}
      </RecordBlock>

      {(tags.state === 'stated' || tags.state === 'not-known') && (
        <RecordBlock id="overview-tags" title="Tags">
          {tags.state === 'stated' ? (
            <ul role="list" className="tag-list">
              {tags.fact.value.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : tags.why.reason === 'loading' ? (
            <Skeleton width="50%" />
          ) : (
            <NotKnownValue why={tags.why} />
          )}
        </RecordBlock>
      )}

      <RecordBlock id="overview-facts" title="Details">
        <FactList facts={facts} />
      </RecordBlock>

      {(shownLinks.length > 0 || sample.state === 'none' || sample.state === 'not-known') && (
        <RecordBlock id="overview-links" title="Links">
          <ul role="list" className="link-list">
            {shownLinks.map(([label, url]) => (
              <li key={label}>
                <ExternalLink url={url.value}>{label}</ExternalLink>
              </li>
            ))}
            {sample.state === 'none' && <li className="muted">No sample: the marketplace states there is none.</li>}
            {sample.state === 'not-known' && (
              <li className="muted">
                Sample: <NotKnownValue why={sample.why} width={80} />
              </li>
            )}
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
