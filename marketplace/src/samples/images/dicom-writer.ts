/**
 * Writes a DICOM Part 10 file in explicit VR little endian: the 128-byte preamble, "DICM", the
 * file meta group (0002) with its group length, then the data set's elements in tag order.
 * Only what the marketplace's samples need: string VRs, US, and OW pixel data.
 */
type DicomValue = { vr: 'US' | 'UL'; value: number } | { vr: 'OW'; value: Uint16Array } | { vr: 'OB'; value: Uint8Array } | { vr: StringVr; value: string };
type StringVr = 'AE' | 'AS' | 'CS' | 'DA' | 'DS' | 'IS' | 'LO' | 'PN' | 'SH' | 'TM' | 'UI';

export interface DicomElement {
  /** (group << 16) | element, e.g. 0x00100010 for PatientName. */
  tag: number;
  data: DicomValue;
}

const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
const IMPLEMENTATION_CLASS_UID = '1.2.826.0.1.3680043.9.7433.1.1';
const LONG_LENGTH_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

export function writeDicom(sopClassUid: string, sopInstanceUid: string, dataset: readonly DicomElement[]): Uint8Array {
  const meta: DicomElement[] = [
    { tag: 0x00020001, data: { vr: 'OB', value: new Uint8Array([0, 1]) } },
    { tag: 0x00020002, data: { vr: 'UI', value: sopClassUid } },
    { tag: 0x00020003, data: { vr: 'UI', value: sopInstanceUid } },
    { tag: 0x00020010, data: { vr: 'UI', value: EXPLICIT_VR_LITTLE_ENDIAN } },
    { tag: 0x00020012, data: { vr: 'UI', value: IMPLEMENTATION_CLASS_UID } },
  ];
  const metaBytes = concat(meta.map(encodeElement));
  const groupLength = encodeElement({ tag: 0x00020000, data: { vr: 'UL', value: metaBytes.length } });
  const sorted = [...dataset].sort((a, b) => a.tag - b.tag);
  const preamble = new Uint8Array(132);
  preamble.set([0x44, 0x49, 0x43, 0x4d], 128);
  return concat([preamble, groupLength, metaBytes, ...sorted.map(encodeElement)]);
}

function encodeElement({ tag, data }: DicomElement): Uint8Array {
  const value = valueBytes(data);
  const long = LONG_LENGTH_VRS.has(data.vr);
  const header = new Uint8Array(long ? 12 : 8);
  const view = new DataView(header.buffer);
  view.setUint16(0, tag >>> 16, true);
  view.setUint16(2, tag & 0xffff, true);
  header[4] = data.vr.charCodeAt(0);
  header[5] = data.vr.charCodeAt(1);
  if (long) view.setUint32(8, value.length, true);
  else view.setUint16(6, value.length, true);
  return concat([header, value]);
}

function valueBytes(data: DicomValue): Uint8Array {
  const vr = data.vr;
  if (data.vr === 'US') return new Uint8Array(new Uint16Array([data.value]).buffer);
  if (data.vr === 'UL') return new Uint8Array(new Uint32Array([data.value]).buffer);
  if (data.value instanceof Uint16Array) return new Uint8Array(data.value.buffer, data.value.byteOffset, data.value.byteLength);
  if (data.value instanceof Uint8Array) return data.value;
  const text = String(data.value);
  // Values have an even length: UIDs are padded with a NUL, other strings with a space.
  const padded = text.length % 2 === 0 ? text : text + (vr === 'UI' ? '\0' : ' ');
  return new TextEncoder().encode(padded);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
