import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import { formatCount, formatNumber } from '../../../shared/display/format';
import type { CellValue, ColumnProfile, LabelHistogram, TableView as TableViewModel } from '../parse/view-model';
import { describeColumnsShown, describeTableCut } from '../sample-limits-text';

const TYPE_NAMES: Readonly<Record<ColumnProfile['type'], string>> = {
  integer: 'whole number',
  number: 'number',
  boolean: 'yes/no',
  date: 'date',
  text: 'text',
  empty: 'empty',
};
const ROW_HEIGHT = 28;

/** A table sample: its columns with inferred types and figures, the label histogram, and its rows. */
export function TableView({ view }: { view: TableViewModel }) {
  const cut = describeTableCut(view);
  return (
    <div className="sample-table">
      {cut && (
        <p className="sample-inert" role="note">
          {cut}
        </p>
      )}
      <ColumnFigures view={view} />
      {view.label && <LabelChart label={view.label} />}
      <SampleRows view={view} />
      {view.problems.length > 0 && (
        <div className="sample-problems" role="note">
          <p>Some of the file could not be read as a table:</p>
          <ul>
            {view.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ColumnFigures({ view }: { view: TableViewModel }) {
  const id = useId();
  const { columns } = view;
  const rows = Math.min(view.rows.length, view.rowCount);
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title">
        {describeColumnsShown(view)}
      </h3>
      <p className="muted sample-note">Types are the app’s reading of the values; the figures count the {formatCount(rows, 'row')} read.</p>
      <div className="sample-scroll" tabIndex={0} role="region" aria-label="Column figures">
        <table className="data-table sample-figures">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Type</th>
              <th scope="col">Missing</th>
              <th scope="col">Unique</th>
              <th scope="col">Range or commonest values</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.name}>
                <th scope="row">{column.name}</th>
                <td>{TYPE_NAMES[column.type]}</td>
                <td className="tabular">{formatNumber(column.missing)}</td>
                <td className="tabular">{formatNumber(column.unique)}</td>
                <td>{figureOf(column, rows)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function figureOf(column: ColumnProfile, rows: number): string {
  if (column.min !== null) return `${column.min} – ${column.max}`;
  if (column.top.length === 0) return '—';
  // An id column: every value differs, so its commonest values say nothing.
  if (column.unique > 1 && column.unique === rows - column.missing) return `all ${formatNumber(column.unique)} distinct, e.g. ${column.top[0]?.value}`;
  return column.top.map((top) => `${top.value} (${formatNumber(top.count)})`).join(', ');
}

function LabelChart({ label }: { label: LabelHistogram }) {
  const id = useId();
  const largest = Math.max(1, ...label.bins.map((bin) => bin.count));
  const total = label.bins.reduce((sum, bin) => sum + bin.count, 0) + label.otherCount;
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title">
        Labels in “{label.column}”
      </h3>
      <p className="muted sample-note">
        {label.recognisedBy === 'name'
          ? 'Recognised as the label column by its name.'
          : 'The app’s reading: no column is named as a label, so this is the last column with few distinct values.'}
      </p>
      <ul className="label-bars">
        {label.bins.map((bin) => (
          <li key={bin.value} className="label-bars__row">
            <span className="label-bars__name">{bin.value}</span>
            <span className="label-bars__track" aria-hidden="true">
              <span className="label-bars__fill" style={{ width: `${(bin.count / largest) * 100}%` }} />
            </span>
            <span className="label-bars__count tabular">
              {formatNumber(bin.count)} ({Math.round((bin.count / total) * 100)} %)
            </span>
          </li>
        ))}
        {label.otherCount > 0 && <li className="muted">Other values: {formatNumber(label.otherCount)}</li>}
      </ul>
    </section>
  );
}

function SampleRows({ view }: { view: TableViewModel }) {
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({ count: view.rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const shown = view.rows.length;
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title block-title--as-written">
        {shown < view.rowCount ? `The first ${formatNumber(shown)} of ${formatCount(view.rowCount, 'row')}` : formatCount(view.rowCount, 'row')} ({view.format},{' '}
        {view.sourceFile})
      </h3>
      <div ref={scroller} className="sample-scroll sample-rows" tabIndex={0} role="region" aria-label="Sample rows">
        <table className="data-table" aria-labelledby={id} aria-rowcount={shown + 1} aria-colcount={view.columns.length + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col" className="sample-rows__index">
                #
              </th>
              {view.columns.map((column) => (
                <th key={column.name} scope="col">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {before > 0 && (
              <tr aria-hidden="true">
                <td style={{ height: before }} colSpan={view.columns.length + 1} />
              </tr>
            )}
            {items.map((item) => (
              <tr key={item.key} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                <td className="sample-rows__index tabular">{item.index + 1}</td>
                {(view.rows[item.index] ?? []).map((cell, column) => (
                  <td key={column} className={typeof cell === 'number' ? 'tabular' : undefined}>
                    {showCell(cell)}
                  </td>
                ))}
              </tr>
            ))}
            {after > 0 && (
              <tr aria-hidden="true">
                <td style={{ height: after }} colSpan={view.columns.length + 1} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function showCell(cell: CellValue): string {
  if (cell === null) return '';
  const text = String(cell);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
