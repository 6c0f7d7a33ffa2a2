/**
 * An export as one table plus the facts about the whole export (when it was made, from which
 * marketplace, for which use), said once: a header block in the Markdown and the printed report
 * (print-root.tsx), a block after the table in the CSV. Cells are plain text the renderer already
 * shows; each writer escapes them for its format.
 */
import { readableDate, type DateStyle } from './readable-date';
import { defuseFormula, escapeMarkdown } from './text-safety';

export interface ExportTable {
  /** e.g. "Shortlist", "Comparison of 3 datasets". */
  title: string;
  /** Lines about the whole export: the date, the marketplace's address, the use. */
  meta: Array<[label: string, value: string]>;
  columns: string[];
  rows: string[][];
  /** More sections of free text (e.g. a compatibility report's obligations), after the table. */
  notes?: Array<{ heading: string; lines: string[] }>;
  /** The meta labels and columns whose values are ISO instants: read as local dates in Markdown and the report. */
  dates?: readonly string[];
  /**
   * What the export lacks and why, each a whole sentence (e.g. credit lines whose records are not
   * loaded, and what loading them costs): said before anything else, never as a placeholder in a cell's prose.
   */
  missing?: string[];
}

/** The heading of an export's `missing` lines. */
export const MISSING_HEADING = 'Missing from this export';

/** The first bytes of every CSV file: the UTF-8 byte order mark, so a spreadsheet reads the text as UTF-8. */
const CSV_BOM = '\uFEFF';

/** The table's meta and rows with its ISO instants as local dates with their zone (for Markdown and the report). */
export function withReadableDates(table: ExportTable, style: DateStyle = {}): ExportTable {
  const dates = new Set(table.dates ?? []);
  if (dates.size === 0) return table;
  const columns = table.columns.map((column) => dates.has(column));
  return {
    ...table,
    meta: table.meta.map(([label, value]) => [label, dates.has(label) ? readableDate(value, style) : value]),
    rows: table.rows.map((row) => row.map((cell, index) => (columns[index] ? readableDate(cell, style) : cell))),
  };
}

export function toMarkdownDocument(exported: ExportTable, style: DateStyle = {}): string {
  const table = withReadableDates(exported, style);
  const lines = [`# ${escapeMarkdown(table.title)}`, ''];
  const missing = table.missing ?? [];
  if (missing.length > 0) lines.push(`> **${MISSING_HEADING}:**`, ...missing.flatMap((line) => ['>', `> ${escapeMarkdown(line)}`]), '');
  for (const [label, value] of table.meta) lines.push(`- **${escapeMarkdown(label)}:** ${escapeMarkdown(value)}`);
  lines.push('', `| ${table.columns.map(escapeMarkdown).join(' | ')} |`, `| ${table.columns.map(() => '---').join(' | ')} |`);
  for (const row of table.rows) lines.push(`| ${row.map((cell) => escapeMarkdown(cell) || '—').join(' | ')} |`);
  for (const note of table.notes ?? []) {
    lines.push('', `## ${escapeMarkdown(note.heading)}`, '');
    if (note.lines.length === 0) lines.push('None.');
    for (const line of note.lines) lines.push(`- ${escapeMarkdown(line)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * RFC 4180 CSV: every cell quoted, quotes doubled, CRLF line ends. A cell a spreadsheet would run
 * as a formula (text-safety.ts: = + - @ or a tab, however disguised) gets a leading apostrophe,
 * so a marketplace's text can never become one.
 *
 * The table comes first, its header on the first line and one row per record, nothing repeated;
 * then an empty row and "About this export": each fact about the whole export, then each note, as
 * label and value. A CSV is one sheet, and a block before the table would make every reader take
 * "Exported" for the header; after it, the header and the rows stay what a reader expects. Every
 * line has the table's width. Dates stay ISO 8601. What the export lacks (`missing`) comes first in
 * that block, before the title. The file starts with the UTF-8 byte order mark (CSV_BOM), once:
 * Excel reads a CSV without one in the system's code page and garbles curly quotes and accents.
 */
export function toCsv(table: ExportTable): string {
  const cell = (value: string) => {
    return `"${defuseFormula(value).replace(/"/g, '""')}"`;
  };
  const width = Math.max(2, table.columns.length);
  const line = (cells: readonly string[]) => Array.from({ length: width }, (_, index) => cell(cells[index] ?? '')).join(',');
  const about = [
    [],
    ...(table.missing ?? []).map((line) => [MISSING_HEADING, line]),
    ['About this export', table.title],
    ...table.meta,
    ...(table.notes ?? []).flatMap((note) => (note.lines.length === 0 ? [[note.heading, 'None.']] : note.lines.map((text) => [note.heading, text]))),
  ];
  return `${CSV_BOM}${[table.columns, ...table.rows, ...about].map(line).join('\r\n')}\r\n`;
}
