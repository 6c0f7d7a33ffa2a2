import { describe, expect, it } from 'vitest';
import { toCompatibilityReport } from '../compatibility-result';
import { readAsCore } from '../../../tests/support/readings';
import type { CheckRequest } from '../check-request-store';
import { conditionalRequest, conditionalResult } from '../compatibility-result.fixture';
import { escapeMarkdown } from '../../export/text-safety';
import { toMarkdown } from './to-markdown';

const request = (datasetIds: string[] = ['a', 'b']): CheckRequest => ({ datasetIds, useCase: 'research', titles: {}, licenses: {} });
const reportOf = (json: unknown, datasetIds?: string[]) => toCompatibilityReport(readAsCore.compatibility(json), request(datasetIds));

describe('toMarkdown', () => {
  it('renders verdict, whose reading, use case, terms with their sources, obligations, datasets and conflicts with their severity', () => {
    const markdown = toMarkdown(toCompatibilityReport(conditionalResult, conditionalRequest), { checkedAt: new Date('2025-03-04T05:06:07Z') });
    expect(markdown).toBe(
      [
        '# Licence compatibility: Compatible with conditions',
        '',
        'The marketplace says these datasets may be combined for this use if you meet the obligations below.',
        '',
        '- **Use case:** Commercial model training',
        '- **Datasets checked:** 2',
        '- **Where the verdict comes from:** This is the marketplace’s reading of the licences, not legal advice. Read the licences, or ask a lawyer, before you rely on it.',
        '- **Most restrictive licence:** CC-BY-SA-4.0 (Medical Notes)',
        '- **Checked at:** 2025-03-04T05:06:07.000Z',
        '',
        '## Combined terms',
        '',
        '- Commercial use: allowed',
        '- Model training: allowed',
        '- Derivative works: allowed',
        '- Redistribution: not allowed — not allowed by Medical Notes (CC-BY-SA-4.0)',
        '- Attribution: required — required by Medical Notes (CC-BY-SA-4.0) and Street Signs (CC-BY-4.0)',
        '- Share-alike: required — required by Medical Notes (CC-BY-SA-4.0)',
        '',
        '## Obligations',
        '',
        '- Attribute every dataset',
        '- Release derivatives under CC-BY-SA-4.0',
        '',
        '## Datasets',
        '',
        '| Dataset | Licence | Allowed | Conditions | Reasons |',
        '| --- | --- | --- | --- | --- |',
        '| Street Signs | CC-BY-4.0 | Yes | Credit the authors | — |',
        '| Medical Notes | CC-BY-SA-4.0 | Yes | Share derivatives alike | Share-alike licence |',
        '',
        '## Conflicts',
        '',
        '- Does not block: a condition to meet. Street Signs and Medical Notes: Different share-alike licences',
        '',
      ].join('\n'),
    );
  });

  it('says "None." for empty obligations and conflicts and "not stated" for missing terms', () => {
    const markdown = toMarkdown(reportOf({ verdict: 'compatible', use_case: 'research', datasets: [], obligations: [], conflicts: [] }));
    expect(markdown).toContain('# Licence compatibility: Compatible\n');
    expect(markdown).toContain('## Obligations\n\nNone.\n');
    expect(markdown).toContain('## Conflicts\n\nNone.\n');
    expect(markdown).toContain('- Commercial use: not stated');
    expect(markdown).not.toContain('Checked at');
    expect(markdown).not.toContain('Most restrictive');
  });

  it('says "not stated" for obligations and conflicts an answer does not list', () => {
    const markdown = toMarkdown(reportOf({ verdict: 'compatible' }));
    expect(markdown).toContain('## Obligations\n\nNot stated by the marketplace.\n');
    expect(markdown).toContain('## Conflicts\n\nNot stated by the marketplace.\n');
    expect(markdown).toContain('## Datasets (the app’s own reading');
    expect(markdown).toContain('- **Datasets checked:** 2');
  });

  it('shows an unknown verdict word as received', () => {
    expect(toMarkdown(reportOf({ verdict: 'maybe' }))).toContain('# Licence compatibility: Verdict not recognised (maybe)');
  });

  it('lists three conflicting datasets as a sentence', () => {
    const report = reportOf({
      datasets: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
        { id: 'c', title: 'C' },
      ],
      conflicts: [{ dataset_ids: ['a', 'b', 'c'], reason: 'r' }],
    });
    expect(toMarkdown(report)).toContain('- Whether it blocks is not stated. A, B, and C: r');
  });

  it('cannot be broken by table pipes, newlines or markup in server text', () => {
    const report = reportOf({
      datasets: [{ id: 'x', title: 'Evil | title\n# heading', license: '*bold*', allowed: false, conditions: [], reasons: ['<script>'] }],
    });
    const row = toMarkdown(report)
      .split('\n')
      .find((line) => line.startsWith('| Evil'));
    expect(row).toBe('| Evil \\| title \\# heading | \\*bold\\* | No | — | \\<script\\> |');
  });

  it.each(['\r', '\u2028', '\u2029', '\u0085'])('keeps the audit’s titles in their cells, whatever the break (%j)', (brk) => {
    const report = reportOf({
      datasets: [
        { id: 'x', title: `Evil${brk}${brk}# LICENCE VERIFIED${brk}===`, license: 'MIT', allowed: true, conditions: [], reasons: [] },
        { id: 'y', title: `Tail${brk}${brk}~~~`, license: 'MIT', allowed: true, conditions: [], reasons: [] },
      ],
    });
    const lines = toMarkdown(report).split('\n');
    expect(lines.filter((line) => /^\| (Evil|Tail)/.test(line))).toEqual([
      '| Evil \\# LICENCE VERIFIED === | MIT | Yes | — | — |',
      '| Tail \\~\\~\\~ | MIT | Yes | — | — |',
    ]);
    expect(lines.some((line) => /^(#|~~~|===)/.test(line) && line.includes('VERIFIED'))).toBe(false);
  });
});

describe('escapeMarkdown', () => {
  it('leaves ordinary text alone', () => {
    expect(escapeMarkdown('CC-BY-4.0 (attribution)')).toBe('CC-BY-4.0 (attribution)');
  });

  it('escapes characters that would change the meaning', () => {
    expect(escapeMarkdown('a_b*c`d[e]f')).toBe('a\\_b\\*c\\`d\\[e\\]f');
  });
});
