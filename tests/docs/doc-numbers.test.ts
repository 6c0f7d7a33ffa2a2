/**
 * The numbers the documents restate from the code, each written here from the code's own
 * constant: a change in the code that leaves a document saying the old number fails. Timings
 * measured by the benchmarks are not facts of the code and are not here (docs/benchmarks.md is
 * written by the benchmarks). docs/testing.md lists what this checks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_BACKOFF_MS } from '../../electron/core/quota/quota-tracker';
import { DEFAULT_TIMEOUT_MS } from '../../electron/core/http/marketplace-client';
import { REQUEST_LOG_LENGTH } from '../../electron/core/quota/request-log';
import { LOG_FILE_SIZE, LOG_FILES_KEPT } from '../../electron/core/logging/log-file';
import { SAMPLE_CACHE_MAX_BYTES, SAMPLE_CACHE_MAX_ENTRIES } from '../../electron/core/samples/sample-cache';
import { MAX_SAMPLE_REDIRECTS, SAMPLE_FRESH_MS } from '../../electron/core/samples/sample-service';
import { FEED_BYTES } from '../../electron/core/samples/unpack-sample';
import { KEY_PIECE_MIN, NEAR_GAP } from '../../electron/core/secrets/secret-redaction-spellings';
import { MAX_DECODE_ROUNDS } from '../../electron/core/secrets/spelling-layers';
import { EMBEDDED_DATASETS } from '../../electron/core/embedded/embedded-marketplace';
import { DEFAULT_CRASH_WINDOW_MS, DEFAULT_MAX_RESTARTS } from '../../electron/core/embedded/restart-supervisor';
import { DAILY_QUOTA, DAILY_HISTORY_DAYS, WARMED_SEARCHES, WARMUP_QUIET_MS, SAMPLE_CAP, SAMPLE_CACHE_BYTES, TEXT_SAMPLE_LINES } from '@dmd/marketplace/testing';
import { DEFAULT_DATASETS } from '@dmd/marketplace';
import { MAX_CONVERSATIONS, MAX_TURNS } from '../../renderer/samples/parse/documents-and-video/parse-conversations';
import { CACHE_POLICIES } from '../../renderer/queries/query-client';
import { DRAWN_WIDTH, MAX_PAGE_HEIGHT, MAX_PDF_PAGE_CHARS, MAX_PDF_PAGES, PDF_TIME_LIMIT_MS } from '../../renderer/samples/parse/documents-and-video/parse-pdf';
import { MAX_FRAME_SIDE, MAX_VIDEO_FRAMES } from '../../renderer/samples/parse/documents-and-video/parse-video';
import { MAX_BAG_RECORDS } from '../../renderer/samples/parse/logs/parse-rosbag';
import { MAX_ULOG_MESSAGES } from '../../renderer/samples/parse/logs/parse-ulog';
import { FAILURE_MEMORY_MS } from '../../shared/ipc/ipc-contract';
import * as limits from '../../shared/domain/limits';
import { PILLARS } from '../../shared/domain/lqs';
import * as sampleLimits from '../../shared/domain/samples/sample-types';
import { DEFAULT_E2E_DATASETS } from '../support/prebuilt-catalogs';
import { MAX_CODE_FILES } from '../../scripts/lint/folder-size.mjs';
import { OPENING_VIEW_WAIT_MS } from '../../electron/core/create-core';
import { FIRST_VIEW_PAINT_GAP_MS } from '../../electron/renderer-host/first-view-markup';

// pdf.js needs a DOM to load; only parse-pdf.ts's constants are read here.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {} }));

const ROOT = path.resolve(import.meta.dirname, '../..');

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** 5,000 as the documents write it. */
const count = (n: number): string => n.toLocaleString('en-US');
/** A small count as a word: three, four. */
const word = (n: number): string => WORDS[n] ?? count(n);
/** How many times as long: twice, 3 times. */
const times = (factor: number): string => (factor === 2 ? 'twice' : `${factor} times`);
/** The word lengths below a minimum: "one- or two-letter" below 3. */
const shorterWords = (min: number): string => `${Array.from({ length: min - 1 }, (_, i) => word(i + 1)).join('- or ')}-letter`;
const mb = (bytes: number): string => `${bytes / 1024 ** 2} MB`;
const kb = (bytes: number): string => `${bytes / 1024} KB`;
const seconds = (ms: number): string => `${ms / 1000} s`;
const minutes = (ms: number): string => `${ms / 60_000} minutes`;
/** A duration in words: a minute, an hour, 3 minutes. */
const spoken = (ms: number): string => (ms === 60_000 ? 'a minute' : ms === 3_600_000 ? 'an hour' : minutes(ms));
const percent = (share: number): string => `${Math.round(share * 100)} %`;
/** pino-roll's size ('5m') as the documents write it. */
const logSize = (size: string): string => `${/^(\d+)m$/.exec(size)?.[1] ?? size} MB`;

const dimensions = PILLARS.flatMap((pillar) => pillar.dimensions).length;

/** Each fact: the document that states it and the words that must stand in it. */
const STATED: ReadonlyArray<{ fact: string; doc: string; says: string }> = [
  // The catalog and the quota a buyer meets first.
  { fact: 'embedded catalog size (core)', doc: 'README.md', says: `catalog of ${count(EMBEDDED_DATASETS)} datasets` },
  { fact: 'embedded catalog size (marketplace CLI)', doc: 'docs/demo.md', says: `(${count(DEFAULT_DATASETS)} datasets, seed 42` },
  { fact: 'embedded catalog size', doc: 'docs/features.md', says: `catalog of ${count(EMBEDDED_DATASETS)} datasets` },
  { fact: 'free daily quota', doc: 'docs/api.md', says: `${count(DAILY_QUOTA.free)} requests a day for free` },
  { fact: 'pro daily quota', doc: 'docs/api.md', says: `${count(DAILY_QUOTA.pro)} for pro ones` },
  { fact: 'usage history', doc: 'docs/api.md', says: `the last ${DAILY_HISTORY_DAYS} days` },
  { fact: 'usage history', doc: 'docs/embedded-marketplace.md', says: `${DAILY_HISTORY_DAYS} days of history` },
  // The first view a first start's page comes with.
  {
    fact: 'wait for the first results',
    doc: 'docs/decisions/performance.md',
    says: `The page waits at most ${seconds(OPENING_VIEW_WAIT_MS)} (\`OPENING_VIEW_WAIT_MS\``,
  },
  { fact: 'pause after the first view', doc: 'docs/decisions/performance.md', says: `so the page pauses ${FIRST_VIEW_PAINT_GAP_MS} ms after the view` },
  // Lists and checks.
  {
    fact: 'datasets in a compatibility check',
    doc: 'README.md',
    says: `${limits.MIN_COMPATIBILITY_DATASETS}–${limits.MAX_COMPATIBILITY_DATASETS} datasets' compatibility`,
  },
  {
    fact: 'datasets in a compatibility check',
    doc: 'docs/features.md',
    says: `${limits.MIN_COMPATIBILITY_DATASETS}–${limits.MAX_COMPATIBILITY_DATASETS} datasets and an intended use`,
  },
  { fact: 'datasets in a compatibility check', doc: 'docs/api.md', says: `to ${limits.MAX_COMPATIBILITY_DATASETS} datasets may be combined` },
  { fact: 'datasets in a compatibility check', doc: 'docs/compatibility.md', says: `to ${limits.MAX_COMPATIBILITY_DATASETS} datasets be combined` },
  { fact: 'datasets compared', doc: 'README.md', says: `compare up to ${word(limits.MAX_COMPARED)} side by side` },
  { fact: 'datasets compared', doc: 'docs/features.md', says: `${limits.MIN_COMPARED}–${limits.MAX_COMPARED} datasets` },
  {
    fact: 'saved-search start-up check budget',
    doc: 'docs/workbench.md',
    says: `from ${limits.SAVED_SEARCH_CHECK_BUDGET.min} to ${limits.SAVED_SEARCH_CHECK_BUDGET.max} (default ${limits.SAVED_SEARCH_CHECK_BUDGET.default};`,
  },
  // Input lengths and pages.
  {
    fact: 'input lengths',
    doc: 'docs/api.md',
    says: `\`q\` to ${limits.MAX_SEARCH_LENGTH} characters, \`category\` to ${limits.MAX_CATEGORY_LENGTH}, \`format\` to ${limits.MAX_FORMAT_LENGTH} and \`license\` to ${limits.MAX_LICENSE_FILTER_LENGTH}`,
  },
  {
    fact: 'input lengths',
    doc: 'docs/architecture.md',
    says: `(search ${limits.MAX_SEARCH_LENGTH} characters, category ${limits.MAX_CATEGORY_LENGTH}, format ${limits.MAX_FORMAT_LENGTH}, licence ${limits.MAX_LICENSE_FILTER_LENGTH},`,
  },
  {
    fact: 'page size',
    doc: 'docs/api.md',
    says: `default ${limits.DEFAULT_PER_PAGE}; above ${limits.MAX_PER_PAGE} it is **clamped to ${limits.MAX_PER_PAGE}**`,
  },
  {
    fact: 'text kept of a listed dataset',
    doc: 'docs/any-marketplace.md',
    says: `titles ${limits.KEPT_TEXT_LENGTHS.title} characters, licences ${limits.KEPT_TEXT_LENGTHS.license}`,
  },
  // The quota's shares and the search's pauses.
  {
    fact: 'quota shares',
    doc: 'docs/architecture.md',
    says: `(low ${percent(limits.LOW_QUOTA_SHARE)}, critical ${percent(limits.CRITICAL_QUOTA_SHARE)})`,
  },
  { fact: 'search pause', doc: 'docs/features.md', says: `pause ${limits.SEARCH_PAUSE_MS.ok} ms` },
  {
    fact: 'search pause by quota',
    doc: 'docs/requests-and-quota.md',
    says: `of ${limits.SEARCH_PAUSE_MS.ok} ms after the last key; ${seconds(limits.SEARCH_PAUSE_MS.low)} at or below ${percent(limits.LOW_QUOTA_SHARE)} of the quota, ${seconds(limits.SEARCH_PAUSE_MS.critical)} at or below ${percent(limits.CRITICAL_QUOTA_SHARE)}.`,
  },
  {
    fact: 'search pause',
    doc: 'docs/search-match.md',
    says: `a pause of ${seconds(limits.SEARCH_PAUSE_MS.ok)} sends, ${times(limits.SEARCH_SAME_WORD_PAUSE_FACTOR)} that within one word, Enter at once, never a cached answer, never a ${shorterWords(limits.MIN_SEARCH_WORD_LENGTH)} last word`,
  },
  { fact: 'shortest word typing sends', doc: 'docs/features.md', says: `never for a ${shorterWords(limits.MIN_SEARCH_WORD_LENGTH)} word without Enter` },
  { fact: 'searches warmed at start', doc: 'docs/api.md', says: `the catalog's ${WARMED_SEARCHES} most common words` },
  {
    fact: 'searches warmed at start',
    doc: 'docs/known-gaps.md',
    says: `its ${WARMED_SEARCHES} costliest one-word searches once no request has come for ${WARMUP_QUIET_MS} ms`,
  },
  { fact: 'request timeout', doc: 'docs/requests-and-quota.md', says: `(the ${seconds(DEFAULT_TIMEOUT_MS)} request timeout)` },
  {
    fact: 'rate-limit back-off',
    doc: 'docs/requests-and-quota.md',
    says: `backs off ${seconds(RATE_LIMIT_BACKOFF_MS.first)}, doubling to at most ${seconds(RATE_LIMIT_BACKOFF_MS.max)}`,
  },
  { fact: 'quota reset margin', doc: 'docs/requests-and-quota.md', says: `next midnight plus ${minutes(limits.QUOTA_RESET_MARGIN_MS)}` },
  { fact: 'longest rate-limit pause', doc: 'docs/requests-and-quota.md', says: `a rate-limit pause as ${minutes(limits.MAX_RATE_LIMIT_PAUSE_MS)} at most` },
  { fact: 'failure memory', doc: 'docs/architecture.md', says: `a failure of the same request within ${spoken(FAILURE_MEMORY_MS)}` },
  {
    fact: "restarts of the marketplace's process",
    doc: 'docs/architecture.md',
    says: `stops trying after ${word(DEFAULT_MAX_RESTARTS)} ends in ${spoken(DEFAULT_CRASH_WINDOW_MS)}`,
  },
  { fact: "lists' cache policy", doc: 'docs/workbench.md', says: `the lists' ${minutes(CACHE_POLICIES.lists.staleTime)}` },
  { fact: 'request log length', doc: 'docs/workbench.md', says: `the last ${count(REQUEST_LOG_LENGTH)} requests in memory` },
  { fact: 'log rotation', doc: 'docs/diagnostics.md', says: `a new file past ${logSize(LOG_FILE_SIZE)}, ${word(LOG_FILES_KEPT)} files kept` },
  // Quality.
  { fact: 'LQS dimensions and pillars', doc: 'docs/glossary.md', says: `from ${dimensions} dimensions in ${PILLARS.length} pillars` },
  { fact: 'LQS dimensions and pillars', doc: 'docs/embedded-marketplace.md', says: `(${dimensions} dimensions in ${PILLARS.length} pillars)` },
  { fact: 'LQS pillars', doc: 'docs/quality-and-scores.md', says: `in ${PILLARS.length} pillars` },
  { fact: 'LQS dimensions other than provenance', doc: 'docs/quality-and-scores.md', says: `other ${dimensions - 1} dimensions` },
  { fact: 'LQS dimensions other than provenance', doc: 'docs/demo.md', says: `other ${dimensions - 1} dimensions` },
  {
    fact: 'tier cut-offs',
    doc: 'docs/quality-and-scores.md',
    says: `Platinum from ${limits.TIER_CUT_OFFS.platinum}, Gold from ${limits.TIER_CUT_OFFS.gold}, Silver from ${limits.TIER_CUT_OFFS.silver}, Bronze below`,
  },
  { fact: 'items a score is computed from', doc: 'docs/api.md', says: `to ${count(SAMPLE_CAP)} items (every item of a smaller dataset)` },
  // Samples: what the core fetches and keeps.
  {
    fact: 'sample download cap',
    doc: 'docs/samples.md',
    says: `At most ${mb(sampleLimits.MAX_SAMPLE_DOWNLOAD_BYTES)} downloaded (a stream is cut there; a \`Content-Encoding: gzip\` answer counts after decoding), within ${seconds(sampleLimits.SAMPLE_TIMEOUT_MS)}`,
  },
  { fact: 'sample redirects', doc: 'docs/samples.md', says: `At most ${MAX_SAMPLE_REDIRECTS} redirects` },
  {
    fact: 'sample unpacking',
    doc: 'docs/samples.md',
    says: `unpacked to at most ${mb(sampleLimits.MAX_SAMPLE_UNPACKED_BYTES)} in all`,
  },
  { fact: 'zip feed', doc: 'docs/samples.md', says: `a zip is fed ${kb(FEED_BYTES)} at a time` },
  { fact: 'files in a sample', doc: 'docs/samples.md', says: `a zip of more than ${sampleLimits.MAX_SAMPLE_FILES} files is not opened` },
  {
    fact: 'images named by a sample',
    doc: 'docs/samples.md',
    says: `at most ${sampleLimits.MAX_LINKED_IMAGES} images and ${mb(sampleLimits.MAX_LINKED_IMAGE_BYTES)} in all within ${seconds(sampleLimits.SAMPLE_TIMEOUT_MS)}`,
  },
  { fact: 'sample parse timeout', doc: 'docs/samples.md', says: `stopped reading it after ${seconds(sampleLimits.SAMPLE_PARSE_TIMEOUT_MS)}` },
  {
    fact: 'saved samples on disk',
    doc: 'docs/samples.md',
    says: `${mb(SAMPLE_CACHE_MAX_BYTES)} and ${SAMPLE_CACHE_MAX_ENTRIES} samples at most`,
  },
  { fact: 'saved sample freshness', doc: 'docs/samples.md', says: `A saved copy less than ${spoken(SAMPLE_FRESH_MS)} old` },
  { fact: "the embedded marketplace's sample memory", doc: 'docs/api.md', says: `within ${mb(SAMPLE_CACHE_BYTES)}` },
  { fact: "the embedded marketplace's sample memory", doc: 'docs/samples.md', says: `keeps ${mb(SAMPLE_CACHE_BYTES)}` },
  { fact: "the embedded marketplace's text samples", doc: 'docs/api.md', says: `${TEXT_SAMPLE_LINES} lines of text` },
  // Samples: what the Preview reads.
  {
    fact: 'table bounds',
    doc: 'docs/samples.md',
    says: `the first ${sampleLimits.MAX_TABLE_COLUMNS} columns, the first ${count(sampleLimits.MAX_TABLE_ROWS)} rows, and no more than ${count(sampleLimits.MAX_TABLE_CELLS)} cells (a table of ${sampleLimits.MAX_TABLE_COLUMNS} columns keeps ${count(sampleLimits.MAX_TABLE_CELLS / sampleLimits.MAX_TABLE_COLUMNS)} rows)`,
  },
  {
    fact: 'table bounds, as the view says them',
    doc: 'docs/samples.md',
    says: `the preview reads the first ${sampleLimits.MAX_TABLE_COLUMNS} columns and ${count(sampleLimits.MAX_TABLE_ROWS)} rows, ${count(sampleLimits.MAX_TABLE_CELLS)} cells in all.`,
  },
  {
    fact: 'text bounds',
    doc: 'docs/samples.md',
    says: `the first ${sampleLimits.MAX_TEXT_LINES} lines, as text, each cut at ${count(sampleLimits.MAX_TEXT_LINE_CHARS)} characters`,
  },
  {
    fact: 'conversation bounds',
    doc: 'docs/samples.md',
    says: `the first ${MAX_CONVERSATIONS} conversations, ${MAX_TURNS} turns each, ${count(sampleLimits.MAX_TEXT_LINE_CHARS)} characters a turn`,
  },
  {
    fact: 'log bounds',
    doc: 'docs/samples.md',
    says: `at most ${count(MAX_BAG_RECORDS)} bag records and ${count(MAX_ULOG_MESSAGES)} ULog messages`,
  },
  {
    fact: 'PDF and video bounds',
    doc: 'docs/samples.md',
    says: `ended after ${seconds(PDF_TIME_LIMIT_MS)}; at most ${MAX_PDF_PAGES} pages are read and drawn`,
  },
  { fact: 'PDF bounds', doc: 'docs/samples.md', says: `none taller than ${count(MAX_PAGE_HEIGHT)} pixels` },
  {
    fact: 'PDF bounds',
    doc: 'docs/samples.md',
    says: `its first ${MAX_PDF_PAGES} pages drawn (${DRAWN_WIDTH} pixels wide at most)`,
  },
  { fact: 'PDF bounds', doc: 'docs/samples.md', says: `(more than ${count(MAX_PAGE_HEIGHT)} pixels at that width)` },
  { fact: 'PDF text bounds', doc: 'docs/samples.md', says: `(cut at ${count(MAX_PDF_PAGE_CHARS)} characters)` },
  {
    fact: 'video bounds',
    doc: 'docs/samples.md',
    says: `at most its first ${MAX_VIDEO_FRAMES} frames are decoded, none over ${count(MAX_FRAME_SIDE)} pixels a side`,
  },
  { fact: 'video bounds', doc: 'docs/samples.md', says: `its first ${MAX_VIDEO_FRAMES} frames drawn` },
  // The secret finder.
  { fact: 'key pieces found', doc: 'docs/samples.md', says: `in pieces of ${KEY_PIECE_MIN} characters or more` },
  { fact: 'key pieces found', doc: 'docs/security.md', says: `pieces of ${KEY_PIECE_MIN} characters or more` },
  { fact: 'key pieces found', doc: 'docs/security.md', says: `pieces shorter than ${KEY_PIECE_MIN} characters` },
  { fact: 'key pieces found', doc: 'docs/security.md', says: `within ${NEAR_GAP} characters of the next` },
  { fact: 'key pieces found', doc: 'docs/samples.md', says: `a piece shorter than ${KEY_PIECE_MIN} characters` },
  { fact: 'percent-decoding rounds', doc: 'docs/samples.md', says: `percent-encoded up to ${word(MAX_DECODE_ROUNDS)} times` },
  { fact: 'percent-decoding rounds', doc: 'docs/security.md', says: `up to ${word(MAX_DECODE_ROUNDS)} times over` },
  // For developers.
  { fact: 'code files in a folder', doc: 'CONTRIBUTING.md', says: `a folder holds at most ${MAX_CODE_FILES} code files` },
  { fact: 'code files in a folder', doc: 'docs/architecture.md', says: `No folder holds more than ${MAX_CODE_FILES} code files` },
  { fact: "the end-to-end tests' catalog", doc: 'docs/testing.md', says: `${DEFAULT_E2E_DATASETS}-dataset catalog` },
  { fact: "the end-to-end tests' catalog", doc: 'docs/testing.md', says: `catalog-${DEFAULT_E2E_DATASETS}-42.db` },
];

/** Line breaks and indents are the document's layout, not its words. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ');
const texts = new Map<string, string>();
const textOf = (doc: string): string => {
  const known = texts.get(doc);
  if (known !== undefined) return known;
  const text = oneLine(readFileSync(path.join(ROOT, doc), 'utf8'));
  texts.set(doc, text);
  return text;
};

describe('numbers the documents take from the code', () => {
  it.each(STATED)('$doc states the $fact as the code has it: "$says"', ({ doc, says }) => {
    expect(textOf(doc).includes(oneLine(says)), `${doc} should say "${says}"`).toBe(true);
  });

  it('formats a number as the documents write it', () => {
    expect([
      count(5_000),
      word(3),
      mb(10 * 1024 * 1024),
      kb(64 * 1024),
      seconds(1_200),
      minutes(300_000),
      spoken(3_600_000),
      percent(0.05),
      logSize('5m'),
    ]).toEqual(['5,000', 'three', '10 MB', '64 KB', '1.2 s', '5 minutes', 'an hour', '5 %', '5 MB']);
  });
});
