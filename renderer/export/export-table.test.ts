import { describe, expect, it } from 'vitest';
import { toCsv, toMarkdownDocument, type ExportTable } from './export-table';

const table: ExportTable = {
  title: 'Shortlist',
  meta: [
    ['Exported', '2026-11-24T10:00:00.000Z'],
    ['Marketplace', 'https://api.example.com'],
  ],
  columns: ['Dataset', 'Id', 'Price'],
  rows: [
    ['Evil | "title"\n# x', 'a1', '$12'],
    ['=HYPERLINK("http://x")', 'b2', ''],
  ],
  notes: [{ heading: 'Obligations', lines: ['Credit *everyone*'] }],
};

describe('export writers', () => {
  it('write Markdown whose table cannot be broken by a marketplace’s text', () => {
    const markdown = toMarkdownDocument(table);
    expect(markdown).toContain('- **Marketplace:** https://api.example.com');
    expect(markdown).toContain('| Evil \\| "title" \\# x | a1 | $12 |');
    expect(markdown).toContain('| =HYPERLINK("http://x") | b2 | — |');
    expect(markdown).toContain('## Obligations\n\n- Credit \\*everyone\\*');
  });

  it('write RFC 4180 CSV with the export’s facts on every row, and never a formula', () => {
    const lines = toCsv(table).split('\r\n');
    expect(lines[0]).toBe('"Dataset","Id","Price","Exported","Marketplace"');
    expect(lines[1]).toBe('"Evil | ""title""\n# x","a1","$12","2026-11-24T10:00:00.000Z","https://api.example.com"');
    expect(lines[2]?.startsWith(`"'=HYPERLINK(""http://x"")"`)).toBe(true);
  });

  const BREAKS = ['\n', '\r', '\r\n', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029'];

  it.each(BREAKS.map((b) => [JSON.stringify(b), b]))('keep every server string in its cell or line in Markdown, whatever the break (%s)', (_, brk) => {
    const hostile = (text: string) => text.replace(/\n/g, brk);
    const markdown = toMarkdownDocument({
      title: hostile('Shortlist\n\n# LICENCE VERIFIED\n==='),
      meta: [['Use', hostile('research\n\n~~~')]],
      columns: ['Dataset', 'Licence'],
      rows: [
        [hostile('Street\n\n# LICENCE VERIFIED\n==='), hostile('\n\n~~~')],
        ['Next', 'MIT'],
      ],
      notes: [{ heading: hostile('Notes\n==='), lines: [hostile('a\n\n# b')] }],
    });
    const lines = markdown.split('\n');
    expect(lines).toHaveLength(13);
    for (const other of BREAKS.filter((b) => b !== '\n')) expect(markdown).not.toContain(other);
    expect(lines.filter((line) => line.startsWith('#'))).toEqual(['# Shortlist \\# LICENCE VERIFIED ===', '## Notes ===']);
    expect(lines.filter((line) => line.startsWith('|'))).toEqual([
      '| Dataset | Licence |',
      '| --- | --- |',
      '| Street \\# LICENCE VERIFIED === | \\~\\~\\~ |',
      '| Next | MIT |',
    ]);
  });
});
