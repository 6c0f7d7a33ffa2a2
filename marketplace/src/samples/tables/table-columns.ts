/**
 * The columns of a tabular sample for each theme: names, types and how each value is drawn,
 * with a few missing values where real data has them and one label column where the data is
 * labelled (the viewer recognises it and draws its histogram).
 */
import type { Random } from '../../catalog/prng';
import { shownAge, type SampleContext } from '../sample-context';
import type { SampleContent, SampleTheme } from '../sample-plan';
import { pad, round } from '../sample-random';
import { rowLanguages, textRow } from './text-sample';
import { isTextContent, TEXT_CONTENTS, type TextContentKey } from './text-content';
import { SPOKEN_LANGUAGES, SPOKEN_PHRASES } from '../audio/spoken-phrases';

export type ColumnType = 'string' | 'integer' | 'number' | 'boolean' | 'timestamp';
export type CellValue = string | number | boolean | null;

export interface SampleColumn {
  name: string;
  type: ColumnType;
  draw(random: Random, row: number): CellValue;
}

const DAY_MS = 86_400_000;
/** Rows in a table, for spreading a series over the collection period. */
const SERIES_ROWS = 500;

const col = (name: string, type: ColumnType, draw: SampleColumn['draw']): SampleColumn => ({ name, type, draw });
const id = (name: string, prefix: string) => col(name, 'string', (_random, row) => `${prefix}${pad(row + 1, 6)}`);
const choice = (name: string, values: readonly string[]) => col(name, 'string', (random) => random.pick(values));
const weighted = (name: string, values: ReadonlyArray<readonly [string, number]>) =>
  col(name, 'string', (random) => random.weighted(values.map(([value, weight]) => ({ value, weight }))));
/** What a measurement can physically be: a draw outside is drawn again (a truncated normal), so no heart rate of 5 or negative speed. */
interface Bounds {
  min?: number;
  max?: number;
}
function withinBounds(random: Random, mean: number, deviation: number, { min = -Infinity, max = Infinity }: Bounds): number {
  for (let tries = 0; tries < 16; tries += 1) {
    const value = random.normal(mean, deviation);
    if (value >= min && value <= max) return value;
  }
  return Math.min(max, Math.max(min, mean));
}
const gaussian = (name: string, mean: number, deviation: number, digits: number, missing = 0, bounds: Bounds = {}) =>
  col(name, 'number', (random) => (missing > 0 && random.chance(missing) ? null : round(withinBounds(random, mean, deviation, bounds), digits)));
const uniformInt = (name: string, min: number, max: number) => col(name, 'integer', (random) => random.int(min, max));
/** A series from the start of the collection period, its step shortened so that every row falls inside it. */
const seriesStep = (context: SampleContext, stepMs: number) => Math.min(stepMs, Math.floor((context.toMs - context.fromMs) / SERIES_ROWS));
const dateOf = (context: SampleContext, name: string, stepMs: number, jitterMs = 0) => {
  const step = seriesStep(context, stepMs);
  return col(name, 'timestamp', (random, row) => new Date(context.fromMs + row * step + Math.floor(random.float() * Math.min(jitterMs, step))).toISOString());
};
const dayInPeriod = (random: Random, context: SampleContext) =>
  new Date(context.fromMs + random.float() * (context.toMs - context.fromMs)).toISOString().slice(0, 10);
const day = (context: SampleContext, name: string) => col(name, 'string', (random) => dayInPeriod(random, context));
/** An event of a person: its year only where the data is de-identified (HIPAA Safe Harbor). */
const personDay = (context: SampleContext, name: string) =>
  context.deidentified
    ? col(`${name.replace(/_date$/, '')}_year`, 'integer', (random) => Number(dayInPeriod(random, context).slice(0, 4)))
    : day(context, name);
const age = (context: SampleContext, name: string, min: number, max: number) =>
  context.deidentified ? col(name, 'string', (random) => String(shownAge(random.int(min, max), context))) : uniformInt(name, min, max);
/** A person's key: a random code where the data is de-identified (no record number), else the source's record number. */
const personKey = (context: SampleContext, prefix: string) =>
  context.deidentified
    ? col('pseudonym', 'string', (random) => random.int(0, 0xffffff).toString(16).padStart(6, '0') + random.int(0, 0xffff).toString(16).padStart(4, '0'))
    : id('patient_id', prefix);

type Columns = (context: SampleContext) => SampleColumn[];

/** The listed language a speech row is in, the listed languages in turn. */
function spokenLanguage(context: SampleContext, row: number): string {
  const spoken = context.languages.filter((language) => SPOKEN_LANGUAGES.includes(language));
  return spoken.length > 0 ? (spoken[row % spoken.length] as string) : 'en';
}

const cardNetworks = ['visa', 'mastercard', 'amex'];

const COLUMNS: Readonly<Record<Exclude<SampleTheme, 'text'> | Exclude<SampleContent, TextContentKey>, Columns>> = {
  clinical: (context) => [
    personKey(context, 'P'),
    age(context, 'age', 18, 95),
    choice('sex', ['F', 'M']),
    personDay(context, 'admission_date'),
    weighted('primary_icd10', [
      ['I10', 4],
      ['E11.9', 3],
      ['J18.9', 2],
      ['N17.9', 1],
      ['I50.9', 2],
    ]),
    col('length_of_stay_days', 'integer', (random) => Math.max(1, Math.round(random.logUniform(1, 30)))),
    gaussian('heart_rate_bpm', 82, 14, 0, 0, { min: 40, max: 180 }),
    gaussian('systolic_bp_mmhg', 128, 18, 0, 0.04, { min: 80, max: 220 }),
    gaussian('creatinine_mg_dl', 1.1, 0.35, 2, 0.12, { min: 0.3, max: 8 }),
    weighted('readmitted_30d', [
      ['no', 8],
      ['yes', 2],
    ]),
  ],
  documents: (context) => [
    id('document_id', 'doc-'),
    weighted('document_type', [
      ['invoice', 4],
      ['receipt', 3],
      ['contract', 2],
      ['letter', 1],
    ]),
    uniformInt('page_count', 1, 12),
    col('total_amount', 'number', (random) => (random.chance(0.2) ? null : round(random.logUniform(12, 9000), 2))),
    weighted('currency', [
      ['USD', 5],
      ['EUR', 3],
      ['GBP', 2],
    ]),
    day(context, 'issue_date'),
    gaussian('ocr_confidence', 0.93, 0.04, 3, 0, { min: 0, max: 1 }),
    weighted('label', [
      ['valid', 7],
      ['needs_review', 2],
      ['illegible', 1],
    ]),
  ],
  speech: (context) => [
    id('clip_id', 'clip-'),
    col('audio_path', 'string', (_random, row) => `audio/clip_${pad(row + 1, 5)}.flac`),
    col('duration_s', 'number', (random) => round(random.logUniform(1.2, 14), 2)),
    col('speaker_id', 'string', (random) => `spk-${pad(random.int(1, 60), 3)}`),
    col('transcript', 'string', (random, row) => random.pick(SPOKEN_PHRASES[spokenLanguage(context, row)] as readonly string[])),
    col('language', 'string', (_random, row) => spokenLanguage(context, row)),
  ],
  finance: (context) => {
    // One price walk per sample, so open, high, low and close of a row agree with each other.
    let price = 182;
    let bar = { open: price, high: price, low: price, close: price };
    const next = (random: Random) => {
      const open = price;
      const close = Math.max(1, open * (1 + random.normal(0, 0.004)));
      bar = { open, close, high: Math.max(open, close) * (1 + random.float() * 0.002), low: Math.min(open, close) * (1 - random.float() * 0.002) };
      price = close;
      return round(open, 2);
    };
    return [
      dateOf(context, 'timestamp', 60_000),
      col('symbol', 'string', () => 'AAPL'),
      col('open', 'number', next),
      col('high', 'number', () => round(bar.high, 2)),
      col('low', 'number', () => round(bar.low, 2)),
      col('close', 'number', () => round(bar.close, 2)),
      col('volume', 'integer', (random) => Math.round(random.logUniform(100, 2_000_000))),
      col('label', 'string', () => (bar.close > bar.open * 1.001 ? 'up' : bar.close < bar.open * 0.999 ? 'down' : 'flat')),
    ];
  },
  retail: (context) => [
    id('order_id', 'ORD-'),
    day(context, 'order_date'),
    weighted('region', [
      ['North', 3],
      ['South', 2],
      ['East', 2],
      ['West', 3],
    ]),
    weighted('product_category', [
      ['electronics', 3],
      ['home', 3],
      ['apparel', 4],
      ['grocery', 2],
      ['toys', 1],
    ]),
    col('unit_price', 'number', (random) => round(random.logUniform(2, 900), 2)),
    uniformInt('quantity', 1, 6),
    col('rating', 'integer', (random) =>
      random.chance(0.15)
        ? null
        : random.weighted([
            { value: 5, weight: 5 },
            { value: 4, weight: 3 },
            { value: 3, weight: 1 },
            { value: 2, weight: 1 },
            { value: 1, weight: 1 },
          ]),
    ),
    weighted('returned', [
      ['no', 9],
      ['yes', 1],
    ]),
  ],
  security: (context) => [
    dateOf(context, 'timestamp', 250, 200),
    col('src_ip', 'string', (random) => `10.${random.int(0, 20)}.${random.int(0, 255)}.${random.int(1, 254)}`),
    col('dst_ip', 'string', (random) => `192.0.2.${random.int(1, 254)}`),
    col('dst_port', 'integer', (random) => random.pick([22, 53, 80, 443, 443, 443, 3389, 8080])),
    weighted('protocol', [
      ['TCP', 7],
      ['UDP', 3],
    ]),
    col('bytes_sent', 'integer', (random) => Math.round(random.logUniform(40, 2_000_000))),
    uniformInt('packets', 1, 900),
    col('duration_ms', 'number', (random) => round(random.logUniform(0.2, 90_000), 1)),
    weighted('label', [
      ['BENIGN', 12],
      ['DDoS', 3],
      ['PortScan', 2],
      ['BruteForce', 1],
    ]),
  ],
  industrial: (context) => [
    dateOf(context, 'timestamp', 1000),
    col('machine_id', 'string', (random) => `M-${pad(random.int(1, 12), 2)}`),
    gaussian('temperature_c', 61, 7, 2),
    gaussian('vibration_mm_s', 3.2, 1.1, 3, 0, { min: 0 }),
    gaussian('pressure_bar', 5.4, 0.6, 3, 0.03, { min: 0 }),
    col('rpm', 'integer', (random) => Math.round(random.normal(1480, 60))),
    weighted('label', [
      ['normal', 14],
      ['bearing_wear', 2],
      ['overheating', 1],
      ['misalignment', 1],
    ]),
  ],
  climate: (context) => [
    col('station_id', 'string', (random) => `ST${pad(random.int(1, 40), 4)}`),
    col('date', 'string', (_random, row) => new Date(context.fromMs + row * seriesStep(context, DAY_MS)).toISOString().slice(0, 10)),
    gaussian('latitude', 48.2, 3, 4),
    gaussian('longitude', 11.5, 4, 4),
    gaussian('temp_mean_c', 11, 8, 1),
    col('precipitation_mm', 'number', (random) => (random.chance(0.55) ? 0 : round(random.logUniform(0.1, 40), 1))),
    gaussian('wind_speed_ms', 4.1, 1.8, 1, 0, { min: 0 }),
    gaussian('pm25_ug_m3', 14, 6, 1, 0.1, { min: 0 }),
  ],
  agriculture: (context) => [
    id('field_id', 'F-'),
    weighted('crop', [
      ['maize', 4],
      ['wheat', 4],
      ['soy', 3],
      ['rice', 2],
    ]),
    day(context, 'observation_date'),
    gaussian('soil_moisture_pct', 27, 6, 1, 0, { min: 0, max: 100 }),
    gaussian('ndvi', 0.62, 0.12, 3, 0, { min: -1, max: 1 }),
    gaussian('yield_t_ha', 7.4, 1.9, 2, 0.08, { min: 0 }),
    weighted('label', [
      ['healthy', 9],
      ['rust', 2],
      ['blight', 2],
      ['drought_stress', 1],
    ]),
  ],
  geospatial: (context) => [
    id('feature_id', 'feat-'),
    gaussian('latitude', 52.5, 0.2, 5),
    gaussian('longitude', 13.4, 0.3, 5),
    col('area_m2', 'number', (random) => round(random.logUniform(40, 90_000), 1)),
    day(context, 'captured_on'),
    weighted('land_cover', [
      ['residential', 5],
      ['forest', 3],
      ['water', 1],
      ['farmland', 3],
      ['industrial', 2],
    ]),
  ],
  robotics: () => [
    col('episode_id', 'integer', (_random, row) => Math.floor(row / 50) + 1),
    col('step', 'integer', (_random, row) => row % 50),
    col('t_s', 'number', (_random, row) => round((row % 50) * 0.1, 1)),
    gaussian('joint_1_rad', 0, 0.6, 4),
    gaussian('joint_2_rad', 0.4, 0.5, 4),
    gaussian('joint_3_rad', -0.8, 0.4, 4),
    col('gripper_open', 'boolean', (random) => random.chance(0.6)),
    weighted('action', [
      ['reach', 4],
      ['grasp', 2],
      ['lift', 2],
      ['place', 2],
    ]),
  ],
  driving: (context) => [
    col('frame_id', 'integer', (_random, row) => Math.floor(row / 6)),
    dateOf(context, 'timestamp', 100 / 6),
    col('track_id', 'integer', (random) => random.int(1, 80)),
    weighted('class', [
      ['car', 8],
      ['pedestrian', 4],
      ['cyclist', 2],
      ['truck', 2],
      ['traffic_sign', 3],
    ]),
    gaussian('x_m', 14, 9, 2),
    gaussian('y_m', 0, 4, 2),
    gaussian('speed_m_s', 6, 4, 2, 0, { min: 0 }),
  ],
  vision: () => [
    col('image', 'string', (_random, row) => `images/${pad(row + 1, 6)}.jpg`),
    uniformInt('width', 640, 1920),
    uniformInt('height', 480, 1080),
    weighted('label', [
      ['car', 4],
      ['person', 5],
      ['dog', 2],
      ['bicycle', 2],
    ]),
  ],
  'medical-imaging': (context) => [
    col('image', 'string', (_random, row) => `images/${pad(row + 1, 6)}.png`),
    age(context, 'patient_age', 18, 95),
    choice('view', ['PA', 'AP', 'LAT']),
    weighted('label', [
      ['normal', 6],
      ['nodule', 2],
      ['effusion', 1],
      ['pneumonia', 2],
    ]),
  ],
  'card-transactions': (context) => [
    id('transaction_id', 'TX-'),
    dateOf(context, 'timestamp', 90_000, 60_000),
    col('card_token', 'string', (random) => `tok_${random.int(0, 0xffffff).toString(16).padStart(6, '0')}`),
    choice('card_network', cardNetworks),
    col('amount', 'number', (random) => round(random.logUniform(1, 2500), 2)),
    weighted('currency', [
      ['USD', 6],
      ['EUR', 3],
      ['GBP', 1],
    ]),
    choice('merchant_category', ['grocery', 'fuel', 'travel', 'electronics', 'restaurants']),
    col('card_present', 'boolean', (random) => random.chance(0.6)),
    weighted('label', [
      ['legit', 40],
      ['fraud', 1],
    ]),
  ],
  'chain-transactions': (context) => [
    col('tx_hash', 'string', (random) => `0x${Array.from({ length: 4 }, () => random.int(0, 0xffff).toString(16).padStart(4, '0')).join('')}…`),
    col('block_number', 'integer', (_random, row) => 19_000_000 + row * 3),
    dateOf(context, 'timestamp', 36_000, 12_000),
    col('from_wallet', 'string', (random) => `0x${random.int(0, 0xffffff).toString(16).padStart(6, '0')}…`),
    col('to_wallet', 'string', (random) => `0x${random.int(0, 0xffffff).toString(16).padStart(6, '0')}…`),
    col('value_eth', 'number', (random) => round(random.logUniform(0.001, 40), 6)),
    col('gas_used', 'integer', (random) => random.int(21_000, 400_000)),
    weighted('label', [
      ['normal', 30],
      ['wash_trade', 1],
      ['anomaly', 1],
    ]),
  ],
  'loan-applications': (context) => [
    id('application_id', 'APP-'),
    day(context, 'application_date'),
    col('loan_amount', 'number', (random) => round(random.logUniform(1000, 60_000), -2)),
    choice('term_months', ['12', '24', '36', '60']),
    col('annual_income', 'number', (random) => round(random.logUniform(18_000, 250_000), -2)),
    gaussian('debt_to_income', 0.28, 0.1, 3, 0, { min: 0 }),
    col('credit_score_band', 'string', (random) => random.pick(['poor', 'fair', 'good', 'excellent'])),
    weighted('label', [
      ['repaid', 8],
      ['defaulted', 1],
    ]),
  ],
  'insurance-claims': (context) => [
    id('claim_id', 'CLM-'),
    day(context, 'claim_date'),
    choice('line_of_business', ['motor', 'home', 'travel']),
    col('claim_amount', 'number', (random) => round(random.logUniform(150, 80_000), 2)),
    col('days_to_report', 'integer', (random) => Math.round(random.logUniform(1, 60))),
    weighted('label', [
      ['genuine', 12],
      ['fraud', 1],
    ]),
  ],
  sessions: (context) => [
    id('session_id', 'S-'),
    dateOf(context, 'session_start', 40_000, 30_000),
    weighted('device', [
      ['mobile', 6],
      ['desktop', 3],
      ['tablet', 1],
    ]),
    choice('search_query', ['running shoes', 'wireless earbuds', 'winter jacket', 'coffee grinder', 'desk lamp']),
    uniformInt('pages_viewed', 1, 30),
    col('session_seconds', 'integer', (random) => Math.round(random.logUniform(5, 3600))),
    weighted('label', [
      ['no_purchase', 9],
      ['purchase', 1],
    ]),
  ],
};

/** A text dataset's table: an id, its text columns, the row's language and the label. */
function textColumns(key: TextContentKey, context: SampleContext): SampleColumn[] {
  const content = TEXT_CONTENTS[key];
  const languages = rowLanguages(content, context);
  let current = { label: '', language: 'en', text: {} as Record<string, string> };
  return [
    col('id', 'string', (random, row) => {
      current = textRow(random, content, languages, row);
      return `doc-${pad(row + 1, 6)}`;
    }),
    ...content.textColumns.map((name) => col(name, 'string', () => current.text[name] ?? '')),
    col(content.sourceLanguage === undefined ? 'language' : 'target_language', 'string', () => current.language),
    ...(content.labels.length > 0 ? [col('label', 'string', () => current.label)] : []),
  ];
}

/** A table's columns, fresh each time (a column may keep state from row to row). */
export function columnsOf(content: SampleTheme | SampleContent, context: SampleContext): readonly SampleColumn[] {
  if (content === 'text') return textColumns('reviews', context);
  if (isTextContent(content)) return textColumns(content, context);
  return COLUMNS[content](context);
}

/** `count` rows of the columns, as objects (column order kept). */
export function drawRows(random: Random, columns: readonly SampleColumn[], count: number): Array<Record<string, CellValue>> {
  const rows: Array<Record<string, CellValue>> = [];
  for (let row = 0; row < count; row++) {
    const record: Record<string, CellValue> = {};
    for (const column of columns) record[column.name] = column.draw(random, row);
    rows.push(record);
  }
  return rows;
}
