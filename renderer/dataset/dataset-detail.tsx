/**
 * The open dataset: its header (title, price, licence, the actions) and the Overview, Quality,
 * Licence and Preview tabs. A chunk of its own (loaded by dataset-pane.tsx through app/lazy-screens.ts), so the
 * window's first paint does not parse it; it is fetched right after.
 */
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { pendingOf, receivedFact, receivedPart, withPart, type NotKnownYet } from '../../shared/domain/fact-state';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { recordStateOf, useQuotaStop } from '../facts/record-state';
import { retryRequest } from '../queries/retry-request';
import { useUiStore } from '../state/ui-store';
import { CompareToggle } from '../compare/compare-toggle';
import { AddToCheckButton } from '../compatibility/add-to-check-button';
import { StarButton } from '../shortlist/star-button';
import { DatasetUseFitMark } from '../use-fit/use-fit-mark';
import { ErrorPanel } from '../ui/feedback/error-panel';
import { formatCount, formatPrice } from '../../shared/display/format';
import { IconButton } from '../ui/controls/icon-button';
import { notKnownWords } from '../ui/display/not-known';
import { CloseIcon } from '../ui/icons';
import { Skeleton } from '../ui/feedback/skeleton';
import { StatedValue } from '../ui/display/stated-value';
import { Tabs } from '../ui/controls/tabs';
import { TierBadge } from '../ui/display/tier-badge';
import { CopyLinks } from './copy-links';
import { datasetTitle } from '../../shared/display/dataset-text';
import { LicenseTab } from './license-tab';
import { DatasetLicenseMismatch } from '../licenses/dataset-license-mismatch';
import { OverviewTab, type DatasetRecordState } from './overview-tab';
import { QualityTab } from './quality/quality-tab';
import { RecordTab } from './record-tab';
import { datasetRequest } from '../copy-as-code/request-code';
import { CroissantButton } from '../export/croissant-button';
import { croissantDocument } from '../export/croissant';
import { croissantSourceOf } from '../export/croissant-source';
import { useCachedDatasets } from '../facts/cached-record-state';
import { useDataset, useLicense, useListSeed, useQuality } from './use-dataset';

export type DatasetTab = 'overview' | 'quality' | 'license' | 'preview';

export interface DatasetDetailProps {
  id: string;
  tab: DatasetTab;
  onTab(tab: DatasetTab): void;
}

/** The Preview tab (renderer/samples/) is a chunk of its own, with its parsers in a worker: fetched when the tab opens. */
const PreviewTab = lazy(() => import('../samples/preview-tab').then((module) => ({ default: module.PreviewTab })));

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
  const quota = useQuotaStop();
  // A detail not received yet never hides what did arrive: the search result stands in for the
  // header and the facts it states, and the Quality and Licence tabs are requested on their own.
  const record: DatasetRecordState = withPart(recordStateOf(detail, quota), seed);
  const part = receivedPart(record);
  const pending = pendingOf(record);
  const close = () => selectDataset(null);
  const cachedOf = useCachedDatasets();
  const croissant = () => {
    const source = croissantSourceOf(cachedOf(id));
    return source ? croissantDocument(source) : { document: {}, missing: [] };
  };

  return (
    <section ref={section} className="dataset-pane" aria-labelledby={titleId} aria-busy={pending?.reason === 'loading' || undefined}>
      {part ? (
        <DatasetHeader record={part} titleId={titleId} title={datasetTitle(part)} onClose={close} />
      ) : (
        <div className="dataset-pane__header">
          <h2 id={titleId} className="dataset-pane__title">
            {pending?.reason === 'loading' ? (
              <>
                <Skeleton width={260} height={20} />
                <span className="visually-hidden">Loading dataset</span>
              </>
            ) : (
              <>
                Dataset <code>{id}</code>
              </>
            )}
          </h2>
          <IconButton label="Close dataset" icon={<CloseIcon />} tooltipPlacement="bottom-end" onClick={close} />
        </div>
      )}
      {record.state === 'partial' && record.rest.reason !== 'loading' && <PartNotice rest={record.rest} onRetry={() => retryRequest(() => detail.refetch())} />}
      {part && <DatasetLicenseMismatch listing={part} license={license.data} />}
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
                <RecordTab
                  record={record}
                  query={detail}
                  recordName="dataset record"
                  partName="search result"
                  request={datasetRequest(id)}
                  tools={
                    <CroissantButton what="dataset" fileBase={`croissant-${part ? datasetTitle(part) : id}`} build={croissant} disabled={part === undefined} />
                  }
                >
                  {(_, state) => <OverviewTab record={state} />}
                </RecordTab>
              ),
            },
            {
              id: 'quality',
              label: 'Quality',
              render: () => (
                <RecordTab record={recordStateOf(quality, quota)} query={quality} recordName="quality record" request={datasetRequest(id, '/quality')}>
                  {(data) => <QualityTab record={data} />}
                </RecordTab>
              ),
            },
            {
              id: 'license',
              label: 'Licence',
              render: () => (
                <RecordTab record={recordStateOf(license, quota)} query={license} recordName="licence record" request={datasetRequest(id, '/license')}>
                  {(data) => <LicenseTab record={data} listing={part} />}
                </RecordTab>
              ),
            },
            {
              id: 'preview',
              label: 'Preview',
              render: () => (
                <Suspense fallback={<Skeleton lines={3} />}>
                  <PreviewTab record={record} onRetry={() => retryRequest(() => detail.refetch())} />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}

/** Why the detail record is not loaded while the search result stands in, and when it can be. */
function PartNotice({ rest, onRetry }: { rest: NotKnownYet; onRetry(): void }) {
  const standIn = 'The overview shows what the search result said; the Quality and Licence tabs load on their own.';
  if (rest.reason === 'failed' || rest.reason === 'offline') {
    return (
      <div className="dataset-pane__notice">
        <ErrorPanel error={rest.error} onRetry={onRetry} compact />
        <p className="muted">{standIn}</p>
      </div>
    );
  }
  return (
    <div className="dataset-pane__notice">
      <p className="muted" role="status">
        {notKnownWords(rest, 'the full dataset record').long} {standIn}
      </p>
    </div>
  );
}

interface DatasetHeaderProps {
  record: DatasetSummaryReading;
  titleId: string;
  title: string;
  onClose(): void;
}

function DatasetHeader({ record, titleId, title, onClose }: DatasetHeaderProps) {
  const useCase = useUiStore((store) => store.compatibility.useCase);
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
            <StatedValue className="tabular" fact={receivedFact(record.price)}>
              {(price) => formatPrice(price, record.currency?.value)}
            </StatedValue>
          )}
          {record.itemCount && (
            <StatedValue className="tabular" fact={receivedFact(record.itemCount)}>
              {(count) => formatCount(count, 'item')}
            </StatedValue>
          )}
          {record.license && <StatedValue fact={receivedFact(record.license)} />}
          <DatasetUseFitMark dataset={record} useCase={useCase} />
        </div>
        <div className="dataset-pane__actions">
          <AddToCheckButton dataset={{ id: record.id, title, license: record.license?.value }} variant="secondary" />
          <StarButton dataset={record} size="md" />
          <CompareToggle dataset={{ id: record.id, title }} size="md" />
          <CopyLinks record={record} />
        </div>
      </div>
      <IconButton label="Close dataset" icon={<CloseIcon />} tooltipPlacement="bottom-end" onClick={onClose} />
    </header>
  );
}
