import { Button } from '../ui/controls/button';
import { useCopy } from '../ui/clipboard';
import { CheckIcon } from '../ui/icons';
import { CopyIcon } from '../ui/icons-more';
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_NOTE, noticeText, type AttributionRow } from './attribution';
import './licenses.css';

/** The attribution table of a combination, with "Copy as NOTICE" (the same as text). `level`: its heading's, under the screen's own. */
export function AttributionTable({ rows, level = 3 }: { rows: readonly AttributionRow[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { status, copy } = useCopy();
  if (rows.length === 0) return null;
  return (
    <section className="attribution" aria-label="Attribution">
      <div className="attribution__head">
        <Heading className="attribution__title">Attribution</Heading>
        <Button size="sm" variant="secondary" icon={status === 'copied' ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(noticeText(rows))}>
          Copy as NOTICE
        </Button>
        <span role="status" className="copy-status">
          {status === 'copied' ? 'NOTICE copied' : status === 'failed' ? 'Could not copy: the clipboard is not available.' : ''}
        </span>
      </div>
      <p className="muted">{ATTRIBUTION_NOTE}</p>
      <div className="attribution__scroll" role="region" aria-label="Attribution table" tabIndex={0}>
        {/* Explicit roles: a narrow window lays the rows out as blocks, which would drop the table's own. */}
        <table className="attribution__table" role="table">
          <thead>
            <tr role="row">
              {ATTRIBUTION_COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.title}-${index}`} role="row">
                <th scope="row" role="rowheader">
                  {row.title}
                </th>
                {[row.by, row.license, row.link, row.credit ?? 'not loaded'].map((cell, column) => (
                  <td key={column} role="cell" data-label={ATTRIBUTION_COLUMNS[column + 1]} className={column === 2 ? 'attribution__link' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
