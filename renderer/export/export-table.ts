/**
 * An export as one table plus the facts every export carries (when it was made, from which
 * marketplace, for which use): written as Markdown or CSV here, and printed by print-root.tsx.
 * Cells are plain text the renderer already shows; each writer escapes them for its format.
 */
import { escapeMarkdown } from '../compatibility/to-markdown';
import { defuseFormula } from './text-safety';

export interface ExportTable {
  /** e.g. "Shortlist", "Comparison of 3 datasets". */
  title: string;
  /** Lines about the whole export: the date, the marketplace's address, the use. */
  meta: Array<[label: string, value: string]>;
  columns: string[];
  rows: string[][];
  /** More sections of free text (e.g. a compatibility report's obligations), after the table. */
  notes?: Array<{ heading: string; lines: string[] }>;
}

export function toMarkdownDocument(table: ExportTable): string {
  const lines = [`# ${escapeMarkdown(table.title)}`, ''];
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
 */
export function toCsv(table: ExportTable): string {
  const cell = (value: string) => {
    return `"${defuseFormula(value).replace(/"/g, '""')}"`;
  };
  const metaColumns = table.meta.map(([label]) => label);
  const metaValues = table.meta.map(([, value]) => value);
  const lines = [[...table.columns, ...metaColumns], ...table.rows.map((row) => [...row, ...metaValues])];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
