/** The preview's parsers, one test per format, on samples the embedded marketplace generates. */
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { servesImagesByUrl, generateSample } from '@dmd/marketplace/testing';
import { MAX_TEXT_LINE_CHARS } from '../../../shared/domain/samples/sample-types';
import { sniffContent } from '../../../shared/domain/samples/sniff-content';
import { parseSample } from './parse-sample';
import type { AudioView, DicomView, FilesView, ImagesView, TableView, TextView, WorkerFile } from './view-model';

// pdf.js's browser build needs what Node 20 lacks: the legacy build here.
vi.mock('pdfjs-dist', () => import('pdfjs-dist/legacy/build/pdf.mjs'));

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({ path, kind: sniffContent(bytes), bytes: bytes.length, data: base64(bytes) });

/** The sample of a dataset of `format` and `category`, as the core hands it over: unpacked, sniffed, base64. */
async function marketplaceSample(format: string, category: string, title = 'Sample Dataset', id = `0f1e2d3c-${format}`): Promise<WorkerFile[]> {
  const sample = await generateSample({ id, format, category, modality: 'image', title, itemCount: 5000, sizeBytes: 1e9 });
  const bytes = new Uint8Array(sample.bytes);
  if (sample.contentType !== 'application/zip') return [fileOf(sample.fileName, bytes)];
  return Object.entries(unzipSync(bytes)).map(([path, data]) => fileOf(path, data));
}

const viewOf = async <V>(files: WorkerFile[]) => (await parseSample(files)).view as V;

describe('parseSample on the marketplace’s samples', () => {
  it('CSV: columns with inferred types, per-column figures and the label histogram', async () => {
    const table = await viewOf<TableView>(await marketplaceSample('csv', 'Clinical Records'));
    expect(table).toMatchObject({ view: 'table', format: 'CSV', rowCount: 500 });
    expect(table.rows).toHaveLength(500);
    const byName = new Map(table.columns.map((column) => [column.name, column]));
    // De-identified as Safe Harbor asks: ages over 89 read "90+" (so the column is text), events of a person by year.
    expect(byName.get('age')).toMatchObject({ type: 'text', missing: 0 });
    const ageAt = table.columns.findIndex((column) => column.name === 'age');
    expect(table.rows.every((row) => row[ageAt] === '90+' || (Number(row[ageAt]) >= 18 && Number(row[ageAt]) <= 89))).toBe(true);
    expect(byName.get('admission_year')?.type).toBe('integer');
    expect(byName.has('admission_date')).toBe(false);
    expect(byName.get('creatinine_mg_dl')?.missing).toBeGreaterThan(0);
    expect(
      byName
        .get('sex')
        ?.top.map((top) => top.value)
        .sort(),
    ).toEqual(['F', 'M']);
    expect(table.label).toMatchObject({ column: 'readmitted_30d', recognisedBy: 'values' });
    expect(table.label?.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(500);
  });

  it('TSV, JSON Lines, JSON and GeoJSON', async () => {
    expect(await viewOf<TableView>(await marketplaceSample('tsv', 'Retail / E-commerce'))).toMatchObject({ format: 'TSV', rowCount: 500 });
    const jsonl = await viewOf<TableView>(await marketplaceSample('jsonl', 'NLP / Text'));
    expect(jsonl).toMatchObject({ format: 'JSON Lines', rowCount: 500, label: { column: 'label', recognisedBy: 'name' } });
    expect(await viewOf<TableView>(await marketplaceSample('json', 'Cybersecurity'))).toMatchObject({
      format: 'JSON',
      rowCount: 500,
      label: { column: 'label' },
    });
    const geojson = await viewOf<TableView>(await marketplaceSample('geojson', 'Geospatial'));
    expect(geojson.format).toBe('GeoJSON');
    expect(geojson.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['geometry', 'longitude', 'latitude', 'land_cover']));
  });

  it('Parquet (hyparquet), with its missing values', async () => {
    const table = await viewOf<TableView>(await marketplaceSample('parquet', 'Manufacturing & IoT'));
    expect(table).toMatchObject({ format: 'Parquet', rowCount: 500 });
    expect(table.columns.find((column) => column.name === 'pressure_bar')).toMatchObject({ type: 'number' });
    expect(table.columns.find((column) => column.name === 'pressure_bar')?.missing).toBeGreaterThan(0);
    expect(table.label?.column).toBe('label');
  });

  it.each([
    ['coco', 'COCO'],
    ['yolo', 'YOLO'],
    ['pascal-voc', 'Pascal VOC'],
    ['png', 'COCO'],
  ])('%s images: each with its boxes, as fractions of the image, and a legend of classes', async (format, labelFormat) => {
    const images = await viewOf<ImagesView>(await marketplaceSample(format, 'Computer Vision'));
    expect(images).toMatchObject({ view: 'images', labelFormat });
    expect(images.images).toHaveLength(8);
    expect(images.images[0]).toMatchObject({ width: 256, height: 192 });
    for (const image of images.images) {
      expect(image.boxes.length).toBeGreaterThan(0);
      for (const box of image.boxes) {
        expect(box.x + box.width).toBeLessThanOrEqual(1);
        expect(box.y + box.height).toBeLessThanOrEqual(1);
      }
    }
    expect(images.classes.reduce((sum, entry) => sum + entry.count, 0)).toBe(images.images.reduce((sum, image) => sum + image.boxes.length, 0));
  });

  it('COCO, YOLO and VOC labels of the same scenes put the boxes in the same places', async () => {
    // An id whose COCO sample is a zip with its images (the other half name them by address).
    const id = 'zipped-scenes';
    expect(servesImagesByUrl({ id, format: 'coco' })).toBe(false);
    const coco = await viewOf<ImagesView>(await marketplaceSample('coco', 'Agriculture', 't', id));
    const yolo = await viewOf<ImagesView>(await marketplaceSample('yolo', 'Agriculture', 't', id));
    const voc = await viewOf<ImagesView>(await marketplaceSample('pascal-voc', 'Agriculture', 't', id));
    expect(coco.images.length).toBeGreaterThan(0);
    for (const [index, image] of coco.images.entries()) {
      for (const [b, box] of image.boxes.entries()) {
        for (const other of [yolo, voc]) {
          const twin = other.images[index]?.boxes[b];
          expect(twin?.label).toBe(box.label);
          for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((twin?.[side] ?? -1) - box[side])).toBeLessThan(1e-5);
        }
      }
    }
  });

  it('WAV clips: duration, sample rate, a waveform and the transcript from metadata.csv', async () => {
    const audio = await viewOf<AudioView>(await marketplaceSample('wav', 'Speech & Audio'));
    expect(audio.clips).toHaveLength(6);
    const clip = audio.clips[0]!;
    expect(clip).toMatchObject({ format: 'WAV', sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
    expect(clip.durationSeconds).toBeGreaterThan(1.4);
    expect(clip.durationSeconds).toBeLessThan(4.1);
    expect(clip.peaks).toHaveLength(160);
    expect(Math.max(...(clip.peaks ?? []))).toBeGreaterThan(0.1);
    expect(clip.transcript).toMatch(/\w+ \w+/);
  });

  it('DICOM: the main tags and the image windowed with the file’s own window', async () => {
    const dicom = await viewOf<DicomView>(await marketplaceSample('DICOM', 'Medical Imaging', 'Brain MRI Scans'));
    expect(dicom).toMatchObject({ view: 'dicom', files: 1, window: { center: 600, width: 1200, from: 'tags' } });
    expect(dicom.tags).toEqual(
      expect.arrayContaining([{ tag: '(0008,0060)', name: 'Modality', value: 'MR' }, expect.objectContaining({ name: 'Rows × columns', value: '256 × 256' })]),
    );
    expect(dicom.image?.width).toBe(256);
    const grey = new Uint8ClampedArray(dicom.image!.rgba);
    expect(grey.length).toBe(256 * 256 * 4);
    expect(new Set(grey.filter((_, index) => index % 4 === 0)).size).toBeGreaterThan(20);
  });

  it('text: the first lines', async () => {
    const text = await viewOf<TextView>(await marketplaceSample('txt', 'NLP / Text'));
    expect(text).toMatchObject({ view: 'text', kind: 'text', totalLines: 300 });
    expect(text.lines[0]).toMatch(/\w/);
  });

  it('a format the marketplace only lists: the files with sizes, no preview, and the marketplace’s note', async () => {
    const files = await viewOf<FilesView>(await marketplaceSample('tfrecord', 'Robotics'));
    expect(files).toMatchObject({ view: 'files', reason: 'No preview for tfrecord: the sample lists files only.' });
    expect(files.files).toHaveLength(12);
    expect(files.note).toContain('does not generate');
  });
});

describe('parseSample on hostile or odd samples', () => {
  const text = (value: string) => new TextEncoder().encode(value);

  it('shows HTML with a script, served as CSV, as text lines', async () => {
    const view = await viewOf<TextView>([fileOf('sample.csv', text('<!doctype html><script>alert(1)</script>\nid,label\n1,a\n'))]);
    expect(view).toMatchObject({ view: 'text', kind: 'html' });
    expect(view.lines[0]).toContain('<script>');
  });

  it('shows SVG as text, never as an image', async () => {
    expect(await viewOf<TextView>([fileOf('x.svg', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'))])).toMatchObject({
      view: 'text',
      kind: 'svg',
    });
  });

  it('lists a file it cannot read with "no preview"', async () => {
    const view = await viewOf<FilesView>([fileOf('train-00000.tfrecord', new Uint8Array([0x1a, 0, 0, 0, 0, 0, 0, 0, 0x9c, 0xf1, 0x02, 0x07]))]);
    expect(view).toMatchObject({ view: 'files', reason: 'No preview for this format.' });
  });

  it('ends an HDF5 file its reader refuses in a message that names it', async () => {
    await expect(viewOf([fileOf('data.h5', new Uint8Array([0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))])).rejects.toThrow(
      /HDF5 file could not be opened/,
    );
  });

  it('lists a PDF its reader refuses, with the reader’s reason', async () => {
    const view = await viewOf<FilesView>([fileOf('scan.pdf', text('%PDF-1.7\n%…'))]);
    expect(view).toMatchObject({ view: 'files', files: [{ path: 'scan.pdf', kind: 'pdf' }] });
    expect(view.reason).toMatch(/^scan\.pdf /);
  });

  it('cuts a text’s long lines, and says how many', async () => {
    const view = await viewOf<TextView>([fileOf('wide.txt', text(`${'x'.repeat(5_000_000)}\nshort\n${'y'.repeat(MAX_TEXT_LINE_CHARS + 1)}\n`))]);
    expect(view).toMatchObject({ view: 'text', totalLines: 3, cutLines: 2 });
    expect(view.lines.map((line) => line.length)).toEqual([MAX_TEXT_LINE_CHARS + 1, 5, MAX_TEXT_LINE_CHARS + 1]);
    expect(view.lines[0]!.endsWith('…')).toBe(true);
  });

  it('reads a JSON that is no table as text, and a table with broken JSON lines with the problems named', async () => {
    expect(await viewOf<TextView>([fileOf('a.json', text('{"hello": "world"}'))])).toMatchObject({ view: 'text', kind: 'json' });
    const lines = Array.from({ length: 20 }, (_, i) => JSON.stringify({ id: i, label: i % 2 ? 'a' : 'b' }));
    lines[3] = '{broken';
    const table = await viewOf<TableView>([fileOf('a.jsonl', text(lines.join('\n')))]);
    expect(table.rowCount).toBe(19);
    expect(table.problems).toEqual(['Line 4 is not valid JSON.']);
  });

  it('clamps boxes that run past the image, and drops those wholly outside', async () => {
    const png = (await marketplaceSample('png', 'Document AI')).find((file) => file.kind === 'png')!;
    const coco = {
      images: [{ id: 1, file_name: png.path.split('/').pop(), width: 256, height: 192 }],
      categories: [{ id: 1, name: 'x' }],
      annotations: [
        { image_id: 1, category_id: 1, bbox: [200, 150, 100, 100] },
        { image_id: 1, category_id: 1, bbox: [900, 900, 10, 10] },
      ],
    };
    const images = await viewOf<ImagesView>([png, fileOf('instances.json', text(JSON.stringify(coco)))]);
    expect(images.images[0]?.boxes).toEqual([{ label: 'x', x: 200 / 256, y: 150 / 192, width: 56 / 256, height: 42 / 192 }]);
  });
});
