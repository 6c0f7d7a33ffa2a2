import dicomParser from 'dicom-parser';
import { unzipSync } from 'fflate';
import { parquetReadObjects } from 'hyparquet';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { generateSample, type SampleFacts } from './generate-sample';
import { SCENE_WIDTH } from './images/image-scenes';
import { planSample } from './sample-plan';

const facts = (format: string, category = 'Computer Vision', modality = 'image', title = 'Street Scenes'): SampleFacts => ({
  id: '5f0c4b7e-2f1a-4c3d-8e9f-0a1b2c3d4e5f',
  format,
  category,
  modality,
  title,
  itemCount: 40_000,
  sizeBytes: 9_000_000_000,
});
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('planSample', () => {
  it('reads the kind of sample from the format, and the content from the category (else the modality)', () => {
    expect(planSample(facts('csv', 'Clinical Records', 'tabular'))).toEqual({ kind: 'table', format: 'csv', theme: 'clinical', content: 'clinical' });
    expect(planSample(facts('YOLO'))).toEqual({ kind: 'images', image: 'jpeg', labels: 'yolo', theme: 'vision' });
    expect(planSample(facts('pascal-voc'))).toMatchObject({ kind: 'images', labels: 'voc' });
    expect(planSample(facts('png', 'Document AI', 'document'))).toEqual({ kind: 'images', image: 'png', labels: 'coco', theme: 'documents' });
    expect(planSample(facts('flac', 'Speech & Audio', 'audio'))).toEqual({ kind: 'audio', theme: 'speech', datasetFormat: 'flac', spoken: true });
    expect(planSample(facts('DICOM', 'Medical Imaging'))).toEqual({ kind: 'dicom', theme: 'medical-imaging' });
    expect(planSample(facts('txt', 'NLP / Text', 'text'))).toEqual({ kind: 'text', theme: 'text', content: 'reviews' });
    expect(planSample(facts('netcdf', 'Climate & Weather', 'time-series'))).toEqual({ kind: 'grid', theme: 'climate', format: 'netcdf' });
    expect(planSample(facts('rosbag', 'Robotics', 'multimodal'))).toEqual({ kind: 'rosbag', theme: 'robotics' });
    expect(planSample(facts('tfrecord', 'Robotics', 'multimodal'))).toEqual({ kind: 'file-list', theme: 'robotics', datasetFormat: 'tfrecord' });
    expect(planSample(facts('parquet', 'A Category Renamed Later', 'network-traffic'))).toEqual({
      kind: 'table',
      format: 'parquet',
      theme: 'security',
      content: 'security',
    });
  });

  it('takes the content from the kind of data the title names, before the category', () => {
    expect(planSample(facts('jsonl', 'Clinical Records', 'text', 'Discharge Summaries from Boston'))).toMatchObject({
      kind: 'table',
      content: 'clinical-notes',
    });
    expect(planSample(facts('csv', 'Financial / Crypto', 'tabular', 'Loan Applications from Spain'))).toMatchObject({
      kind: 'table',
      content: 'loan-applications',
    });
    expect(planSample(facts('txt', 'Cybersecurity', 'text', 'Phishing Emails 2024'))).toMatchObject({ kind: 'text', content: 'emails' });
    expect(planSample(facts('wav', 'Speech & Audio', 'audio', 'Bird Songs from Kenya'))).toMatchObject({ kind: 'audio', spoken: false });
  });
});

describe('generateSample', () => {
  it('gives the same bytes for the same dataset, and other bytes for another', async () => {
    const a = await generateSample(facts('coco'));
    expect((await generateSample(facts('coco'))).bytes).toEqual(a.bytes);
    expect((await generateSample({ ...facts('coco'), id: 'another-id' })).bytes).not.toEqual(a.bytes);
  });

  it('draws every measurement within what it can physically be, whatever the seed', async () => {
    const bounds: Record<string, [number, number]> = {
      heart_rate_bpm: [40, 180],
      systolic_bp_mmhg: [80, 220],
      creatinine_mg_dl: [0.3, 8],
    };
    for (const id of ['11111111-aaaa', '22222222-bbbb', '33333333-cccc', '44444444-dddd']) {
      const csv = await generateSample({ ...facts('csv', 'Clinical Records', 'tabular', 'Inpatient Vitals'), id });
      const rows = Papa.parse<Record<string, string>>(textOf(csv.bytes), { header: true, skipEmptyLines: true }).data;
      for (const [column, [min, max]] of Object.entries(bounds)) {
        const values = rows
          .map((row) => row[column])
          .filter((value): value is string => value !== undefined && value !== '')
          .map(Number);
        expect(values.length, column).toBeGreaterThan(0);
        expect(Math.min(...values), column).toBeGreaterThanOrEqual(min);
        expect(Math.max(...values), column).toBeLessThanOrEqual(max);
      }
    }
  });

  it('writes 500 rows in each tabular format, readable by the usual parsers, with one label column', async () => {
    const csv = await generateSample(facts('csv', 'Cybersecurity', 'network-traffic'));
    const parsed = Papa.parse<Record<string, string>>(textOf(csv.bytes), { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(500);
    expect(new Set(parsed.data.map((row) => row.label))).toEqual(new Set(['BENIGN', 'DDoS', 'PortScan', 'BruteForce']));
    const tsv = Papa.parse<string[]>(textOf((await generateSample(facts('tsv', 'Retail / E-commerce', 'tabular'))).bytes), {
      delimiter: '\t',
      skipEmptyLines: true,
    });
    expect(tsv.data).toHaveLength(501);
    const jsonl = textOf((await generateSample(facts('jsonl', 'NLP / Text', 'text'))).bytes)
      .trim()
      .split('\n');
    expect(jsonl.map((line) => JSON.parse(line) as { label: string }).every((row) => ['positive', 'negative', 'neutral'].includes(row.label))).toBe(true);
    expect(JSON.parse(textOf((await generateSample(facts('json', 'Robotics', 'multimodal'))).bytes))).toHaveLength(500);
    const parquet = await generateSample(facts('parquet', 'Clinical Records', 'tabular'));
    const buffer = parquet.bytes.buffer.slice(parquet.bytes.byteOffset, parquet.bytes.byteOffset + parquet.bytes.byteLength);
    const rows = (await parquetReadObjects({ file: buffer as ArrayBuffer })) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(500);
    expect(Object.keys(rows[0] ?? {})).toContain('readmitted_30d');
    expect(rows.some((row) => row.creatinine_mg_dl === null)).toBe(true);
    const geojson = JSON.parse(textOf((await generateSample(facts('geojson', 'Geospatial', 'geospatial'))).bytes)) as {
      features: Array<{ geometry: { type: string } }>;
    };
    expect(geojson.features[0]?.geometry.type).toBe('Point');
  });

  it('keeps open, high, low and close of a price row consistent', async () => {
    const rows = Papa.parse<Record<string, string>>(textOf((await generateSample(facts('csv', 'Financial / Crypto', 'tabular'))).bytes), {
      header: true,
      skipEmptyLines: true,
    }).data;
    for (const row of rows) {
      const [open, high, low, close] = [row.open, row.high, row.low, row.close].map(Number) as [number, number, number, number];
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close) - 0.01);
      expect(low).toBeLessThanOrEqual(Math.min(open, close) + 0.01);
    }
  });

  it('zips 8 images with a box label for each drawn object, as COCO, YOLO or VOC', async () => {
    const coco = unzipSync((await generateSample(facts('coco'))).bytes);
    const images = Object.keys(coco).filter((name) => name.startsWith('images/'));
    expect(images).toHaveLength(8);
    const instances = JSON.parse(textOf(coco['annotations/instances.json'] as Uint8Array)) as {
      images: Array<{ width: number }>;
      annotations: Array<{ bbox: number[] }>;
    };
    expect(instances.images).toHaveLength(8);
    expect(instances.annotations.length).toBeGreaterThanOrEqual(8);
    for (const annotation of instances.annotations) expect(annotation.bbox[0]! + annotation.bbox[2]!).toBeLessThanOrEqual(SCENE_WIDTH);

    const yolo = unzipSync((await generateSample(facts('yolo'))).bytes);
    expect(
      textOf(yolo['classes.txt'] as Uint8Array)
        .trim()
        .split('\n'),
    ).toEqual(['person', 'car', 'dog', 'bicycle']);
    const line = textOf(yolo['labels/000001.txt'] as Uint8Array).split('\n')[0] as string;
    expect(line).toMatch(/^[0-3]( 0\.\d{6}| 1\.000000){4}$/);

    const voc = unzipSync((await generateSample(facts('pascal-voc'))).bytes);
    expect(Object.keys(voc).filter((name) => name.startsWith('JPEGImages/'))).toHaveLength(8);
    expect(textOf(voc['Annotations/000001.xml'] as Uint8Array)).toMatch(/<bndbox>\s*<xmin>\d+<\/xmin>/);

    const png = unzipSync((await generateSample(facts('png', 'Medical Imaging'))).bytes);
    expect([...(png['images/000001.png'] as Uint8Array).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const jpg = unzipSync((await generateSample(facts('jpeg'))).bytes);
    expect([...(jpg['images/000001.jpg'] as Uint8Array).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('zips 6 WAV clips of 16 kHz mono with a metadata.csv that says when the dataset ships another encoding', async () => {
    const audio = unzipSync((await generateSample(facts('flac', 'Speech & Audio', 'audio'))).bytes);
    const clips = Object.keys(audio).filter((name) => name.endsWith('.wav'));
    expect(clips).toHaveLength(6);
    const view = new DataView((audio[clips[0] as string] as Uint8Array).buffer, (audio[clips[0] as string] as Uint8Array).byteOffset);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(22, true)).toBe(1);
    expect(textOf(audio['metadata.csv'] as Uint8Array)).toContain('wav (the dataset ships flac)');
  });

  it('writes a DICOM file that dicom-parser reads, with its modality from the title and a 16-bit image', async () => {
    const file = await generateSample(facts('DICOM', 'Medical Imaging', 'image', 'Abdominal CT Scans'));
    const dataSet = dicomParser.parseDicom(new Uint8Array(file.bytes));
    expect(dataSet.string('x00020010')).toBe('1.2.840.10008.1.2.1');
    expect(dataSet.string('x00080060')).toBe('CT');
    expect(dataSet.uint16('x00280010')).toBe(256);
    expect(dataSet.string('x00281050')).toBe('40');
    expect(dataSet.string('x00100010')).toBe('Anonymized^Sample');
    expect(dataSet.elements.x7fe00010?.length).toBe(256 * 256 * 2);
  });

  it('lists files and metadata only for formats it does not write, saying so', async () => {
    const list = JSON.parse(textOf((await generateSample(facts('tfrecord', 'Robotics', 'multimodal'))).bytes)) as {
      file_list_only: boolean;
      files: Array<{ path: string; size_bytes: number }>;
    };
    expect(list.file_list_only).toBe(true);
    expect(list.files).toHaveLength(12);
    expect(list.files[0]?.path).toMatch(/\.tfrecord$/);
  });
});
