/**
 * The open dataset: its header (title, price, licence, the actions) and the Overview, Quality,
 * Licence and Preview tabs. A chunk of its own (loaded by dataset-pane.tsx through app/lazy-screens.ts), so the
 * window's first paint does not parse it; it is fetched right after.
 */
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { datasetDeepLink, isDatasetId } from '../../shared/deep-link';
import type { DatasetDetailReading } from '../../shared/readings/dataset-reading';
import { retryRequest } from '../app/retry-request';
import { useUiStore } from '../app/ui-store';
import { CompareToggle } from '../compare/compare-toggle';
import { AddToCheckButton } from '../compatibility/add-to-check-button';
import { StarButton } from '../shortlist/star-button';
import { UseFitMark } from '../use-fit/use-fit-mark';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Button } from '../ui/button';
import { useCopy } from '../ui/clipboard';
import { ErrorPanel } from '../ui/error-panel';
import { formatCount, formatPrice } from '../ui/format';
import { IconButton } from '../ui/icon-button';
import { CheckIcon, CloseIcon, LinkIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { StatedValue } from '../ui/stated-value';
import { Tabs } from '../ui/tabs';
import { TierBadge } from '../ui/tier-badge';
import { datasetTitle } from './dataset-text';
import { LicenseTab } from './license-tab';
import { OverviewTab } from './overview-tab';
import { QualityTab } from './quality-tab';
import { RecordTab, type RecordQuery } from './record-tab';
import { useDataset, useLicense, useListSeed, useQuality } from './use-dataset';
import type { DatasetTab } from './dataset-pane';

export interface DatasetDetailProps {
  id: string;
  tab: DatasetTab;
  onTab(tab: DatasetTab): void;
}

/** The Preview tab (renderer/sample-preview/) is a chunk of its own, with its parsers in a worker: fetched when the tab opens. */
const PreviewTab = lazy(() => import('../sample-preview/preview-tab').then((module) => ({ default: module.PreviewTab })));

/** In the stacked (narrow) layout the pane is below the results: bring it into view when a dataset opens. */
const STACKED_LAYOUT = '(max-width: 799px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function DatasetDetail({ id, tab, onTab }: DatasetDetailProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(STACKED_LAYOUT).matches) {
      const behavior = window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth';
      section.current?.scrollIntoView({ block: 'start', behavior });
    }
  }, []);
  const selectDataset = useUiStore((s) => s.selectDataset);
  const detail = useDataset(id);
  const seed = useListSeed(id);
  const quality = useQuality(id, tab === 'quality');
  const license = useLicense(id, tab === 'license');
  const { reason: blockedReason } = useQuotaGate();
  // A failed detail never hides what did load: the search result stands in for the header and
  // the overview, and the Quality and Licence tabs are requested on their own.
  const record: DatasetDetailReading | undefined = detail.data ?? seed;
  const detailFailedWithSeed = detail.isError && detail.data === undefined && seed !== undefined;
  const overviewQuery: RecordQuery<DatasetDetailReading> = { ...detail, data: record, isError: detail.isError && !detailFailedWithSeed };
  const close = () => selectDataset(null);

  return (
    <section
      ref={section}
      className="dataset-pane"
      aria-labelledby={titleId}
      aria-busy={(record === undefined ? detail.isFetching : detail.isPlaceholderData) || undefined}
    >
      {record ? (
        <DatasetHeader record={record} titleId={titleId} title={datasetTitle(record)} onClose={close} />
      ) : (
        <div className="dataset-pane__header">
          <h2 id={titleId} className="dataset-pane__title">
            {detail.isError || (detail.fetchStatus === 'idle' && blockedReason) ? (
              <>
                Dataset <code>{id}</code>
              </>
            ) : (
              <>
                <Skeleton width={260} height={20} />
                <span className="visually-hidden">Loading dataset</span>
              </>
            )}
          </h2>
          <IconButton label="Close dataset" icon={<CloseIcon />} tooltipPlacement="bottom-end" onClick={close} />
        </div>
      )}
      {detailFailedWithSeed && (
        <div className="dataset-pane__notice">
          <ErrorPanel error={detail.error} onRetry={blockedReason ? undefined : () => retryRequest(() => detail.refetch())} compact />
          <p className="muted">The overview shows what the search result said; the Quality and Licence tabs load on their own.</p>
        </div>
      )}
      <div className="dataset-pane__body">
        <Tabs<DatasetTab>
          label="Dataset sections"
          selected={tab}
          onSelect={onTab}
          tabs={[
            {
              id: 'overview',
              label: 'Overview',
              render: () => (
                <RecordTab query={overviewQuery} recordName="dataset record" blockedReason={blockedReason}>
                  {(data: DatasetDetailReading) => <OverviewTab record={data} partial={detail.data === undefined && !detail.isError} />}
                </RecordTab>
              ),
            },
            {
              id: 'quality',
              label: 'Quality',
              render: () => (
                <RecordTab query={quality} recordName="quality record" blockedReason={blockedReason}>
                  {(data) => <QualityTab record={data} />}
                </RecordTab>
              ),
            },
            {
              id: 'license',
              label: 'Licence',
              render: () => (
                <RecordTab query={license} recordName="licence record" blockedReason={blockedReason}>
                  {(data) => <LicenseTab record={data} />}
                </RecordTab>
              ),
            },
            {
              id: 'preview',
              label: 'Preview',
              render: () =>
                detail.isError && detail.data === undefined ? (
                  <ErrorPanel error={detail.error} onRetry={blockedReason ? undefined : () => retryRequest(() => detail.refetch())} compact />
                ) : (
                  <Suspense fallback={<Skeleton lines={3} />}>
                    <PreviewTab record={record} partial={detail.data === undefined} />
                  </Suspense>
                ),
            },
          ]}
        />
      </div>
    </section>
  );
}

interface DatasetHeaderProps {
  record: DatasetDetailReading;
  titleId: string;
  title: string;
  onClose(): void;
}

function DatasetHeader({ record, titleId, title, onClose }: DatasetHeaderProps) {
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const { status, copy } = useCopy();
  // The app's own link (dataset-marketplace://dataset/<slug>): it opens this dataset in the app.
  const linkId = [record.slug?.value, record.id].find(isDatasetId);
  const link = linkId === undefined ? null : datasetDeepLink(linkId);
  const eyebrow = [record.category?.value, record.format?.value].filter(Boolean).join(' · ');
  return (
    <header className="dataset-pane__header">
      <div className="dataset-pane__heading">
        {eyebrow && <p className="dataset-pane__eyebrow">{eyebrow}</p>}
        <h2 id={titleId} className="dataset-pane__title">
          {title}
        </h2>
        <div className="dataset-pane__summary">
          <TierBadge tier={record.tier} score={record.composite} />
          {record.price && (
            <StatedValue className="tabular" fact={record.price}>
              {(price) => formatPrice(price, record.currency?.value)}
            </StatedValue>
          )}
          {record.itemCount && (
            <StatedValue className="tabular" fact={record.itemCount}>
              {(count) => formatCount(count, 'item')}
            </StatedValue>
          )}
          {record.license && <StatedValue fact={record.license} />}
          <UseFitMark license={record.license?.value} useCase={useCase} />
        </div>
        <div className="dataset-pane__actions">
          <AddToCheckButton dataset={{ id: record.id, title, license: record.license?.value }} variant="secondary" />
          <StarButton dataset={record} size="md" />
          <CompareToggle dataset={{ id: record.id, title }} size="md" />
          <Button size="sm" variant="ghost" icon={status === 'copied' ? <CheckIcon /> : <LinkIcon />} disabled={link === null} onClick={() => link && void copy(link)}>
            Copy link
          </Button>
          <span role="status" className={status === 'failed' ? 'copy-status copy-status--failed' : 'copy-status'}>
            {status === 'copied' ? 'Link copied' : status === 'failed' ? 'Could not copy: the clipboard is not available.' : ''}
          </span>
        </div>
      </div>
      <IconButton label="Close dataset" icon={<CloseIcon />} tooltipPlacement="bottom-end" onClick={onClose} />
    </header>
  );
}
