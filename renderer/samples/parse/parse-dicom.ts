/**
 * A DICOM file (dicom-parser): its main tags, and its image windowed to grey levels — with the
 * file's own window centre and width when it gives them (after the rescale slope and intercept),
 * else the range of its values. Only uncompressed images are drawn (little or big endian,
 * 8 or 16 bits, one sample per pixel); for others the tags are shown and the screen says why
 * the image is not.
 */
import dicomParser from 'dicom-parser';
import { ownValue } from '../../../shared/domain/own-keys';
import type { DicomTag, DicomView } from './view-model';

const UNCOMPRESSED = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1', '1.2.840.10008.1.2.2']);
const TRANSFER_SYNTAX_NAMES: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2': 'Implicit VR little endian',
  '1.2.840.10008.1.2.1': 'Explicit VR little endian',
  '1.2.840.10008.1.2.2': 'Explicit VR big endian',
  '1.2.840.10008.1.2.4.50': 'JPEG baseline',
  '1.2.840.10008.1.2.4.70': 'JPEG lossless',
  '1.2.840.10008.1.2.4.90': 'JPEG 2000 lossless',
  '1.2.840.10008.1.2.4.91': 'JPEG 2000',
  '1.2.840.10008.1.2.5': 'RLE lossless',
};

const MAIN_TAGS: ReadonlyArray<readonly [tag: string, name: string]> = [
  ['x00100010', 'Patient name'],
  ['x00100020', 'Patient ID'],
  ['x00100040', 'Patient sex'],
  ['x00101010', 'Patient age'],
  ['x00080060', 'Modality'],
  ['x00080020', 'Study date'],
  ['x00081030', 'Study description'],
  ['x0008103e', 'Series description'],
  ['x00080070', 'Manufacturer'],
  ['x00180050', 'Slice thickness (mm)'],
  ['x00280030', 'Pixel spacing (mm)'],
  ['x00280004', 'Photometric interpretation'],
  ['x00280101', 'Bits stored'],
  ['x00281050', 'Window centre'],
  ['x00281051', 'Window width'],
  ['x00281052', 'Rescale intercept'],
  ['x00281053', 'Rescale slope'],
  ['x00020010', 'Transfer syntax'],
];

const tagLabel = (tag: string) => `(${tag.slice(1, 5).toUpperCase()},${tag.slice(5).toUpperCase()})`;

export function parseDicom(path: string, bytes: Uint8Array, files: number): DicomView {
  const dataSet = dicomParser.parseDicom(bytes);
  const text = (tag: string) => dataSet.string(tag)?.trim() ?? '';
  const number = (tag: string) => {
    const value = Number(text(tag).split('\\')[0]);
    return text(tag) === '' || !Number.isFinite(value) ? null : value;
  };
  const tags: DicomTag[] = [];
  const rows = dataSet.uint16('x00280010');
  const columns = dataSet.uint16('x00280011');
  for (const [tag, name] of MAIN_TAGS) {
    const value =
      tag === 'x00020010' ? (ownValue(TRANSFER_SYNTAX_NAMES, text(tag)) ?? text(tag)) : tag === 'x00280101' ? String(dataSet.uint16(tag) ?? '') : text(tag);
    if (value !== '') tags.push({ tag: tagLabel(tag), name, value });
  }
  if (rows !== undefined && columns !== undefined)
    tags.splice(tags.findIndex((entry) => entry.name === 'Pixel spacing (mm)') + 1 || tags.length, 0, {
      tag: '(0028,0010/0011)',
      name: 'Rows × columns',
      value: `${rows} × ${columns}`,
    });

  const view: DicomView = { view: 'dicom', path, files, tags, image: null, window: null, imageNote: null };
  const pixelData = dataSet.elements.x7fe00010;
  const transferSyntax = text('x00020010') || '1.2.840.10008.1.2';
  if (pixelData === undefined || rows === undefined || columns === undefined) {
    view.imageNote = 'The file holds no image.';
    return view;
  }
  if (!UNCOMPRESSED.has(transferSyntax)) {
    view.imageNote = `The image is compressed (${ownValue(TRANSFER_SYNTAX_NAMES, transferSyntax) ?? transferSyntax}); the preview draws uncompressed images only.`;
    return view;
  }
  const bitsAllocated = dataSet.uint16('x00280100') ?? 16;
  const samplesPerPixel = dataSet.uint16('x00280002') ?? 1;
  if (samplesPerPixel !== 1 || (bitsAllocated !== 8 && bitsAllocated !== 16)) {
    view.imageNote = `The image has ${samplesPerPixel} samples of ${bitsAllocated} bits per pixel; the preview draws grey-level images of 8 or 16 bits.`;
    return view;
  }
  const pixels = rows * columns;
  if (pixelData.length < pixels * (bitsAllocated / 8)) {
    view.imageNote = 'The image data is shorter than its size says, so it is not drawn.';
    return view;
  }
  const signed = dataSet.uint16('x00280103') === 1;
  const little = transferSyntax !== '1.2.840.10008.1.2.2';
  const data = new DataView(bytes.buffer, bytes.byteOffset + pixelData.dataOffset, pixels * (bitsAllocated / 8));
  const slope = number('x00281053') ?? 1;
  const intercept = number('x00281052') ?? 0;
  const values = new Float32Array(pixels);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < pixels; i++) {
    const stored = bitsAllocated === 8 ? (signed ? data.getInt8(i) : data.getUint8(i)) : signed ? data.getInt16(i * 2, little) : data.getUint16(i * 2, little);
    const value = stored * slope + intercept;
    values[i] = value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const center = number('x00281050');
  const width = number('x00281051');
  view.window =
    center !== null && width !== null && width > 0
      ? { center, width, from: 'tags' }
      : { center: (min + max) / 2, width: Math.max(1, max - min), from: 'range' };
  const inverted = text('x00280004') === 'MONOCHROME1';
  const rgba = new Uint8ClampedArray(pixels * 4);
  const low = view.window.center - 0.5 - (view.window.width - 1) / 2;
  const span = Math.max(1, view.window.width - 1);
  for (let i = 0; i < pixels; i++) {
    let grey = (((values[i] as number) - low) / span) * 255;
    grey = grey < 0 ? 0 : grey > 255 ? 255 : grey;
    if (inverted) grey = 255 - grey;
    rgba[i * 4] = grey;
    rgba[i * 4 + 1] = grey;
    rgba[i * 4 + 2] = grey;
    rgba[i * 4 + 3] = 255;
  }
  view.image = { width: columns, height: rows, rgba: rgba.buffer };
  return view;
}
