/**
 * Reads GRIB2 messages with its own decoder: each message's sections in turn, every length checked
 * against the message. Fields on a regular lat/lon grid (template 3.0) at a point in time
 * (template 4.0) packed simply (template 5.0), with or without a bitmap, are decoded; messages of
 * the same parameter and level become one variable over time. Other templates are named, not drawn.
 */
import { grib2ParameterOf } from '../../../../shared/domain/samples/grib2-parameters';
import { gridView, type FoundVariable } from './grid-values';
import type { GridView } from './grid-view-model';

/** At most this many messages are read. */
export const MAX_GRIB_MESSAGES = 2_000;
/** A grid larger than this (points a message) is described, not decoded. */
const MAX_GRID_POINTS = 4_000_000;

interface Field {
  key: string;
  parameter: { discipline: number; category: number; number: number };
  surface: { type: number; value: number };
  time: string;
  timeMs: number;
  grid: { ni: number; nj: number; lat1: number; lon1: number; lat2: number; lon2: number; di: number; dj: number } | null;
  values: Float64Array | null;
  note: string | null;
}

const signed32 = (data: DataView, at: number) => {
  const raw = data.getUint32(at);
  return raw & 0x80000000 ? -(raw & 0x7fffffff) : raw;
};
const signed16 = (data: DataView, at: number) => {
  const raw = data.getUint16(at);
  return raw & 0x8000 ? -(raw & 0x7fff) : raw;
};

export function parseGrib2(path: string, bytes: Uint8Array): { view: GridView; transfer: ArrayBuffer[] } {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields: Field[] = [];
  const problems: string[] = [];
  let at = 0;
  let messages = 0;
  while (at + 16 <= bytes.length && messages < MAX_GRIB_MESSAGES) {
    if (data.getUint32(at) !== 0x47524942) {
      problems.push(`Bytes after message ${messages} are not a GRIB message; reading stopped there.`);
      break;
    }
    const edition = bytes[at + 7];
    const length = Number(data.getBigUint64(at + 8));
    if (edition !== 2) {
      problems.push(`Message ${messages + 1} is GRIB edition ${edition}; the preview reads edition 2 only.`);
      break;
    }
    if (length < 20 || at + length > bytes.length) {
      problems.push(`Message ${messages + 1} says it is ${length.toLocaleString('en')} bytes long, past the end of the file (truncated?).`);
      break;
    }
    messages += 1;
    try {
      fields.push(...messageFields(new DataView(bytes.buffer, bytes.byteOffset + at, length), bytes[at + 6] as number));
    } catch (error) {
      problems.push(`Message ${messages} is malformed: ${error instanceof Error ? error.message : String(error)}`);
    }
    at += length;
  }
  if (messages === 0) throw new Error(problems[0] ?? 'The file holds no GRIB2 message.');
  if (messages === MAX_GRIB_MESSAGES && at < bytes.length) problems.push(`The first ${MAX_GRIB_MESSAGES} messages are read.`);
  return gridView('GRIB2', path, `GRIB2, ${messages} ${messages === 1 ? 'message' : 'messages'}`, {}, variablesOf(fields), problems);
}

/** The fields of one message (a message may repeat sections 4–7 for more fields). */
function messageFields(message: DataView, discipline: number): Field[] {
  const fields: Field[] = [];
  let at = 16;
  let time = '';
  let timeMs = Number.NaN;
  let grid: Field['grid'] = null;
  let gridNote: string | null = null;
  let points = 0;
  let product: Pick<Field, 'parameter' | 'surface'> | null = null;
  let productNote: string | null = null;
  let packing: { reference: number; binary: number; decimal: number; bits: number; count: number } | null = null;
  let packingNote: string | null = null;
  let bitmap: Uint8Array | null = null;
  while (at + 4 <= message.byteLength) {
    if (message.getUint32(at) === 0x37373737) return fields;
    if (at + 5 > message.byteLength) break;
    const length = message.getUint32(at);
    const number = message.getUint8(at + 4);
    if (length < 5 || at + length > message.byteLength) throw new Error(`section ${number} runs past the message`);
    const section = new DataView(message.buffer, message.byteOffset + at, length);
    const need = (bytes: number) => {
      if (length < bytes) throw new Error(`section ${number} is ${length} bytes, too short`);
    };
    if (number === 1) {
      need(21);
      const pad = (value: number) => String(value).padStart(2, '0');
      timeMs = Date.UTC(
        section.getUint16(12),
        section.getUint8(14) - 1,
        section.getUint8(15),
        section.getUint8(16),
        section.getUint8(17),
        section.getUint8(18),
      );
      time = `${section.getUint16(12)}-${pad(section.getUint8(14))}-${pad(section.getUint8(15))} ${pad(section.getUint8(16))}:${pad(section.getUint8(17))}:${pad(section.getUint8(18))} UTC`;
    } else if (number === 3) {
      need(14);
      points = section.getUint32(6);
      const template = section.getUint16(12);
      if (template !== 0) {
        grid = null;
        gridNote = `Its grid is of template 3.${template}, which the preview does not draw (it draws regular latitude/longitude grids, 3.0).`;
      } else {
        need(72);
        const ni = section.getUint32(30);
        const nj = section.getUint32(34);
        const angle = section.getUint32(38);
        const subdivisions = section.getUint32(42);
        const unit = angle === 0 || angle === 0xffffffff || subdivisions === 0 || subdivisions === 0xffffffff ? 1e-6 : angle / subdivisions;
        grid = {
          ni,
          nj,
          lat1: signed32(section, 46) * unit,
          lon1: signed32(section, 50) * unit,
          lat2: signed32(section, 55) * unit,
          lon2: signed32(section, 59) * unit,
          di: section.getUint32(63) * unit,
          dj: section.getUint32(67) * unit,
        };
        gridNote =
          ni * nj !== points
            ? `Its grid is ${ni} × ${nj} but the message says ${points} points.`
            : ni * nj > MAX_GRID_POINTS
              ? `Its grid of ${(ni * nj).toLocaleString('en')} points is more than the preview decodes.`
              : null;
        if (section.getUint8(71) !== 0) gridNote = `Its scanning mode (${section.getUint8(71)}) is not the north-to-south, west-to-east one the preview draws.`;
      }
    } else if (number === 4) {
      need(9);
      const template = section.getUint16(7);
      need(11);
      const parameter = { discipline, category: section.getUint8(9), number: section.getUint8(10) };
      if (template !== 0) {
        product = { parameter, surface: { type: 255, value: 0 } };
        productNote = `Its product is of template 4.${template}, which the preview does not draw (it draws 4.0, a field at a point in time).`;
      } else {
        need(34);
        product = { parameter, surface: { type: section.getUint8(22), value: section.getUint32(24) } };
        productNote = section.getUint32(18) !== 0 ? 'It is a forecast, not an analysis; the time shown is the reference time.' : null;
      }
    } else if (number === 5) {
      need(11);
      const template = section.getUint16(9);
      if (template !== 0) {
        packing = null;
        packingNote = `Its values are packed with template 5.${template}, which the preview does not decode (it decodes simple packing, 5.0).`;
      } else {
        need(21);
        packing = {
          count: section.getUint32(5),
          reference: section.getFloat32(11),
          binary: signed16(section, 15),
          decimal: signed16(section, 17),
          bits: section.getUint8(19),
        };
        packingNote = packing.bits > 32 ? `Its values are ${packing.bits} bits each, more than simple packing allows.` : null;
      }
    } else if (number === 6) {
      need(6);
      const indicator = section.getUint8(5);
      if (indicator === 0) bitmap = new Uint8Array(section.buffer, section.byteOffset + 6, length - 6);
      else if (indicator === 255) bitmap = null;
      else if (indicator !== 254) packingNote = `Its bitmap indicator (${indicator}) names a predefined bitmap the preview does not have.`;
    } else if (number === 7) {
      if (!product) throw new Error('section 7 comes before section 4');
      const note = gridNote ?? packingNote ?? (packing && grid ? null : 'Its grid or packing is missing.');
      const values = note === null && grid && packing ? unpack(section, length, packing, grid.ni * grid.nj, bitmap) : null;
      const key = `${product.parameter.discipline}.${product.parameter.category}.${product.parameter.number}@${product.surface.type}:${product.surface.value}`;
      fields.push({
        key,
        ...product,
        time,
        timeMs,
        grid,
        values: typeof values === 'string' ? null : values,
        note: typeof values === 'string' ? values : (note ?? productNote),
      });
    }
    at += length;
  }
  throw new Error('it does not end with 7777');
}

/** Simple packing: Y = (R + X · 2^E) / 10^D, X read `bits` at a time; points the bitmap leaves out are missing. */
function unpack(
  section: DataView,
  length: number,
  packing: { reference: number; binary: number; decimal: number; bits: number; count: number },
  points: number,
  bitmap: Uint8Array | null,
): Float64Array | string {
  if (bitmap && bitmap.length * 8 < points) return 'Its bitmap is shorter than its grid.';
  const present = bitmap
    ? Array.from({ length: points }, (_, i) => ((bitmap[i >> 3] as number) >> (7 - (i & 7))) & 1).reduce((sum: number, bit) => sum + bit, 0)
    : points;
  if (present !== packing.count) return `It packs ${packing.count} values where its grid and bitmap have ${present}.`;
  if ((length - 5) * 8 < present * packing.bits) return 'Its data section is shorter than its values (truncated?).';
  const scale = 2 ** packing.binary;
  const decimal = 10 ** packing.decimal;
  const out = new Float64Array(points);
  let bit = 5 * 8;
  for (let i = 0; i < points; i++) {
    if (bitmap && !(((bitmap[i >> 3] as number) >> (7 - (i & 7))) & 1)) {
      out[i] = Number.NaN;
      continue;
    }
    let x = 0;
    for (let b = 0; b < packing.bits; b++, bit++) x = x * 2 + ((section.getUint8(bit >> 3) >> (7 - (bit & 7))) & 1);
    out[i] = (packing.reference + x * scale) / decimal;
  }
  return out;
}

/** Fields of one parameter and level, on one grid, over time: one variable (time × lat × lon). */
function variablesOf(fields: readonly Field[]): FoundVariable[] {
  const groups = new Map<string, Field[]>();
  for (const field of fields) groups.set(field.key, [...(groups.get(field.key) ?? []), field]);
  const found: FoundVariable[] = [];
  for (const group of groups.values()) {
    const first = group[0] as Field;
    const known = grib2ParameterOf(first.parameter.discipline, first.parameter.category, first.parameter.number);
    const name = known?.shortName ?? `parameter ${first.parameter.discipline}.${first.parameter.category}.${first.parameter.number}`;
    const grid = first.grid;
    const sameGrid = group.every((field) => field.grid && grid && field.grid.ni === grid.ni && field.grid.nj === grid.nj);
    const attributes = {
      ...(known ? { long_name: known.name, units: known.units } : {}),
      discipline: first.parameter.discipline,
      parameter_category: first.parameter.category,
      parameter_number: first.parameter.number,
      level: surfaceOf(first.surface),
      reference_times: group.map((field) => field.time),
    };
    const dimensions = [
      { name: 'time', size: group.length },
      { name: 'lat', size: grid?.nj ?? 0 },
      { name: 'lon', size: grid?.ni ?? 0 },
    ];
    const note = group.find((field) => field.values === null)?.note ?? (sameGrid ? null : 'Its messages are on different grids.');
    found.push({
      name,
      dimensions,
      type: 'simple packing',
      attributes,
      read: note === null ? () => concat(group.map((field) => field.values as Float64Array)) : null,
      unreadable: note ?? undefined,
    });
  }
  // One time coordinate when every variable has the same reference times.
  const times = [...groups.values()].map((group) => group.map((field) => field.timeMs));
  const first = times[0];
  if (first && first.every(Number.isFinite) && times.every((list) => list.join() === first.join())) {
    const origin = new Date(first[0] as number).toISOString().replace('T', ' ').slice(0, 19);
    found.push({
      name: 'time',
      dimensions: [{ name: 'time', size: first.length }],
      type: 'reference time',
      attributes: { units: `hours since ${origin}` },
      read: () => first.map((ms) => (ms - (first[0] as number)) / 3_600_000),
    });
  }
  const grid = fields.find((field) => field.grid)?.grid;
  if (grid) {
    found.push({
      name: 'lat',
      dimensions: [{ name: 'lat', size: grid.nj }],
      type: 'from the grid',
      attributes: { units: 'degrees_north' },
      read: () => Array.from({ length: grid.nj }, (_, j) => round(grid.lat1 + (grid.lat2 < grid.lat1 ? -1 : 1) * j * grid.dj)),
    });
    found.push({
      name: 'lon',
      dimensions: [{ name: 'lon', size: grid.ni }],
      type: 'from the grid',
      attributes: { units: 'degrees_east' },
      read: () => Array.from({ length: grid.ni }, (_, i) => round(((((grid.lon1 + i * grid.di + 180) % 360) + 360) % 360) - 180)),
    });
  }
  return found;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function surfaceOf(surface: Field['surface']): string {
  if (surface.type === 1) return 'ground or water surface';
  if (surface.type === 103) return `${surface.value} m above ground`;
  if (surface.type === 255) return 'not stated';
  return `surface type ${surface.type}, value ${surface.value}`;
}

function concat(arrays: readonly Float64Array[]): Float64Array {
  const out = new Float64Array(arrays.reduce((sum, array) => sum + array.length, 0));
  let at = 0;
  for (const array of arrays) {
    out.set(array, at);
    at += array.length;
  }
  return out;
}
