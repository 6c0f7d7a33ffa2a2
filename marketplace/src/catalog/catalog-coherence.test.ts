import { describe, expect, it } from 'vitest';
import type { CatalogDataset } from './catalog-types';
import { CATEGORY_VOCABULARIES, type DataKind } from './category-vocabularies';
import { MAX_CATALOG_DATASETS } from './catalog-size';
import { planCatalog } from './generate-catalog';
import { licenseOfLabel } from '../licenses/license-of-label';
import { PILLARS, TIER_THRESHOLDS } from '@dmd/shared/domain/lqs';
import { monthYear } from './text-format';

/**
 * The generated records agree with themselves, over many seeds and the full 100,000-dataset
 * catalog. The domain words and the format table below are written here, apart from the
 * vocabularies, so that a vocabulary edit that mixes domains fails.
 */

const anchor = new Date('2025-06-01T00:00:00.000Z');
const categoryOf = (dataset: CatalogDataset): string => CATEGORY_VOCABULARIES[dataset.categoryIndex]?.name ?? '?';
const text = (dataset: CatalogDataset): string => `${dataset.title}\n${dataset.description}`;

/** The formats a modality can ship in. */
const FORMATS_OF_MODALITY: Readonly<Record<string, readonly string[]>> = {
  image: ['DICOM', 'NIfTI', 'png', 'jpeg', 'tiff', 'hdf5', 'coco', 'yolo', 'pascal-voc'],
  video: ['mp4', 'DICOM', 'coco'],
  text: ['jsonl', 'json', 'csv', 'parquet', 'txt'],
  audio: ['wav', 'flac', 'mp3'],
  tabular: ['csv', 'parquet', 'json', 'jsonl'],
  'time-series': ['csv', 'parquet', 'json', 'jsonl', 'hdf5', 'netcdf', 'zarr', 'grib2'],
  geospatial: ['geotiff', 'geojson', 'shapefile', 'parquet', 'netcdf', 'jpeg'],
  // Sensor logs: never video (mp4 is camera footage, of the video modality).
  multimodal: ['rosbag', 'pcd', 'las', 'kitti', 'hdf5', 'parquet', 'coco', 'ulog', 'csv'],
  'network-traffic': ['pcap', 'csv', 'jsonl', 'parquet', 'json'],
  logs: ['jsonl', 'csv', 'parquet', 'json'],
  document: ['pdf', 'png', 'json', 'coco', 'jsonl'],
};

/** Words of one domain, and the categories where they belong. */
const DOMAIN_WORDS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [
    /radiolog|\bMRI\b|X-rays?\b|radiograph|mammogra|tomosynthesis|dermoscop|fundus|histopatholog|ultrasound|\bDICOM\b|NIfTI|BI-RADS|ophthalmolog|dermatolog|(?<!plant )pathologists|colonoscop|tumou?r|lesion/i,
    ['Medical Imaging'],
  ],
  [/\bpatients?\b|clinical|hospital|HIPAA|ICD-10|physician|oncolog|cardiolog|medical|healthcare/i, ['Medical Imaging', 'Clinical Records']],
  [/\bEHR\b|\bICU\b|discharge|SNOMED|sepsis|readmission|medication|intensive care/i, ['Clinical Records']],
  [/(?<!hate )\bspeech\b|diarization|phoneme|transcribers|microphone|\bkHz\b|utterance|\bvoice\b/i, ['Speech & Audio']],
  [/(?<!native-)speaker/i, ['Speech & Audio', 'Financial / Crypto']],
  [/named entit|linguist|language model|\bclause|toxicity|translation/i, ['NLP / Text']],
  [/pedestrian|dashcam|drivable|traffic|\blanes?\b|\bdriving\b|\bdrives?\b|vehicle|roundabout|cyclist/i, ['Autonomous Driving']],
  [/lidar/i, ['Autonomous Driving', 'Robotics']],
  [/robot(?!s\.txt)|grasp|teleoperat|manipulation|locomotion|imitation learning/i, ['Robotics']],
  [/Sentinel|Landsat|PlanetScope|orthophoto|\bGIS\b|land.cover|footprint/i, ['Geospatial']],
  [/satellite|remote sensing/i, ['Geospatial', 'Climate & Weather']],
  [/meteorolog|precipitation|reanalysis|climate|air quality|weather station|\bstorms?\b|glacier/i, ['Climate & Weather']],
  [/\bcrops?\b|agronom|\bweeds?\b|livestock|\bfarms?\b|orchard|irrigation|plant patholog/i, ['Agriculture']],
  [/\bsoil\b/i, ['Agriculture', 'Climate & Weather']],
  [/trading|equity|order book|blockchain|crypto|ethereum|bitcoin|\bloans?\b|credit card|\bbonds?\b|\bFX\b|exchange/i, ['Financial / Crypto']],
  [/shopping|basket|e-commerce|e-tailer|merchandis|\bshelf\b|clickstream|loyalty|planogram|\bretail/i, ['Retail / E-commerce']],
  [/malware|intrusion|phishing|firewall|\bSOC\b|ransomware|honeypot|MITRE|threat/i, ['Cybersecurity']],
  [/predictive maintenance|vibration|bearing|\bCNC\b|\bPLC\b|\bweld|remaining useful life|production line|HVAC/i, ['Manufacturing & IoT']],
  [/invoice|receipt|\bOCR\b|key-value|layout region|double-key/i, ['Document AI']],
  [/pose estimation|camera trap|wildlife|underwater|food/i, ['Computer Vision']],
];

/** Per category, one pattern of all the domain words that do not belong in it (one test per record). */
const FOREIGN_WORDS = new Map<string, RegExp>(
  CATEGORY_VOCABULARIES.map(({ name }) => [
    name,
    new RegExp(
      DOMAIN_WORDS.filter(([, allowed]) => !allowed.includes(name))
        .map(([pattern]) => `(?:${pattern.source})`)
        .join('|'),
      'i',
    ),
  ]),
);

/** Medical imaging: who reads an image, and the labels only one kind of image has. */
const IMAGING_FITS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/ophthalmolog|retina specialist/i, /Retinal/],
  [/dermatolog|melanoma/i, /Dermoscopy/],
  [/(?<!plant )pathologists/i, /Histopathology|Whole-slide/],
  [/BI-RADS|breast/i, /Mammogram|Breast/],
  [/PI-RADS|gland/i, /Prostate/],
  [/gastroenterolog|endoscop|polyp/i, /Colonoscopy/],
  [/cardiolog|sonographer|ejection fraction/i, /Cardiac/],
  [/dentist|dental|caries|tooth/i, /Dental/],
  [/neuroradiolog/i, /Brain/],
  [/radiologist/i, /X-ray|Radiograph|MRI|CT|Mammogram|Tomosynthesis/],
  [/tumou?r/i, /Brain|Histopathology|Whole-slide/],
];

/** The kind a listing was composed from: the one whose subject its title names. */
function kindsOf(dataset: CatalogDataset): DataKind[] {
  const kinds = CATEGORY_VOCABULARIES[dataset.categoryIndex]?.kinds ?? [];
  return kinds.filter((kind) => kind.subjects.some((subject) => dataset.title.includes(subject)));
}

/** The phrases of a kind that a description may name. */
const phrasesOf = (kind: DataKind): string[] => [...kind.annotations, ...kind.annotators, ...kind.useCases, ...kind.sensors, ...kind.collectionMethods];

/** Per kind, the phrases of its category's other kinds that it does not share. */
const FOREIGN_PHRASES = new Map<DataKind, string[]>(
  CATEGORY_VOCABULARIES.flatMap((category) =>
    category.kinds.map((kind): [DataKind, string[]] => {
      const own = phrasesOf(kind);
      const others = category.kinds.filter((other) => other !== kind).flatMap(phrasesOf);
      return [kind, [...new Set(others)].filter((phrase) => !own.some((mine) => mine.includes(phrase)))];
    }),
  ),
);

/** Formats of camera pictures and footage, and the sensors that take none. */
const CAMERA_FORMATS = new Set(['mp4', 'coco', 'yolo', 'pascal-voc', 'jpeg', 'png']);
const NOT_A_CAMERA = /lidar|radar|\bIMU\b|GNSS|odometry|encoder|force-torque/i;
/** What a title's words need of its format. */
const FORMATS_OF_WORDS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/lidar/i, ['pcd', 'las', 'kitti', 'rosbag', 'hdf5', 'parquet']],
  [/flight logs/i, ['csv', 'parquet', 'ulog', 'rosbag']],
  [/\blogs\b|trajectories|\bruns\b|sweeps/i, ['csv', 'parquet', 'jsonl', 'json', 'ulog', 'rosbag', 'hdf5', 'pcd', 'kitti', 'las', 'pcap']],
  [/\bclips\b|footage(?! frames)/i, ['mp4', 'DICOM', 'coco', 'wav', 'flac', 'mp3']],
];

/** The LQS composite from the one table of weights: Σ pillar weight × mean of its dimensions (before rounding to one decimal). */
function publishedComposite(scores: readonly number[]): number {
  let offset = 0;
  let sum = 0;
  for (const pillar of PILLARS) {
    const own = scores.slice(offset, offset + pillar.dimensions.length);
    offset += pillar.dimensions.length;
    sum += (pillar.weight * own.reduce((total, score) => total + score, 0)) / own.length;
  }
  return sum;
}
const PROVENANCE_INDEX = PILLARS.flatMap((pillar) => pillar.dimensions).findIndex((dimension) => dimension.key === 'provenance_quality');

/** The facts of one listing that must agree with each other, as problems in words. */
function factProblems(dataset: CatalogDataset, kind: DataKind | undefined, category: string): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`"${dataset.title}": ${problem}`);
  // Dates: collected, then created, updated, scored; nothing after the catalog's reference date.
  const [from, to, created, updated, scored] = [
    `${dataset.collectedFrom}T00:00:00Z`,
    `${dataset.collectedTo}T23:59:59Z`,
    dataset.createdAt,
    dataset.updatedAt,
    dataset.scoredAt,
  ].map(Date.parse) as number[];
  if (!(from! <= to! && to! < created! && created! <= updated! && updated! <= scored! && scored! <= anchor.getTime())) say('dates out of order');
  if (!dataset.description.includes(`between ${monthYear(new Date(from!))} and ${monthYear(new Date(to!))}`))
    say('its description states another collection period');
  // Formats fit the title; a camera format names no lidar, radar or motion sensor.
  for (const [words, formats] of FORMATS_OF_WORDS) {
    if (words.test(dataset.title) && !formats.includes(dataset.format)) say(`${dataset.format} for ${dataset.title.match(words)?.[0]}`);
  }
  if (CAMERA_FORMATS.has(dataset.format) && NOT_A_CAMERA.test(dataset.title + dataset.description.replace(/ with .*?(?:\.|$)/g, ''))) {
    const sensor = dataset.description.match(/captured with an? ([^.]*?) in /)?.[1] ?? dataset.title;
    if (NOT_A_CAMERA.test(sensor)) say(`${dataset.format} captured with ${sensor}`);
  }
  // Languages: text and speech list the languages their sample is in; a subject naming one lists it alone.
  if ((kind?.languageBound ?? false) !== dataset.languages.length > 0) say(`languages ${dataset.languages.join(', ') || 'none'}`);
  if (/\bEnglish\b/.test(dataset.title) && dataset.languages.join() !== 'en') say(`English listed as ${dataset.languages.join(', ')}`);
  if (/multilingual/i.test(dataset.title + dataset.description) && dataset.languages.length < 2) say(`multilingual in ${dataset.languages.join(', ')}`);
  if (/Translation/.test(dataset.title) && !dataset.languages.some((language) => language !== 'en')) say('a translation into no language');
  // Compliance: HIPAA for medical data only; nothing de-identified that holds personal data.
  if (dataset.hipaa && !(CATEGORY_VOCABULARIES[dataset.categoryIndex]?.medical ?? false)) say(`HIPAA in ${category}`);
  if (dataset.description.includes('HIPAA') !== dataset.hipaa) say('description and flag disagree on HIPAA');
  if (dataset.description.includes('GDPR') !== dataset.gdpr) say('description and flag disagree on the GDPR');
  // Size and items: each item within the kind's bytes per item.
  const perItem = dataset.sizeBytes / dataset.itemCount;
  if (kind !== undefined && (perItem < kind.bytesPerItem[0] * 0.99 || perItem > kind.bytesPerItem[1] * 1.01)) say(`${Math.round(perItem)} bytes per item`);
  if (kind !== undefined && (dataset.itemCount < kind.itemCount[0] || dataset.itemCount > kind.itemCount[1])) say(`${dataset.itemCount} items`);
  // Quality, after the published methodology: every dimension but provenance from the files.
  const scores = dataset.dimensionScores;
  if (scores.length !== 14) say(`${scores.length} dimension scores`);
  if (dataset.scoreBasis === 'metadata') {
    const stated = scores.flatMap((score, index) => (score === null ? [] : [index]));
    if (stated.join() !== String(PROVENANCE_INDEX)) say(`scored from metadata only, yet ${stated.length} dimensions are stated`);
    if (dataset.composite !== null || dataset.tier !== null) say(`scored from metadata only, yet ${dataset.composite} ${dataset.tier}`);
  } else {
    if (scores.some((score) => score === null)) say('scored from the files with a dimension not scored');
    else if (Math.abs((dataset.composite ?? -1) - publishedComposite(scores as number[])) > 0.05 + 1e-9)
      say(`composite ${dataset.composite}, not ${publishedComposite(scores as number[])}`);
    const tier = TIER_THRESHOLDS.find((threshold) => (dataset.composite ?? -1) >= threshold.min)?.tier;
    if (dataset.tier !== tier) say(`tier ${dataset.tier} for ${dataset.composite}`);
  }
  return problems;
}

/** Every coherence rule, for one catalog. */
function expectCoherent(catalog: readonly CatalogDataset[]): void {
  const titles = new Set<string>();
  const problems: string[] = [];
  for (const dataset of catalog) {
    const category = categoryOf(dataset);
    const kinds = kindsOf(dataset);
    if (kinds.length !== 1) problems.push(`"${dataset.title}" names ${kinds.length} kinds of data`);
    const words = text(dataset);
    if (!(FORMATS_OF_MODALITY[dataset.modality] ?? []).includes(dataset.format)) problems.push(`${dataset.title}: ${dataset.modality} as ${dataset.format}`);
    const foreign = words.match(FOREIGN_WORDS.get(category) as RegExp);
    if (foreign !== null) problems.push(`${category} "${dataset.title}" says ${foreign[0]}`);
    if (category === 'Medical Imaging') {
      for (const [reader, subject] of IMAGING_FITS) {
        if (reader.test(dataset.description) && !subject.test(dataset.title))
          problems.push(`"${dataset.title}" names ${dataset.description.match(reader)?.[0]}`);
      }
    }
    // Nothing of the category's other kinds, unless this kind has it too.
    for (const phrase of FOREIGN_PHRASES.get(kinds[0] as DataKind) ?? []) {
      if (dataset.description.includes(phrase)) problems.push(`"${dataset.title}" says ${phrase}`);
    }
    const key = dataset.title.toLowerCase();
    if (titles.has(key)) problems.push(`"${dataset.title}" twice`);
    titles.add(key);
    if (/#\d/.test(dataset.title)) problems.push(`"${dataset.title}" is numbered`);
    if (dataset.hipaa && dataset.pii === 'contains_pii') problems.push(`"${dataset.title}" claims HIPAA with personal data`);
    problems.push(...factProblems(dataset, kinds[0], category));
    if (problems.length > 20) break;
  }
  expect(problems).toEqual([]);
}

describe('the generated catalog agrees with itself', () => {
  it.each([1, 7, 42, 2024, 99_991])('for seed %i (4,000 datasets)', (seed) => {
    expectCoherent([...planCatalog({ seed, published: 4000, anchor }).datasets()]);
  });

  it('at the full size of 100,000 datasets', { timeout: 120_000 }, () => {
    expectCoherent([...planCatalog({ seed: 42, published: MAX_CATALOG_DATASETS, anchor }).datasets()]);
  });

  it('tells listings of the same name apart by facts, in words', () => {
    const titles = [...planCatalog({ seed: 42, published: 20_000, anchor }).datasets()].map((dataset) => dataset.title);
    const told = titles.filter((title) => / \((\d{4}|\d{4}–\d{4})\)$/.test(title));
    // Enough repeats at this size to be sure the rule is used, each after the plain title.
    expect(told.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    for (const title of titles) {
      const plain = title.replace(/ \((\d{4}|\d{4}–\d{4})\)$/, '');
      if (plain !== title) expect(seen.has(plain.toLowerCase()), title).toBe(true);
      seen.add(title.toLowerCase());
    }
  });

  it('names no sample host; the only address is a licence written as its own URL', () => {
    for (const dataset of planCatalog({ seed: 42, published: 500, anchor }).datasets()) {
      expect(JSON.stringify({ ...dataset, licenseType: '' })).not.toMatch(/https?:\/\//);
      if (/https?:\/\//.test(dataset.licenseType)) expect(licenseOfLabel(dataset.licenseType).record.url, dataset.licenseType).not.toBeNull();
    }
  });
});
