import { useId, useMemo, useState } from 'react';
import { receivedPart } from '../../shared/domain/fact-state';
import { useUiStore } from '../state/ui-store';
import { USE_CASE_LABELS } from '../compatibility/use-cases';
import { exportMeta } from '../export/export-meta';
import { ComparedLicenseMismatches } from '../licenses/dataset-license-mismatch';
import { withComparedLicenseNotes } from '../licenses/combination-attribution';
import { ExportMenu } from '../export/export-menu';
import { useQuotaGate } from '../quota/use-quota-gate';
import { StarButton } from '../shortlist/star-button';
import { useShortlist } from '../shortlist/use-shortlist';
import { Button, Checkbox, ColumnsIcon, EmptyState, ErrorPanel } from '../ui';
import { NotKnownValue } from '../ui/display/not-known';
import { sourceOf } from '../ui/display/source-of';
import { compareExport } from './compare-export';
import { compareRows, overlapNote, visibleRows, type CompareCell, type CompareRow } from './compare-rows';
import { CompareToggle } from './compare-toggle';
import { columnTitles } from './column-titles';
import { PillarBars } from '../charts/pillar-bars';
import { noteRow } from './note-row';
import { useComparedDatasets } from './use-compared-datasets';
import { LoadComparedRecords } from './load-compared-records';
import './compare.css';

/**
 * Two to four datasets side by side: listing, quality (every pillar and dimension), licence and
 * compliance, with the best value of each row marked and a "differences only" switch. A real
 * table, so a screen reader reads each value with its row and column.
 */
export function CompareView() {
  const ids = useUiStore((store) => store.compare.ids);
  const keptTitles = useUiStore((store) => store.compare.titles);
  const useCase = useUiStore((store) => store.compatibility.useCase);
  const setView = useUiStore((store) => store.setView);
  const selectDataset = useUiStore((store) => store.selectDataset);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const { datasets, loading, waitingForQuota, errors, cost, load } = useComparedDatasets(ids);
  const shortlist = useShortlist();
  const gate = useQuotaGate();
  const captionId = useId();
  const quotaNoteId = useId();
  const entries = shortlist.data?.entries;
  const rows = useMemo(() => {
    const note = noteRow(
      datasets.map((dataset) => dataset.id),
      entries,
    );
    return [...(note === null ? [] : [note]), ...compareRows(datasets, useCase)];
  }, [datasets, useCase, entries]);
  const shown = visibleRows(rows, differencesOnly);
  const overlap = overlapNote(shown, datasets);
  // The detail record, or the list item standing in for it: what stars each column.
  const listings = datasets.map((dataset) => receivedPart(dataset.record));
  const titles = columnTitles(datasets, keptTitles, entries);

  if (ids.length < 2) {
    return (
      <div className="feature-view">
        <EmptyState
          icon={<ColumnsIcon size={24} />}
          title={ids.length === 0 ? 'Nothing to compare yet' : 'Add one more dataset to compare'}
          actions={
            <>
              <Button size="sm" onClick={() => setView('search')}>
                Find datasets
              </Button>
              {/* The one dataset left stays in sight, with its own way out. */}
              {ids.length === 1 && <CompareToggle dataset={{ id: ids[0]!, title: titles[0] ?? ids[0]! }} />}
            </>
          }
        >
          {ids.length === 1 && (
            <>
              <strong>{titles[0]}</strong> is waiting for another dataset to compare it with.{' '}
            </>
          )}
          Choose 2 to 4 datasets with “Add to comparison” (the columns icon) on a search result, a dataset’s page or the shortlist, or “Compare these” in the
          compatibility tray.
        </EmptyState>
      </div>
    );
  }

  const groups = [...new Set(shown.map((row) => row.group))];
  const open = (id: string) => {
    selectDataset(id);
    setView('search');
  };
  return (
    <div className="feature-view compare-view">
      <div className="compare-view__toolbar">
        <Checkbox asSwitch label="Differences only" checked={differencesOnly} onChange={setDifferencesOnly} />
        <ExportMenu
          what="comparison"
          table={() =>
            withComparedLicenseNotes(compareExport(datasets, titles, shown, exportMeta([['Intended use', USE_CASE_LABELS[useCase]]])), datasets, titles)
          }
        />
      </div>
      {cost > 0 && <LoadComparedRecords cost={cost} onLoad={load} quotaNoteId={quotaNoteId} />}
      {(waitingForQuota > 0 || (gate.blocked && cost > 0)) && (
        <p id={quotaNoteId} className="muted">
          {gate.reason ?? 'Today’s request quota is used up.'} Records not loaded before say “Not loaded” until then; “Best” marks are over the values loaded.
        </p>
      )}
      {errors.length > 0 && <ErrorPanel error={errors[0]} compact />}
      {loading > 0 && (
        <p role="status" className="muted compare-view__loading">
          Loading the records to compare… “Best” marks are provisional until every record is in.
        </p>
      )}
      {overlap !== null && <p className="muted">{overlap}</p>}
      <PillarBars datasets={datasets.map((dataset, index) => ({ id: dataset.id, title: titles[index] ?? dataset.id, quality: dataset.quality }))} />
      <ComparedLicenseMismatches datasets={datasets} titles={titles} />
      <div className="compare-table__scroll" role="region" aria-labelledby={captionId} aria-busy={loading > 0 || undefined} tabIndex={0}>
        <table className="compare-table">
          <caption id={captionId}>
            Comparison of {ids.length} datasets{differencesOnly ? ` (only the ${shown.length} rows where they differ)` : ''}
          </caption>
          <thead>
            <tr>
              <td />
              {datasets.map((dataset, index) => (
                <th key={dataset.id} scope="col">
                  <span className="compare-table__column">
                    <Button size="sm" variant="ghost" className="compare-table__title" onClick={() => open(dataset.id)}>
                      {titles[index]}
                    </Button>
                    <span className="compare-table__column-actions">
                      {listings[index] && <StarButton dataset={listings[index]} />}
                      <CompareToggle dataset={{ id: dataset.id, title: titles[index] ?? dataset.id }} />
                    </span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group}>
              <tr className="compare-table__group">
                <th scope="colgroup" colSpan={datasets.length + 1}>
                  {group}
                </th>
              </tr>
              {shown
                .filter((row) => row.group === group)
                .map((row) => (
                  <CompareTableRow key={`${group}-${row.label}`} row={row} />
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

function CompareTableRow({ row }: { row: CompareRow }) {
  return (
    <tr>
      <th scope="row" className={row.dimension ? 'compare-table__dimension' : undefined}>
        {row.dimension ? (
          <>
            <span className="visually-hidden">{row.dimension.pillar} · </span>
            {row.dimension.name}
          </>
        ) : (
          row.label
        )}
      </th>
      {row.cells.map((cell, index) => (
        <CompareTableCell key={index} cell={cell} provisional={row.provisional} />
      ))}
    </tr>
  );
}

function CompareTableCell({ cell, provisional }: { cell: CompareCell; provisional: boolean }) {
  const fact = cell.fact;
  if (fact?.state === 'not-known') {
    return (
      <td className="not-known">
        <NotKnownValue why={fact.why} width={64} />
      </td>
    );
  }
  const stated = fact?.state === 'stated' || fact?.state === 'none' ? fact.fact : undefined;
  return (
    <td className={cell.best ? 'compare-table__best' : fact?.state === 'not-stated' ? 'not-stated' : undefined} title={stated ? sourceOf(stated) : undefined}>
      {cell.text}
      {cell.best && (
        <span
          className="compare-table__best-mark"
          title={provisional ? 'The best of the values loaded so far: some records of this row are not loaded yet.' : undefined}
        >
          {provisional ? 'Best so far' : 'Best'}
        </span>
      )}
    </td>
  );
}
