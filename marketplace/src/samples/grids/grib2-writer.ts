/**
 * Writes a grid's time × lat × lon fields as GRIB2 messages (WMO FM 92 edition 2), one message a
 * field and time step: a regular lat/lon grid (template 3.0, north to south), an analysis at a
 * height or surface (template 4.0), simple packing (template 5.0) with a bitmap where values are
 * missing. Variables without a GRIB2 parameter (flags, anomalies) are left out.
 */
import { GRIB2_PARAMETERS, type Grib2Parameter } from '@dmd/shared/domain/samples/grib2-parameters';
import type { GridDataset } from './grid-dataset';

/** The grid variable each GRIB2 parameter is written from. */
const PARAMETER_OF_VARIABLE: Readonly<Record<string, string>> = { t2m: '2t', tp: 'tp', u10: '10u', v10: '10v', reflectivity: 'refd', sst: 'wtmp' };
/** Two decimals kept: 0.01 K, 0.01 m/s, 0.01 mm. */
const DECIMAL_SCALE = 2;

export function writeGrib2(dataset: GridDataset, fillValue: number): Buffer {
  const values = (name: string) => dataset.variables.find((variable) => variable.name === name)?.values;
  const lats = values('lat');
  const lons = values('lon');
  const times = values('time');
  const timeUnits = String(dataset.variables.find((variable) => variable.name === 'time')?.attributes.units ?? '');
  const match = /^(hours|minutes|days) since (\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(timeUnits);
  if (!lats || !lons || !times || !match) throw new Error('a GRIB2 sample needs time, lat and lon');
  const originMs = Date.UTC(Number(match[2]), Number(match[3]) - 1, Number(match[4]), Number(match[5]), Number(match[6]), Number(match[7]));
  const unitMs = { hours: 3_600_000, minutes: 60_000, days: 86_400_000 }[match[1] as 'hours' | 'minutes' | 'days'];
  const messages: Buffer[] = [];
  for (const variable of dataset.variables) {
    const parameter = GRIB2_PARAMETERS.find((entry) => entry.shortName === PARAMETER_OF_VARIABLE[variable.name]);
    if (!parameter || variable.dimensions.join() !== 'time,lat,lon') continue;
    const points = lats.length * lons.length;
    for (let t = 0; t < times.length; t++) {
      const field = Array.from(variable.values.subarray(t * points, (t + 1) * points), (value) => (value === fillValue ? Number.NaN : value));
      messages.push(message(parameter, new Date(originMs + (times[t] as number) * unitMs), lats, lons, field));
    }
  }
  return Buffer.concat(messages);
}

function message(parameter: Grib2Parameter, time: Date, lats: ArrayLike<number>, lons: ArrayLike<number>, field: number[]): Buffer {
  const ni = lons.length;
  const nj = lats.length;
  const sections = [identification(time), grid(ni, nj, lats, lons), product(parameter), ...packed(field)];
  const body = Buffer.concat(sections);
  const indicator = Buffer.alloc(16);
  indicator.write('GRIB', 0, 'latin1');
  indicator[6] = parameter.discipline;
  indicator[7] = 2;
  indicator.writeBigUInt64BE(BigInt(16 + body.length + 4), 8);
  return Buffer.concat([indicator, body, Buffer.from('7777', 'latin1')]);
}

function section(number: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  buffer.writeUInt32BE(length, 0);
  buffer[4] = number;
  return buffer;
}

/** GRIB2's signed integers: a sign bit, then the magnitude. */
function signed32(buffer: Buffer, value: number, at: number) {
  buffer.writeUInt32BE(((value < 0 ? 0x80000000 : 0) | Math.abs(Math.round(value))) >>> 0, at);
}
/** Degrees as micro-degrees, the float32 noise of the grid's coordinates rounded off (0.1 m). */
function micro(degrees: number): number {
  return Math.round(degrees * 1e4) * 100;
}
function signed16(buffer: Buffer, value: number, at: number) {
  buffer.writeUInt16BE((value < 0 ? 0x8000 : 0) | Math.abs(value), at);
}

function identification(time: Date): Buffer {
  const buffer = section(1, 21);
  buffer.writeUInt16BE(255, 5); // originating centre: missing (not a real centre's product)
  buffer.writeUInt16BE(0, 7);
  buffer[9] = 4; // master tables version
  buffer[10] = 0;
  buffer[11] = 0; // reference time is an analysis
  buffer.writeUInt16BE(time.getUTCFullYear(), 12);
  buffer[14] = time.getUTCMonth() + 1;
  buffer[15] = time.getUTCDate();
  buffer[16] = time.getUTCHours();
  buffer[17] = time.getUTCMinutes();
  buffer[18] = time.getUTCSeconds();
  buffer[19] = 0; // operational products
  buffer[20] = 0; // analysis
  return buffer;
}

function grid(ni: number, nj: number, lats: ArrayLike<number>, lons: ArrayLike<number>): Buffer {
  const buffer = section(3, 72);
  buffer[5] = 0;
  buffer.writeUInt32BE(ni * nj, 6);
  buffer[10] = 0;
  buffer[11] = 0;
  buffer.writeUInt16BE(0, 12); // template 3.0: latitude/longitude
  buffer[14] = 6; // Earth a sphere of radius 6 371 229 m
  buffer.writeUInt32BE(ni, 30);
  buffer.writeUInt32BE(nj, 34);
  buffer.writeUInt32BE(0, 38);
  buffer.writeUInt32BE(0xffffffff, 42); // basic angle and subdivisions: micro-degrees
  signed32(buffer, micro(lats[0] as number), 46);
  signed32(buffer, micro(((lons[0] as number) + 360) % 360), 50);
  buffer[54] = 0x30; // i and j increments given
  signed32(buffer, micro(lats[nj - 1] as number), 55);
  signed32(buffer, micro(((lons[ni - 1] as number) + 360) % 360), 59);
  buffer.writeUInt32BE(micro(Math.abs((lons[1] as number) - (lons[0] as number))), 63);
  buffer.writeUInt32BE(micro(Math.abs((lats[0] as number) - (lats[1] as number))), 67);
  buffer[71] = 0x00; // +i (west to east), -j (north to south), rows consecutive
  return buffer;
}

function product(parameter: Grib2Parameter): Buffer {
  const buffer = section(4, 34);
  buffer.writeUInt16BE(0, 5);
  buffer.writeUInt16BE(0, 7); // template 4.0: analysis or forecast at a point in time
  buffer[9] = parameter.category;
  buffer[10] = parameter.number;
  buffer[11] = 0; // analysis
  buffer[12] = 255;
  buffer[13] = 255;
  buffer.writeUInt16BE(0, 14);
  buffer[16] = 0;
  buffer[17] = 1; // hours
  buffer.writeUInt32BE(0, 18);
  buffer[22] = parameter.surface.type;
  buffer[23] = 0;
  buffer.writeUInt32BE(parameter.surface.value, 24);
  buffer[28] = 255; // no second surface
  buffer[29] = 255;
  buffer.writeUInt32BE(0xffffffff, 30);
  return buffer;
}

/** Sections 5, 6 and 7: simple packing of the present values, and the bitmap of which are present. */
function packed(field: readonly number[]): Buffer[] {
  const present = field.filter((value) => !Number.isNaN(value));
  const scaled = present.map((value) => Math.round(value * 10 ** DECIMAL_SCALE));
  const reference = scaled.length > 0 ? Math.min(...scaled) : 0;
  const span = scaled.length > 0 ? Math.max(...scaled) - reference : 0;
  const bits = span === 0 ? 0 : Math.ceil(Math.log2(span + 1));
  const representation = section(5, 21);
  representation.writeUInt32BE(present.length, 5);
  representation.writeUInt16BE(0, 9); // template 5.0: simple packing
  representation.writeFloatBE(reference, 11);
  signed16(representation, 0, 15);
  signed16(representation, DECIMAL_SCALE, 17);
  representation[19] = bits;
  representation[20] = 0; // floating point values
  const missing = present.length < field.length;
  const bitmap = section(6, 6 + (missing ? Math.ceil(field.length / 8) : 0));
  bitmap[5] = missing ? 0 : 255;
  if (missing)
    field.forEach((value, index) => {
      if (!Number.isNaN(value)) bitmap[6 + (index >> 3)] = (bitmap[6 + (index >> 3)] as number) | (0x80 >> (index & 7));
    });
  const data = section(7, 5 + Math.ceil((scaled.length * bits) / 8));
  let bit = 0;
  for (const value of scaled) {
    const x = value - reference;
    for (let b = bits - 1; b >= 0; b--, bit++) if ((x >> b) & 1) data[5 + (bit >> 3)] = (data[5 + (bit >> 3)] as number) | (0x80 >> (bit & 7));
  }
  return [representation, bitmap, data];
}
