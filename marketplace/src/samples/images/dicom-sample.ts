/**
 * A DICOM sample: one image of a synthetic phantom (body outline, organs, one lesion), 16-bit,
 * uncompressed, with the tags a viewer needs (modality, patient anonymised, geometry, window)
 * and the modality read from the dataset's title (CT, MR, CR, else secondary capture).
 */
import type { Random } from '../../catalog/prng';
import { writeDicom, type DicomElement } from './dicom-writer';
import type { SampleContext } from '../sample-context';
import type { SampleFile } from '../sample-file';
import { pad } from '../sample-random';

const DICOM_SIZE = 256;

interface ModalityStyle {
  modality: string;
  sopClassUid: string;
  description: string;
  /** Stored values (before rescale) of air, soft tissue, dense tissue, lesion. */
  levels: readonly [number, number, number, number];
  window: readonly [center: number, width: number];
  intercept: number;
}

const STYLES: Readonly<Record<string, ModalityStyle>> = {
  CT: { modality: 'CT', sopClassUid: '1.2.840.10008.5.1.4.1.1.2', description: 'CT', levels: [0, 1064, 1724, 1104], window: [40, 400], intercept: -1024 },
  MR: { modality: 'MR', sopClassUid: '1.2.840.10008.5.1.4.1.1.4', description: 'MR', levels: [20, 620, 980, 1150], window: [600, 1200], intercept: 0 },
  CR: {
    modality: 'CR',
    sopClassUid: '1.2.840.10008.5.1.4.1.1.1',
    description: 'Radiograph',
    levels: [300, 1700, 3300, 2500],
    window: [2048, 4096],
    intercept: 0,
  },
  OT: {
    modality: 'OT',
    sopClassUid: '1.2.840.10008.5.1.4.1.1.7',
    description: 'Secondary capture',
    levels: [50, 1400, 2600, 2200],
    window: [1500, 3000],
    intercept: 0,
  },
};

function modalityOf(title: string): string {
  if (/\bct\b|computed tomography/i.test(title)) return 'CT';
  if (/\bmri\b|\bmr\b|magnetic resonance/i.test(title)) return 'MR';
  if (/x-ray|radiograph|mammogra/i.test(title)) return 'CR';
  return 'OT';
}

export function dicomSample(random: Random, datasetId: string, title: string, context: SampleContext): SampleFile {
  const style = STYLES[modalityOf(title)] as ModalityStyle;
  const pixels = phantom(random, style.levels);
  const uid = (salt: number) => `2.25.${BigInt(`0x${datasetId.replace(/[^0-9a-f]/gi, '').slice(0, 30) || '0'}`) + BigInt(salt)}`;
  const sopInstanceUid = uid(3);
  const s = (tag: number, vr: 'AS' | 'CS' | 'DA' | 'DS' | 'IS' | 'LO' | 'PN' | 'UI', value: string): DicomElement => ({ tag, data: { vr, value } });
  const us = (tag: number, value: number): DicomElement => ({ tag, data: { vr: 'US', value } });
  // De-identified (HIPAA Safe Harbor): no study date (DICOM has no year-only date), no age above 89, no record number.
  const studyDate = context.deidentified
    ? ''
    : new Date(context.fromMs + random.float() * (context.toMs - context.fromMs)).toISOString().slice(0, 10).replaceAll('-', '');
  const age = random.int(18, 95);
  const patientAge = context.deidentified && age > 89 ? '' : `${pad(age, 3)}Y`;
  const patientId = context.deidentified ? `ANON-${random.int(0, 0xffffff).toString(16).padStart(6, '0')}` : `MRN-${pad(random.int(1, 99_999), 5)}`;
  const elements: DicomElement[] = [
    s(0x00080008, 'CS', 'ORIGINAL\\PRIMARY'),
    s(0x00080016, 'UI', style.sopClassUid),
    s(0x00080018, 'UI', sopInstanceUid),
    s(0x00080020, 'DA', studyDate),
    s(0x00080060, 'CS', style.modality),
    s(0x00080070, 'LO', 'Synthetic sample'),
    s(0x00081030, 'LO', `${style.description} sample`),
    s(0x00100010, 'PN', 'Anonymized^Sample'),
    s(0x00100020, 'LO', patientId),
    s(0x00100040, 'CS', random.pick(['F', 'M'])),
    s(0x00101010, 'AS', patientAge),
    s(0x00180050, 'DS', '1.0'),
    s(0x0020000d, 'UI', uid(1)),
    s(0x0020000e, 'UI', uid(2)),
    s(0x00200013, 'IS', '1'),
    us(0x00280002, 1),
    s(0x00280004, 'CS', 'MONOCHROME2'),
    us(0x00280010, DICOM_SIZE),
    us(0x00280011, DICOM_SIZE),
    s(0x00280030, 'DS', '0.8\\0.8'),
    us(0x00280100, 16),
    us(0x00280101, 12),
    us(0x00280102, 11),
    us(0x00280103, 0),
    s(0x00281050, 'DS', String(style.window[0])),
    s(0x00281051, 'DS', String(style.window[1])),
    s(0x00281052, 'DS', String(style.intercept)),
    s(0x00281053, 'DS', '1'),
    { tag: 0x7fe00010, data: { vr: 'OW', value: pixels } },
  ];
  return { fileName: 'sample.dcm', contentType: 'application/dicom', bytes: Buffer.from(writeDicom(style.sopClassUid, sopInstanceUid, elements)) };
}

/** Air around an elliptic body, two darker "organs", a dense "spine" and one lesion, plus noise. */
function phantom(random: Random, [air, soft, dense, lesion]: ModalityStyle['levels']): Uint16Array {
  const size = DICOM_SIZE;
  const pixels = new Uint16Array(size * size);
  const lesionX = size * (0.35 + random.float() * 0.3);
  const lesionY = size * (0.35 + random.float() * 0.3);
  const lesionR = size * (0.03 + random.float() * 0.04);
  const inside = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let value = air;
      if (inside(x, y, size / 2, size / 2, size * 0.44, size * 0.36)) value = soft;
      if (inside(x, y, size * 0.34, size * 0.47, size * 0.12, size * 0.2) || inside(x, y, size * 0.66, size * 0.47, size * 0.12, size * 0.2))
        value = Math.round((air + soft) / 2.4);
      if (inside(x, y, size / 2, size * 0.74, size * 0.06, size * 0.05)) value = dense;
      if (inside(x, y, lesionX, lesionY, lesionR, lesionR)) value = lesion;
      pixels[y * size + x] = Math.max(0, Math.min(4095, Math.round(value + random.normal(0, 12))));
    }
  }
  return pixels;
}
