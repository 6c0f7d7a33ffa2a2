/**
 * The checks of catalog-sample-coherence-<part>.test.ts: every dataset of the default catalog
 * (seed and size as the app starts it) with its own sample: the sample holds what the title says,
 * in the listed languages, inside the collection period, and without what its de-identification
 * claim rules out. The rules are written here, apart from the generator, so that a vocabulary or
 * sample change that breaks one fails. Image samples hold no text, date or identifier: their plan
 * is checked, not their pixels. The kinds no rule reads (video, volumes, logs, grids, captures) are
 * generated once a plan, so a generator that throws for one still fails the walk. The catalog is walked in SAMPLE_COHERENCE_PARTS parts, a test file
 * each, so vitest's threads share the walk.
 */
import dicomParser from 'dicom-parser';
import { unzipSync } from 'fflate';
import { parquetReadObjects } from 'hyparquet';
import Papa from 'papaparse';
import type { CatalogDataset } from '../catalog/catalog-types';
import { CATEGORY_VOCABULARIES } from '../catalog/category-vocabularies';
import { planCatalog } from '../catalog/generate-catalog';
import { DEFAULT_DATASETS, DEFAULT_SEED } from '../start-marketplace';
import { generateSample, type SampleFacts } from '../samples/generate-sample';
import { planSample, type SamplePlan } from '../samples/sample-plan';

/** How many test files the walk is cut into: catalog-sample-coherence-1.test.ts to -4. */
export const SAMPLE_COHERENCE_PARTS = 4;

const anchor = new Date('2025-06-01T00:00:00.000Z');
const categoryOf = (dataset: CatalogDataset): string => CATEGORY_VOCABULARIES[dataset.categoryIndex]?.name ?? '?';

type Row = Record<string, unknown>;

/** Words of the subject a title names (its kind of data), and the column a sample of it must have. */
const COLUMN_OF_TITLE: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\bNotes\b|Summaries/, /note/],
  [/Transcripts/, /transcript/],
  [/Emails/, /^body$/],
  // As JSON Lines or JSON, in the chat format (samples/chat-records.ts).
  [/Conversations|Dialogues/, /dialogue|^messages$/],
  [/Reviews|Posts|Threads/, /^text$/],
  [/Articles|Headlines/, /headline/],
  [/Contracts|Judgments/, /clause/],
  [/Question-Answer|Instruction-Response/, /^question$|^instruction$/],
  [/Abstracts/, /^abstract$/],
  [/Translation/, /^target_text$/],
  [/Job Postings/, /^job_title$/],
  [/Credit Card Transactions/, /^amount$/],
  [/Ethereum|DeFi|Mempool/, /^tx_hash$/],
  [/Loan Applications/, /^loan_amount$/],
  [/Insurance Claims/, /^claim_amount$/],
  [/Clickstream|Search Query/, /^session_id$/],
  [/Equity Trades|Order Book|FX Spot|Bond Prices|Stock Price|Equity Prices/, /^close$/],
  [/Electronic Health Records|Emergency Department/, /icd10/],
  [/Network Flow|Intrusion/, /^dst_port$/],
  [/Weather Station|Wind Turbine/, /temp/],
];

/** The script each language is written in; a Latin-script row that is not English has none of these English words. */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  ja: /[\u3040-\u30ff]/,
  zh: /[\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  hi: /[\u0900-\u097f]/,
  ar: /[\u0600-\u06ff]/,
};
const LATIN = /^[\p{Script=Latin}\p{P}\p{S}\p{Zs}\d]+$/u;
/** Words of any English sentence, and words of English only (none is a word of the other Latin-script languages listed). */
const ENGLISH_WORDS =
  /\b(the|a|an|to|of|for|in|on|with|we|our|you|your|how|do|i|is|are|was|and|it|my|please|what|after|about|use|any|anyone|by|this|each|there)\b/i;
const ONLY_ENGLISH_WORDS = /\b(the|please|what|and|with|after|turn|call|works|weather|sister|it|does)\b/i;

function writtenIn(text: string, language: string): boolean {
  const script = SCRIPTS[language];
  if (script !== undefined) return script.test(text);
  if (!LATIN.test(text)) return false;
  return language === 'en' ? ENGLISH_WORDS.test(text) : !ONLY_ENGLISH_WORDS.test(text);
}

const DIRECT_IDENTIFIER_COLUMN = /(^|_)(name|first_name|last_name|email|phone|address|street|zip|postcode|ssn|mrn|patient_id|record_number|birth)/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const PHONE = /\+?\d[\d ()-]{8,}\d/;
const FULL_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
const OLD_AGE = /\b(9\d|1\d\d)-year-old/;

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The subject of its kind that the title names ("Discharge Summaries" in "Discharge Summaries from Boston"). */
function subjectOf(dataset: CatalogDataset): string {
  const kinds = CATEGORY_VOCABULARIES[dataset.categoryIndex]?.kinds ?? [];
  return kinds.flatMap((kind) => kind.subjects).find((subject) => dataset.title.includes(subject)) ?? dataset.title;
}

function factsOf(dataset: CatalogDataset): SampleFacts {
  return {
    id: dataset.id,
    format: dataset.format,
    category: categoryOf(dataset),
    modality: dataset.modality,
    title: dataset.title,
    itemCount: dataset.itemCount,
    sizeBytes: dataset.sizeBytes,
    collectedFrom: dataset.collectedFrom,
    collectedTo: dataset.collectedTo,
    languages: dataset.languages,
    pii: dataset.pii,
    hipaa: dataset.hipaa,
  };
}

/** A table sample's rows, whatever format it is written in. */
async function rowsOf(fileName: string, bytes: Buffer): Promise<Row[]> {
  const text = () => bytes.toString('utf8');
  if (fileName.endsWith('.csv') || fileName.endsWith('.tsv')) {
    return Papa.parse<Row>(text(), { header: true, skipEmptyLines: true, delimiter: fileName.endsWith('.tsv') ? '\t' : ',' }).data;
  }
  if (fileName.endsWith('.jsonl'))
    return text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Row);
  if (fileName.endsWith('.geojson')) return (JSON.parse(text()) as { features: Array<{ properties: Row }> }).features.map((feature) => feature.properties);
  if (fileName.endsWith('.json')) return JSON.parse(text()) as Row[];
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return (await parquetReadObjects({ file: buffer })) as Row[];
}

/** The kinds of sample the rules below read; the others are generated once a plan (their generator's path), not read. */
const READ_KINDS: ReadonlySet<SamplePlan['kind']> = new Set(['table', 'text', 'audio', 'dicom', 'file-list']);

/** The problems of one dataset's sample, in words. `generated` holds the plans of unread kinds already generated. */
async function sampleProblems(dataset: CatalogDataset, generated: Set<string>): Promise<string[]> {
  const facts = factsOf(dataset);
  const plan = planSample(facts);
  const problems: string[] = [];
  const say = (problem: string) => {
    if (problems.length < 2) problems.push(`"${dataset.title}" (${dataset.format}): ${problem}`);
  };
  if (plan.kind === 'images') return problems;
  if (!READ_KINDS.has(plan.kind)) {
    const key = JSON.stringify(plan);
    if (generated.has(key)) return problems;
    generated.add(key);
  }
  const sample = await generateSample(facts);
  const fromMs = Date.parse(`${dataset.collectedFrom}T00:00:00Z`);
  const toMs = Date.parse(`${dataset.collectedTo}T23:59:59.999Z`);
  const deidentified = dataset.hipaa || dataset.pii !== 'contains_pii';
  const inPeriod = (value: string) => {
    const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
    return ms >= fromMs && ms <= toMs;
  };
  const checkText = (column: string, value: string, language: string | undefined) => {
    if (deidentified && (EMAIL.test(value) || FULL_DATE.test(value) || OLD_AGE.test(value))) say(`${column} "${value}" identifies a person`);
    if (language !== undefined && !writtenIn(value, language)) say(`${column} "${value}" is not in ${language}`);
  };

  if (plan.kind === 'table' || plan.kind === 'text') {
    const rows: Row[] =
      plan.kind === 'table'
        ? await rowsOf(sample.fileName, sample.bytes)
        : sample.bytes
            .toString('utf8')
            .trim()
            .split('\n')
            .map((line) => ({ text: line }));
    const columns = Object.keys(rows[0] ?? {});
    const subject = subjectOf(dataset);
    for (const [title, column] of COLUMN_OF_TITLE) {
      if (title.test(subject) && plan.kind === 'table' && !columns.some((name) => column.test(name))) say(`no ${column} column in ${columns.join(', ')}`);
    }
    if (dataset.modality === 'text') {
      const longest = Math.max(...columns.map((name) => rows.reduce((sum, row) => sum + String(row[name] ?? '').length, 0) / rows.length));
      if (longest < 15) say(`a text dataset whose sample holds no text (${columns.join(', ')})`);
    }
    if (deidentified) for (const name of columns) if (DIRECT_IDENTIFIER_COLUMN.test(name)) say(`column ${name} in a de-identified sample`);
    for (const row of rows) {
      const language = typeof row.target_language === 'string' ? row.target_language : typeof row.language === 'string' ? row.language : undefined;
      if (language !== undefined && !dataset.languages.includes(language)) say(`a row in ${language}, not one of ${dataset.languages.join(', ')}`);
      for (const [name, value] of Object.entries(row)) {
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) {
          if (!inPeriod(value)) say(`${name} ${value} outside ${dataset.collectedFrom}–${dataset.collectedTo}`);
          if (deidentified && /Clinical|Medical/.test(categoryOf(dataset))) say(`${name} ${value}: a date finer than the year`);
        }
        if (/_year$/.test(name) && (Number(value) < yearOf(dataset.collectedFrom) || Number(value) > yearOf(dataset.collectedTo)))
          say(`${name} ${String(value)} outside the period`);
        if (deidentified && /(^|_)age$/.test(name) && Number(value) > 89) say(`${name} ${String(value)} over 89`);
        if (typeof value === 'string' && value.length > 12 && name !== 'source_text' && name !== 'tx_hash') {
          checkText(name, value, /text|transcript|body|dialogue|abstract|clause|answer|question|instruction|output|note/.test(name) ? language : undefined);
          if (deidentified && PHONE.test(value) && !/\d{4}-\d{2}-\d{2}/.test(value)) say(`${name} "${value}" holds a phone number`);
        }
      }
    }
  }
  if (plan.kind === 'audio') {
    const files = unzipSync(sample.bytes);
    const metadata = Papa.parse<Row>(new TextDecoder().decode(files['metadata.csv']), { header: true, skipEmptyLines: true }).data;
    const speech = dataset.languages.length > 0;
    for (const clip of metadata) {
      if (!speech && clip.transcript !== undefined) say(`a transcript "${String(clip.transcript)}" of sounds that are not speech`);
      if (!speech) continue;
      const language = String(clip.language);
      if (!dataset.languages.includes(language)) say(`a clip in ${language}, not one of ${dataset.languages.join(', ')}`);
      if (!writtenIn(String(clip.transcript), language)) say(`transcript "${String(clip.transcript)}" is not in ${language}`);
    }
  }
  if (plan.kind === 'dicom') {
    const dataSet = dicomParser.parseDicom(new Uint8Array(sample.bytes));
    const studyDate = dataSet.string('x00080020') ?? '';
    const age = Number((dataSet.string('x00101010') ?? '').replace(/Y$/, ''));
    if (deidentified && studyDate !== '') say(`study date ${studyDate} in a de-identified image`);
    if (studyDate !== '' && !inPeriod(`${studyDate.slice(0, 4)}-${studyDate.slice(4, 6)}-${studyDate.slice(6, 8)}`))
      say(`study date ${studyDate} outside the period`);
    if (deidentified && age > 89) say(`patient age ${age} over 89`);
    if (deidentified && /MRN/.test(dataSet.string('x00100020') ?? '')) say('a record number');
  }
  if (plan.kind === 'file-list') {
    const list = JSON.parse(sample.bytes.toString('utf8')) as { format: string; files: Array<{ path: string }> };
    if (list.format !== dataset.format) say(`lists ${list.format} files`);
  }
  return problems;
}

/** The datasets of one part (1 to `parts`) of a list: consecutive, the parts together the whole list once. */
export function partOf<T>(list: readonly T[], part: number, parts: number): T[] {
  return list.slice(Math.floor(((part - 1) * list.length) / parts), Math.floor((part * list.length) / parts));
}

/** The problems of one part of the default catalog's samples (at most about 30: enough to see what broke). */
export async function sampleCoherenceProblems(part: number): Promise<string[]> {
  const datasets = [...planCatalog({ seed: DEFAULT_SEED, published: DEFAULT_DATASETS, anchor }).datasets()];
  const problems: string[] = [];
  const generated = new Set<string>();
  for (const dataset of partOf(datasets, part, SAMPLE_COHERENCE_PARTS)) {
    problems.push(...(await sampleProblems(dataset, generated)));
    if (problems.length > 30) break;
  }
  return problems;
}
