import type { ShortlistEntry } from '../../shared/ipc/ipc-contract';
import { factOf, valueOf } from '../../shared/domain/fact-state';
import { useUiStore } from '../state/ui-store';
import { useConnectionStore } from '../state/connection-store';
import { CompareToggle } from '../compare/compare-toggle';
import { exportMeta } from '../export/export-meta';
import { useCachedDatasets } from '../facts/cached-record-state';
import { ExportMenu } from '../export/export-menu';
import { CroissantButton } from '../export/croissant-button';
import { croissantCatalog } from '../export/croissant';
import { croissantSourceOf } from '../export/croissant-source';
import { LoadExportRecords, useRecordUpdates } from '../export/load-export-records';
import { distinctRecords } from '../export/records-to-load';
import { Button, EmptyState, ErrorPanel, formatDate, formatPrice, formatScore, LoadingSkeleton, Skeleton, StarIcon, TrashIcon } from '../ui';
import { IconButton } from '../ui/controls/icon-button';
import { StatedValue } from '../ui/display/stated-value';
import { tierLabel } from '../../shared/display/tier';
import { UseFitMark } from '../use-fit/use-fit-mark';
import { EntryLicenseMismatch } from '../licenses/dataset-license-mismatch';
import { heldRecords } from '../licenses/license-labels';
import { AttributionTable } from '../licenses/attribution-table';
import { shortlistAttribution } from '../licenses/combination-attribution';
import { withLicenseNotes } from './shortlist-license-notes';
import { shortlistExport } from './shortlist-export';
import { ShortlistNote } from './shortlist-note';
import { useShortlist, useShortlistChanges } from './use-shortlist';
import { CheckForChanges, ShortlistDeltaNote, useShortlistDeltas } from './check-for-changes';
import type { ShortlistDelta } from './shortlist-changes';
import './shortlist.css';

/**
 * The datasets the user starred on this connection, each as listed when starred, with a note.
 * The core keeps the list, so it shows at quota 0 and after a restart without a request.
 */
export function ShortlistView() {
  const shortlist = useShortlist();
  const cachedOf = useCachedDatasets();
  const setView = useUiStore((store) => store.setView);
  const entries = shortlist.data?.entries ?? [];
  const { deltas, fetchedAt } = useShortlistDeltas(entries);
  useRecordUpdates(entries.map((entry) => entry.id));
  const marketplaceName = useConnectionStore((store) =>
    store.status?.kind === 'embedded' ? 'the demo marketplace' : (store.status?.baseUrl ?? 'this marketplace'),
  );

  if (shortlist.isPending) {
    return (
      <LoadingSkeleton label="Loading the shortlist…">
        <Skeleton lines={4} />
      </LoadingSkeleton>
    );
  }
  if (shortlist.isError) return <ErrorPanel error={shortlist.error} onRetry={() => void shortlist.refetch()} />;
  if (entries.length === 0) {
    return (
      <div className="feature-view">
        <EmptyState
          icon={<StarIcon size={24} />}
          title={`No datasets on the shortlist for ${marketplaceName} yet`}
          actions={
            <Button size="sm" onClick={() => setView('search')}>
              Find datasets
            </Button>
          }
        >
          Star a dataset (the star on a search result or on a dataset’s page) to keep it here, with a note. Each marketplace keeps its own shortlist: those of
          the others are kept, and show again when you connect to them in Settings.
        </EmptyState>
      </div>
    );
  }
  const attribution = shortlistAttribution(entries, cachedOf);
  return (
    <div className="feature-view shortlist-view">
      <div className="shortlist-view__toolbar">
        <p className="muted">
          {entries.length} {entries.length === 1 ? 'dataset' : 'datasets'}, each as listed when starred.
        </p>
        <CheckForChanges entries={entries} fetchedAt={fetchedAt} />
        <ExportMenu what="shortlist" table={() => withLicenseNotes(shortlistExport(entries, exportMeta(), cachedOf), entries, cachedOf)} />
        <CroissantButton
          what="shortlist"
          fileBase="shortlist-croissant"
          build={() =>
            croissantCatalog(
              'Shortlist',
              entries.flatMap((entry) => croissantSourceOf(cachedOf(entry.id), entry) ?? []),
            )
          }
        />
      </div>
      <LoadExportRecords what="shortlist" records={distinctRecords(attribution.flatMap((row) => row.toLoad))} />
      <ul role="list" className="shortlist-view__list">
        {entries.map((entry) => (
          <ShortlistItem key={entry.id} entry={entry} delta={deltas.get(entry.id)} />
        ))}
      </ul>
      <AttributionTable rows={attribution} level={2} />
    </div>
  );
}

function ShortlistItem({ entry, delta }: { entry: ShortlistEntry; delta: ShortlistDelta | undefined }) {
  const changes = useShortlistChanges();
  const cached = useCachedDatasets()(entry.id);
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const selectDataset = useUiStore((store) => store.selectDataset);
  const setView = useUiStore((store) => store.setView);
  const facts = [entry.category, entry.format, entry.license].filter(Boolean).join(' · ');
  return (
    <li className="shortlist-item">
      <div className="shortlist-item__head">
        <Button
          variant="ghost"
          className="shortlist-item__title"
          onClick={() => {
            selectDataset(entry.id);
            setView('search');
          }}
        >
          {entry.title}
        </Button>
        <span className="shortlist-item__price tabular">
          {entry.price !== undefined ? (
            formatPrice(entry.price, entry.currency)
          ) : (
            // Not in the listing when starred: what the dataset's records in the cache say now.
            <>
              Price:{' '}
              <StatedValue fact={factOf(cached.record, (listing) => listing.price)} notStated="not stated" loadingWidth={48}>
                {(price) => formatPrice(price, entry.currency ?? valueOf(factOf(cached.record, (listing) => listing.currency)))}
              </StatedValue>
            </>
          )}
        </span>
        <span className="shortlist-item__actions">
          <CompareToggle dataset={entry} />
          <IconButton size="sm" label={`Remove ${entry.title} from shortlist`} icon={<TrashIcon />} onClick={() => void changes.remove(entry.id)} />
        </span>
      </div>
      <p className="shortlist-item__facts muted">
        {facts || 'No details stated'}
        {entry.composite !== undefined && ` · LQS ${formatScore(entry.composite)}${entry.tier ? ` ${tierLabel(entry.tier)}` : ''}`} · added{' '}
        {formatDate(entry.addedAt)}
      </p>
      <ShortlistDeltaNote delta={delta} />
      <UseFitMark license={{ license: entry.license, terms: entry.licenseTerms, record: heldRecords(cached).license }} useCase={useCase} />
      <EntryLicenseMismatch entry={entry} cached={cached} />
      <ShortlistNote entry={entry} />
    </li>
  );
}
