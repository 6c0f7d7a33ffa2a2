import { describe, expect, it } from 'vitest';
import { toCsv, toMarkdownDocument, withReadableDates, type ExportTable } from './export-table';

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

  it('write RFC 4180 CSV: the table first, nothing repeated on its rows, the export’s facts and notes once after it, never a formula', () => {
    const csv = toCsv(table);
    expect(csv.startsWith('\uFEFF"Dataset"')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      '"Dataset","Id","Price"',
      '"Evil | ""title""\n# x","a1","$12"',
      `"'=HYPERLINK(""http://x"")","b2",""`,
      '"","",""',
      '"About this export","Shortlist",""',
      '"Exported","2026-11-24T10:00:00.000Z",""',
      '"Marketplace","https://api.example.com",""',
      '"Obligations","Credit *everyone*",""',
      '',
    ]);
  });

  it('say what the export lacks before anything else: under the title in Markdown, first in the CSV’s block about the export', () => {
    const missing = { ...table, missing: ['Credit lines for 2 datasets are missing (A; B): their records are not loaded (Load 2 records · 2 requests).'] };
    expect(toMarkdownDocument(missing).split('\n').slice(0, 5)).toEqual([
      '# Shortlist',
      '',
      '> **Missing from this export:**',
      '>',
      '> Credit lines for 2 datasets are missing (A; B): their records are not loaded (Load 2 records · 2 requests).',
    ]);
    const lines = toCsv(missing).split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Dataset","Id","Price"');
    expect(lines.slice(3, 6)).toEqual([
      '"","",""',
      '"Missing from this export","Credit lines for 2 datasets are missing (A; B): their records are not loaded (Load 2 records · 2 requests).",""',
      '"About this export","Shortlist",""',
    ]);
  });

  it('show ISO instants as local dates with their zone in Markdown, and keep them ISO in CSV', () => {
    const dated: ExportTable = {
      ...table,
      dates: ['Exported', 'Added'],
      columns: ['Dataset', 'Added'],
      rows: [
        ['A', '2026-11-24T23:30:00.000Z'],
        ['B', 'not stated'],
      ],
    };
    const markdown = toMarkdownDocument(dated, { locale: 'en-GB', timeZone: 'Europe/Berlin' });
    expect(markdown).toContain('- **Exported:** 24 Nov 2026, 11:00 CET');
    expect(markdown).toContain('| A | 25 Nov 2026, 00:30 CET |');
    expect(markdown).toContain('| B | not stated |');
    expect(withReadableDates(dated, { locale: 'en-US', timeZone: 'UTC' }).meta[0]).toEqual(['Exported', 'Nov 24, 2026, 10:00 AM UTC']);
    const csv = toCsv(dated);
    expect(csv).toContain('"A","2026-11-24T23:30:00.000Z"');
    expect(csv).toContain('"Exported","2026-11-24T10:00:00.000Z"');
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
