import type { Stated } from '../../shared/domain/stated';
import type { SampleBundle } from '../../shared/domain/samples/sample-types';
import { formatBytes, formatCount, formatDateTime, formatNumber } from '../../shared/display/format';
import type { SampleView } from './parse/view-model';

/** How many of the dataset's items the view holds, in its own unit; `comparable: false` when that unit is no item of the dataset (a bag's messages, a grid's variables). */
export function itemsOf(view: SampleView): { count: number; singular: string; comparable?: false } {
  switch (view.view) {
    case 'table':
      return { count: view.rowCount, singular: 'row' };
    case 'images':
      return { count: view.images.length, singular: 'image' };
    case 'audio':
      return { count: view.clips.length, singular: 'clip' };
    case 'dicom':
      return { count: view.files, singular: 'DICOM image' };
    case 'raster':
      return { count: 1, singular: 'image' };
    case 'packets':
      return { count: view.packetCount, singular: 'packet' };
    case 'bag':
      return { count: view.messageCount, singular: 'message', comparable: false };
    case 'ulog':
      return { count: 1, singular: 'flight log' };
    case 'point-cloud':
      return { count: view.frames, singular: 'LiDAR scan' };
    case 'volume':
      return { count: 1, singular: 'volume' };
    case 'shapes':
      return { count: view.shapeCount, singular: 'shape' };
    case 'grid':
      return { count: view.variables.length, singular: 'variable', comparable: false };
    case 'text':
      return { count: view.totalLines, singular: 'line' };
    case 'files':
      return { count: view.files.length, singular: 'file' };
    case 'document':
      return { count: view.pageCount, singular: 'page' };
    case 'video':
      return { count: 1, singular: 'clip' };
    case 'conversations':
      return { count: view.table.rowCount, singular: 'row' };
  }
}

const QUOTA_WORDS: Readonly<Record<SampleBundle['plan']['quota'], string>> = {
  'not-counted': 'not counted against your quota',
  'may-count': 'sent with your API key; this marketplace may count it against your quota',
  'no-key': 'fetched without your API key, so not counted against your quota',
};

export interface SampleSummaryProps {
  sample: SampleBundle;
  view: SampleView | null;
  itemCount: Stated<number> | undefined;
}

/**
 * What the sample is, so it is never read as the whole dataset: its size, how many of the
 * dataset's items it holds, where it came from and when.
 */
export function SampleSummary({ sample, view, itemCount }: SampleSummaryProps) {
  const items = view ? itemsOf(view) : null;
  const total = typeof itemCount?.value === 'number' ? itemCount.value : null;
  const unpacked = sample.container
    ? `, ${formatBytes(sample.unpackedBytes)} unpacked from ${sample.container} (${formatCount(sample.files.length, 'file')})`
    : '';
  const share = items && items.comparable !== false && total !== null && total > 0 ? ` (${formatShare(items.count / total)} of them)` : '';
  return (
    <div className="sample-summary" role="group" aria-label="About this sample">
      <p className="sample-summary__size">
        <strong>A sample, not the dataset:</strong> {formatBytes(sample.downloadBytes)} downloaded{unpacked}.{' '}
        {items && (
          <>
            It holds {formatCount(items.count, items.singular)}
            {total !== null ? (
              <>
                ; the dataset has {formatNumber(total)} items{share}.
              </>
            ) : (
              <>; the marketplace does not state how many items the dataset has.</>
            )}
          </>
        )}
      </p>
      <p className="sample-summary__source muted">
        From {sample.plan.host}
        {sample.plan.where === 'marketplace' ? ', the marketplace itself' : ', another host than the marketplace'} · {QUOTA_WORDS[sample.plan.quota]} ·{' '}
        {sample.source === 'saved'
          ? `the copy saved from ${sample.fetchedFrom}, fetched `
          : sample.source === 'revalidated'
            ? 'unchanged since the copy saved, checked '
            : 'fetched '}
        {formatDateTime(sample.fetchedAt)}
        {sample.savedBecause && <> — shown because the sample could not be fetched now: {sample.savedBecause}</>}
      </p>
    </div>
  );
}

function formatShare(fraction: number): string {
  if (fraction >= 1) return 'all';
  const percent = fraction * 100;
  if (percent >= 1) return `${Math.round(percent)} %`;
  if (percent >= 0.01) return `${percent.toFixed(2)} %`;
  return 'less than 0.01 %';
}
