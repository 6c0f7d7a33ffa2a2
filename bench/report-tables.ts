/** A benchmark's figures as tables: printed as aligned text in the terminal, and as Markdown in docs/benchmarks.md. */

export interface ReportTable {
  title: string;
  header: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

function textRow(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
}

/** The title, then the table indented, its first column left-aligned and the others right-aligned. */
export function textTable({ title, header, rows }: ReportTable): string {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((cells) => (cells[index] ?? '').length)));
  const lines = [textRow(header, widths), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map((cells) => textRow(cells, widths))];
  return `${title}\n${lines.map((line) => `  ${line}`).join('\n')}`;
}

/** A cell's text for Markdown: pipes escaped, and a row indented under the one above it led by "…". */
const cell = (text: string) => (text.startsWith('  ') ? `… ${text.trim()}` : text).replace(/\|/g, '\\|');

/** The title as a paragraph in bold, then a Markdown table, figures right-aligned. */
export function markdownTable({ title, header, rows }: ReportTable): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const align = header.map((_, index) => (index === 0 ? '---' : '---:'));
  return [`**${cell(title)}**`, '', line(header), `|${align.join('|')}|`, ...rows.map(line)].join('\n');
}
