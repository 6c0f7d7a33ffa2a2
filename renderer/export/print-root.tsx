/**
 * The printable report: the export's table rendered into its own part of the page, the only part
 * that prints (print.css). Electron prints it to PDF; the browser shell opens its print dialog.
 */
import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { MISSING_HEADING, withReadableDates, type ExportTable } from './export-table';
import './print.css';

const usePrintStore = create<{ table: ExportTable | null }>()(() => ({ table: null }));

/** Puts `table` on the page for printing; it stays until the next report replaces it. */
export function preparePrint(table: ExportTable): Promise<void> {
  usePrintStore.setState({ table });
  // Let React paint it before the print is taken.
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

export function PrintRoot() {
  const exported = usePrintStore((store) => store.table);
  if (exported === null) return null;
  const table = withReadableDates(exported);
  return createPortal(
    <article className="print-report" aria-hidden="true">
      <h1>{table.title}</h1>
      {table.missing && table.missing.length > 0 && (
        <section className="print-report__missing">
          <h2>{MISSING_HEADING}</h2>
          <ul>
            {table.missing.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <dl>
        {table.meta.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell || '—'}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {table.notes?.map((note) => (
        <section key={note.heading}>
          <h2>{note.heading}</h2>
          {note.lines.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul>
              {note.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>,
    document.body,
  );
}
