/**
 * The dataset's Preview tab: its sample, fetched by the core and read in a worker, shown as a
 * table, images with their boxes, audio, a DICOM image, a (Geo)TIFF, a packet capture, text, or
 * a file list — always with what the sample is (its size, how many of the dataset's items it
 * holds, where it came from). A chunk of its own, loaded when the tab is first opened.
 */
import { useState } from 'react';
import { fullRecordFactOf, type RecordState } from '../../shared/domain/fact-state';
import type { DatasetDetailReading, DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import type { SampleBundle } from '../../shared/domain/samples/sample-types';
import { useConnectionStore } from '../state/connection-store';
import { EmptyState } from '../ui/feedback/empty-state';
import { ErrorPanel } from '../ui/feedback/error-panel';
import { formatCount } from '../../shared/display/format';
import { notKnownWords } from '../ui/display/not-known';
import { Skeleton } from '../ui/feedback/skeleton';
import type { SampleView } from './parse/view-model';
import { toAppError } from '../queries/call-bridge';
import { LinkedImagesNote } from './linked-images-note';
import { SampleConsent } from './sample-consent';
import { SampleRecordReload } from './sample-record-reload';
import { SampleSummary } from './sample-summary';
import { useParsedSample, useSample } from './use-sample';
import { AudioView } from './views/audio-view';
import { DicomView } from './views/dicom-view';
import { ConversationsView } from './views/conversations-view';
import { DocumentView } from './views/document-view';
import { FileListView, SampleFileTable } from './views/file-list-view';
import { GridView } from './views/grids/grid-view';
import { ImageGridView } from './views/image-grid-view';
import { PacketsView } from './views/packets-view';
import { BagView, UlogView } from './views/log-views';
import { PointCloudView } from './views/spatial/point-cloud-view';
import { RasterView } from './views/raster-view';
import { ShapesView } from './views/spatial/shapes-view';
import { TableView } from './views/table-view';
import { TextView } from './views/text-view';
import { VideoView } from './views/video-view';
import { VolumeView } from './views/spatial/volume-view';
import './preview.css';

export interface PreviewTabProps {
  /** The dataset's record as the app has it: the sample's address is a fact of the detail record only. */
  record: RecordState<DatasetDetailReading, DatasetSummaryReading>;
  /** Asks for the detail record again (after a failure). */
  onRetry(): void;
}

/** Hosts the user agreed to load samples from in this window (the core keeps its own list too). */
const agreedHosts = new Set<string>();

export function PreviewTab({ record, onRetry }: PreviewTabProps) {
  const sample = fullRecordFactOf(record, (detail) => detail.sampleUrl);
  if (sample.state === 'not-known') {
    const { why } = sample;
    if (why.reason === 'failed' || why.reason === 'offline') return <ErrorPanel error={why.error} onRetry={onRetry} compact />;
    if (why.reason === 'quota') return <EmptyState title="The dataset record is not saved yet">{notKnownWords(why, 'the dataset record').long}</EmptyState>;
    return (
      <div className="sample-preview" aria-busy="true">
        <Skeleton lines={3} />
        <span className="visually-hidden">Loading the dataset record</span>
      </div>
    );
  }
  if (sample.state === 'not-stated') {
    return <EmptyState title="No sample stated">This marketplace’s record of the dataset does not state a sample.</EmptyState>;
  }
  if (sample.state === 'none' || sample.fact.value === null || record.state !== 'received') {
    return <EmptyState title="No sample">The marketplace states there is no sample for this dataset.</EmptyState>;
  }
  const detail = record.record;
  return <SamplePreview key={sample.fact.value} id={detail.id} url={sample.fact.value} record={detail} />;
}

function SamplePreview({ id, url, record }: { id: string; url: string; record: DatasetDetailReading }) {
  const [consentUrl, setConsentUrl] = useState<string | null>(null);
  const [target, setTarget] = useState(url);
  const host = hostOf(target);
  const consent = consentUrl === target || (host !== null && agreedHosts.has(host));
  const [imageHosts, setImageHosts] = useState<string[]>([]);
  const query = useSample(id, target, consent, imageHosts);
  const marketplaceHost = hostOf(useConnectionStore((store) => store.status?.baseUrl ?? ''));
  const answer = query.data;
  const sample = answer?.kind === 'sample' ? answer.sample : null;

  if (query.isError) {
    const error = toAppError(query.error);
    // An address from a record saved before a restart: Retry alone would be refused again.
    if (error.code === 'sample_address_unknown') return <SampleRecordReload id={id} message={error.message} onLoaded={() => void query.refetch()} />;
    return <ErrorPanel error={error} onRetry={() => void query.refetch()} retryNeedsQuota={false} compact />;
  }
  if (answer === undefined) {
    return (
      <div className="sample-preview" aria-busy="true">
        <p className="muted">Fetching the sample from {host ?? 'its address'}…</p>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (answer.kind === 'consent-needed') {
    return (
      <SampleConsent
        plan={answer.plan}
        redirectedFrom={answer.redirectedFrom}
        marketplaceHost={marketplaceHost}
        onLoad={() => {
          agreedHosts.add(answer.plan.host);
          setTarget(answer.plan.url);
          setConsentUrl(answer.plan.url);
        }}
      />
    );
  }
  return <ParsedSample sample={sample as SampleBundle} record={record} onLoadImages={(from) => setImageHosts((hosts) => [...hosts, from])} />;
}

function ParsedSample({ sample, record, onLoadImages }: { sample: SampleBundle; record: DatasetDetailReading; onLoadImages(host: string): void }) {
  const parsed = useParsedSample(sample);
  const view = parsed.status === 'ready' ? parsed.view : null;
  return (
    <div className="sample-preview" aria-busy={parsed.status === 'parsing' || undefined}>
      <SampleSummary sample={sample} view={view} itemCount={record.itemCount} />
      {sample.linked && <LinkedImagesNote linked={sample.linked} onLoad={onLoadImages} />}
      {parsed.status === 'parsing' && (
        <>
          <p className="muted">Reading the sample…</p>
          <Skeleton lines={4} />
        </>
      )}
      {parsed.status === 'failed' && (
        <p role="alert" className="sample-problems">
          The app could not read this sample: {parsed.message}
        </p>
      )}
      {view && <SampleViewOf view={view} sample={sample} />}
      {sample.container !== null && (parsed.status !== 'ready' || view?.view !== 'files') && (
        <details className="sample-archive">
          <summary>
            All {formatCount(sample.files.length, 'file')} in the {sample.container} archive
          </summary>
          <SampleFileTable files={sample.files.map((file) => ({ path: file.path, bytes: file.bytes, kind: file.kind }))} caption="Files in the sample" />
        </details>
      )}
    </div>
  );
}

function SampleViewOf({ view, sample }: { view: SampleView; sample: SampleBundle }) {
  switch (view.view) {
    case 'table':
      return <TableView view={view} />;
    case 'images':
      return <ImageGridView view={view} files={sample.files} />;
    case 'audio':
      return <AudioView view={view} />;
    case 'dicom':
      return <DicomView view={view} />;
    case 'raster':
      return <RasterView view={view} />;
    case 'packets':
      return <PacketsView view={view} />;
    case 'bag':
      return <BagView view={view} />;
    case 'ulog':
      return <UlogView view={view} />;
    case 'point-cloud':
      return <PointCloudView view={view} />;
    case 'volume':
      return <VolumeView view={view} />;
    case 'shapes':
      return <ShapesView view={view} />;
    case 'grid':
      return <GridView view={view} />;
    case 'text':
      return <TextView view={view} />;
    case 'files':
      return <FileListView view={view} />;
    case 'document':
      return <DocumentView view={view} />;
    case 'video':
      return <VideoView view={view} />;
    case 'conversations':
      return <ConversationsView view={view} />;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
