// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TABLE_COLUMNS } from '../../../shared/domain/samples/sample-types';
import { parseTable } from '../parse/parse-table';
import type { TableView as TableViewModel } from '../parse/view-model';
import { TableView } from './table-view';

afterEach(cleanup);

const WIDE = 200_000;
const header = Array.from({ length: WIDE }, (_, index) => `c${index}`).join(',');
const row = (value: string) => Array.from({ length: WIDE }, () => value).join(',');

async function viewOf(text: string): Promise<TableViewModel> {
  const view = await parseTable({ kind: 'text', path: 'wide.csv', text });
  if (view === null) throw new Error('not read as a table');
  return view;
}

describe('TableView of a wide file', () => {
  it('draws at most the cap of columns and says what was cut', async () => {
    render(<TableView view={await viewOf(`${header}\n${row('1')}\n${row('2')}\n`)} />);
    expect(screen.getByRole('note').textContent).toBe(
      'Showing 200 of 200,000 columns: the preview reads the first 200 columns and 10,000 rows, 500,000 cells in all.',
    );
    expect(screen.getByRole('heading', { name: '200 of 200,000 columns' })).toBeTruthy();
    const figures = within(screen.getByRole('region', { name: 'Column figures' }));
    expect(figures.getAllByRole('rowheader')).toHaveLength(MAX_TABLE_COLUMNS);
    const rows = within(screen.getByRole('region', { name: 'Sample rows' }));
    expect(rows.getAllByRole('columnheader')).toHaveLength(MAX_TABLE_COLUMNS + 1);
    expect(rows.getByRole('table').getAttribute('aria-colcount')).toBe(String(MAX_TABLE_COLUMNS + 1));
  });

  it('says nothing is cut when the whole table is shown', async () => {
    render(<TableView view={await viewOf('a,b\n1,x\n2,y\n')} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('heading', { name: '2 columns' })).toBeTruthy();
  });
});
