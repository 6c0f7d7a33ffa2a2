import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../shared/wire/api-types';
import { NOT_ASKED, notKnown } from '../../shared/domain/fact-state';
import { compatibilityResult } from '../../tests/support/decided-arbitraries';
import { ALL_DIALECTS } from '../../tests/support/dialects';
import { readAsCore } from '../../tests/support/readings';
import type { CheckRequest } from './check-request-store';
import { toCompatibilityReport, VERDICT_WORDS, type CompatibilityReport } from './compatibility-result';
import { compatibilityExport } from './report/compatibility-export';
import { conditionalJson, conditionalRequest } from './compatibility-result.fixture';
import { toMarkdown } from './report/to-markdown';
import { conflictTone, termKind, termNote, termTone, verdictMessage } from './verdict-message';

const request = (overrides: Partial<CheckRequest> = {}): CheckRequest => ({ ...conditionalRequest, ...overrides });
const reportOf = (json: unknown, overrides: Partial<CheckRequest> = {}) => toCompatibilityReport(readAsCore.compatibility(json), request(overrides));
const term = (report: CompatibilityReport, key: string) => [...report.permissions, ...report.requirements].find((flag) => flag.key === key)!;

describe('verdictMessage', () => {
  it('keeps an amber verdict amber when its only conflict does not block', () => {
    const report = reportOf(conditionalJson);
    const message = verdictMessage(report);
    expect([message.tone, message.title, message.qualifier]).toEqual(['warning', 'Compatible with conditions', null]);
    expect(report.conflicts?.map(conflictTone)).toEqual(['warning']);
  });

  it('takes the colour of the worst finding in the marketplace’s own answer, and says why, under the marketplace’s words', () => {
    const message = verdictMessage(
      reportOf({ ...conditionalJson, conflicts: [{ dataset_ids: ['a1', 'b2'], reason: 'These cannot go together.', blocking: true }] }),
    );
    expect(message.tone).toBe('error');
    expect(message.title).toBe('Compatible with conditions');
    expect(message.qualifier).toBe('But the marketplace’s answer names something that blocks this use: see below.');

    const attribution = verdictMessage(
      reportOf({
        verdict: 'compatible',
        datasets: conditionalJson.datasets.map((d) => ({ ...d, conditions: [] })),
        combined_terms: { attribution_required: true },
      }),
    );
    expect([attribution.tone, attribution.qualifier]).toEqual(['warning', 'But the marketplace’s answer lists conditions: see below.']);
  });

  it('shows the marketplace’s verdict as the verdict, and where the app’s reading finds more, says so as the app’s', () => {
    const json = {
      verdict: 'compatible',
      datasets: [
        { id: 'a1', title: 'Street Signs', license: 'CC0-1.0', allowed: true, conditions: [], reasons: [] },
        { id: 'b2', title: 'Clinic Notes', license: 'CC-BY-NC-4.0', allowed: true, conditions: [], reasons: [] },
      ],
    };
    const report = reportOf(json);
    const message = verdictMessage(report);
    expect([message.tone, message.title, message.qualifier]).toEqual(['error', 'Compatible', null]);
    expect(message.appFindings).toEqual({
      lead: 'In the app’s reading of the licences, this use is blocked:',
      items: ['Clinic Notes (CC-BY-NC-4.0): CC-BY-NC-4.0 is a non-commercial licence: it forbids training models for commercial use.'],
    });
    expect(message.whose).toMatch(
      /^The verdict is the marketplace’s reading of the licences; what is marked as the app’s reading comes from the app’s own licence table \(version \d{4}\.\d+-\d+; its sources are on each dataset’s Licence tab\)\. Neither is legal advice\./,
    );
    // Research is what CC-BY-NC allows: the app finds conditions, not a blocker, and says so.
    const research = verdictMessage(reportOf(json, { useCase: 'research' }));
    expect([research.tone, research.appFindings?.lead]).toEqual(['warning', 'In the app’s reading of the licences, this use comes with conditions:']);
  });

  it('reads an unknown verdict word as no verdict: blue, unless a finding says more', () => {
    expect(verdictMessage(reportOf({ verdict: 'maybe' }, { datasetIds: ['x', 'y'], licenses: {} })).tone).toBe('info');
    const blocked = verdictMessage(
      reportOf({ verdict: 'maybe', conflicts: [{ dataset_ids: ['x'], reason: 'no', blocking: true }] }, { datasetIds: ['x', 'y'], licenses: {} }),
    );
    expect([blocked.tone, blocked.title, blocked.qualifier]).toEqual([
      'error',
      'Verdict not recognised: “maybe”',
      'The marketplace’s answer names something that blocks this use: see below.',
    ]);
  });
});

describe('where each term comes from', () => {
  it('names the datasets the marketplace states, and the licence it ranks most restrictive with its datasets', () => {
    const report = reportOf({
      ...conditionalJson,
      combined_terms: {
        ...conditionalJson.combined_terms,
        most_restrictive_license: 'cc by sa 4.0',
        term_sources: { ...conditionalJson.combined_terms.term_sources, redistribution: ['medical-notes'] },
      },
    });
    expect(termNote(term(report, 'redistribution'))).toEqual({ text: 'not allowed by Medical Notes (CC-BY-SA-4.0)', byApp: false, differs: false });
    expect(termNote(term(report, 'commercialUse'))).toBeNull();
    expect(report.mostRestrictiveDatasets.map((dataset) => dataset.title)).toEqual(['Medical Notes']);
  });

  it('without the marketplace’s sources, reads them from the app’s licence table, naming what it cannot read', () => {
    const report = reportOf(
      { verdict: 'conditional', combined_terms: { redistribution: false, commercial_use: true, share_alike: false } },
      {
        datasetIds: ['a', 'b', 'c'],
        titles: { a: 'Wiki', b: 'Receipts', c: 'Odd' },
        licenses: { a: 'CC-BY-SA-4.0', b: 'Proprietary-Commercial', c: 'Made-Up-1.0' },
      },
    );
    expect(termNote(term(report, 'redistribution'))).toEqual({
      text: 'not allowed by Receipts (Proprietary-Commercial); the app cannot read the licence of Odd (Made-Up-1.0)',
      byApp: true,
      differs: false,
    });
    // The marketplace says no share-alike; the app's table reads one: told as a difference.
    expect(termNote(term(report, 'shareAlike'))).toEqual({
      text: 'required by Wiki (CC-BY-SA-4.0); the app cannot read the licence of Odd (Made-Up-1.0)',
      byApp: true,
      differs: true,
    });
    // Not stated by the marketplace: the app's reading, labelled.
    expect(termNote(term(report, 'modelTraining'))).toEqual({ text: 'the app cannot read the licence of Odd (Made-Up-1.0)', byApp: true, differs: false });
  });
});

describe('one message for every verdict, term and shape (generated answers, every dialect)', () => {
  const RANK = { success: 0, info: 0, warning: 1, error: 2 } as const;
  const checks = fc.record({
    result: compatibilityResult,
    useCase: fc.constantFrom(...USE_CASES),
    dialect: fc.constantFrom(...ALL_DIALECTS),
    licensesKnown: fc.boolean(),
  });

  it('never draws a term or conflict stronger than the verdict, nor a success colour unless the verdict clears the use, and every export says the same', () => {
    fc.assert(
      fc.property(checks, ({ result, useCase, dialect, licensesKnown }) => {
        const ids = result.datasets.map((dataset) => dataset.id);
        const reading = readAsCore.compatibility(JSON.parse(JSON.stringify(dialect.compatibility(result))));
        const report = toCompatibilityReport(reading, {
          datasetIds: [...ids].sort(),
          useCase,
          titles: Object.fromEntries(result.datasets.map((dataset) => [dataset.id, dataset.title])),
          licenses: licensesKnown ? Object.fromEntries(result.datasets.map((dataset) => [dataset.id, dataset.license])) : {},
        });
        const message = verdictMessage(report);

        // The words are the marketplace's verdict.
        expect(message.title).toBe(
          VERDICT_WORDS[report.verdict === 'unknown' ? 'unknown' : report.verdict].title + (report.verdict === 'unknown' ? `: “${report.verdictText}”` : ''),
        );
        if (report.verdict === 'incompatible') expect(message.tone).toBe('error');
        if (report.verdict === 'conditional') expect(RANK[message.tone]).toBeGreaterThanOrEqual(1);

        for (const flag of [...report.permissions, ...report.requirements]) {
          const tone = termTone(flag, termKind(flag), message.tone);
          if (tone === 'yes') expect(['success', 'warning']).toContain(message.tone);
          if (tone === 'no') expect(message.tone).toBe('error');
          if (tone === 'warn') expect(RANK[message.tone]).toBeGreaterThanOrEqual(1);
          // A term that is set names where it comes from, or says it cannot.
          const set = flag.fact !== undefined && flag.fact.value === (termKind(flag) === 'requirement');
          if (set) expect(termNote(flag)).not.toBeNull();
        }
        for (const conflict of report.conflicts ?? []) expect(RANK[message.tone]).toBeGreaterThanOrEqual(RANK[conflictTone(conflict)]);
        if (report.datasets.some((dataset) => dataset.allowed === false)) expect(message.tone).toBe('error');

        const markdown = toMarkdown(report);
        const exported = compatibilityExport(report, 0, () => ({ record: notKnown(NOT_ASKED), quality: notKnown(NOT_ASKED), license: notKnown(NOT_ASKED) }));
        expect(exported.meta).toContainEqual(['Where the verdict comes from', message.whose]);
        expect(markdown).toContain(message.whose.replace(/([\\`*_[\]<>|#])/g, '\\$1'));
        expect(markdown.split('\n')[0]).toBe(`# ${exported.title.replace(/([\\`*_[\]<>|#])/g, '\\$1')}`);
        if (message.qualifier !== null) expect(exported.notes?.[0]?.lines[0]).toBe(message.qualifier);
      }),
      { numRuns: 300 },
    );
  });
});
