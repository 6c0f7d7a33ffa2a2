/**
 * The HDF5, NetCDF, GRIB2 and Zarr samples: planned from the format, the same bytes for the same
 * dataset, well formed for the format, and fitting the title. When the formats' own tools are
 * installed (ncdump, h5dump, grib_get), they read each file too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSample } from '../generate-sample';
import { planSample } from '../sample-plan';

const facts = (format: string, category: string, title: string) => ({
  id: `3f0a-${format}-${title}`,
  format,
  category,
  modality: 'time-series',
  title,
  itemCount: 1000,
  sizeBytes: 1e9,
  collectedFrom: '2022-06-01',
  collectedTo: '2022-08-31',
});

const scratch = mkdtempSync(path.join(tmpdir(), 'grid-samples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The tool's output, or null when it is not installed here. */
function tool(command: string, args: string[], bytes: Buffer, name: string): string | null {
  const file = path.join(scratch, name);
  writeFileSync(file, bytes);
  try {
    return execFileSync(command, [...args, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

describe('gridded samples', () => {
  it('are planned from the format', () => {
    for (const format of ['hdf5', 'netcdf', 'grib2', 'zarr'])
      expect(planSample(facts(format, 'Climate & Weather', 'Reanalysis Fields'))).toEqual({ kind: 'grid', theme: 'climate', format });
  });

  it('are the same bytes for the same dataset, every time', async () => {
    for (const format of ['hdf5', 'netcdf', 'grib2', 'zarr']) {
      const one = await generateSample(facts(format, 'Climate & Weather', 'Reanalysis Fields from Osaka'));
      const two = await generateSample(facts(format, 'Climate & Weather', 'Reanalysis Fields from Osaka'));
      expect(one.bytes.equals(two.bytes), format).toBe(true);
    }
  });

  it('NetCDF: classic format, CF attributes, a grid over the place the title names, times inside the collection period', async () => {
    const { bytes, fileName } = await generateSample(facts('netcdf', 'Climate & Weather', 'Sea Surface Temperatures from Melbourne'));
    expect(fileName).toBe('sample.nc');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('CDF\u0001'));
    const header = tool('ncdump', ['-h'], bytes, 'sample.nc');
    if (header !== null) {
      expect(header).toMatch(/float sst\(time, lat, lon\)/);
      expect(header).toMatch(/sst:units = "K"/);
      expect(header).toMatch(/time:units = "days since 2022-0[678]-\d\d 00:00:00"/);
      expect(header).toMatch(/:region = "Melbourne"/);
    }
    const text = bytes.toString('latin1');
    expect(text).toContain('sea_surface_temperature');
    const since = /days since (\d{4}-\d\d-\d\d)/.exec(text)?.[1] ?? '';
    expect(Date.parse(`${since}T00:00:00Z`) + 7 * 86_400_000).toBeLessThanOrEqual(Date.parse('2022-08-31T23:59:59Z'));
    expect(Date.parse(`${since}T00:00:00Z`)).toBeGreaterThanOrEqual(Date.parse('2022-06-01T00:00:00Z'));
  });

  it('HDF5: the signature, and arrays that fit the category (robot joints, machine vibration, MRI volumes)', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['Robotics', 'Bimanual Manipulation Episodes from Sydney', /joint_positions/],
      ['Manufacturing & IoT', 'Labeled Bearing Fault Recordings from Europe', /^(?=[\s\S]*"vibration")(?=[\s\S]*"fault_class")/],
      ['Manufacturing & IoT', 'Battery Cycle Tests from India', /discharge_capacity/],
      ['Medical Imaging', 'Brain MRI Scans from Melbourne', /volume/],
      ['Medical Imaging', 'Histopathology Slides 2023: Curated Tumor Grade Labels', /^(?=[\s\S]*"tiles")(?=[\s\S]*"tile_label")/],
      ['Climate & Weather', 'Precipitation Radar Scans from Cape Town', /reflectivity/],
    ];
    for (const [category, title, names] of cases) {
      const { bytes, fileName } = await generateSample(facts('hdf5', category, title));
      expect(fileName).toBe('sample.h5');
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]));
      const listing = tool('h5dump', ['-H'], bytes, 'sample.h5');
      expect(listing ?? bytes.toString('latin1')).toMatch(names);
      // h5wasm reads dtypes as struct codes: a float64 written as '<f8' would come out float32.
      if (listing !== null && category === 'Climate & Weather') expect(listing).toMatch(/DATASET "time" \{\s+DATATYPE\s+H5T_IEEE_F64LE/);
    }
  });

  it('GRIB2: messages that start with GRIB, edition 2, end with 7777, and name the parameters', async () => {
    const { bytes } = await generateSample(facts('grib2', 'Climate & Weather', 'Reanalysis Fields from Germany'));
    let at = 0;
    let messages = 0;
    while (at < bytes.length) {
      expect(bytes.subarray(at, at + 4).toString('latin1')).toBe('GRIB');
      expect(bytes[at + 7]).toBe(2);
      const length = Number(bytes.readBigUInt64BE(at + 8));
      expect(bytes.subarray(at + length - 4, at + length).toString('latin1')).toBe('7777');
      at += length;
      messages += 1;
    }
    expect(messages).toBe(32);
    const names = tool('grib_get', ['-p', 'shortName,typeOfLevel,level'], bytes, 'sample.grib2');
    if (names !== null) {
      expect(names).toMatch(/^2t heightAboveGround 2$/m);
      expect(names).toMatch(/^10u heightAboveGround 10$/m);
    }
  });

  it('Zarr: a zip of a v2 store with its group, arrays, dimension names and chunks', async () => {
    const { bytes, fileName, contentType } = await generateSample(facts('zarr', 'Climate & Weather', 'Sea Surface Temperatures from Seoul'));
    expect([fileName, contentType]).toEqual(['sample.zarr.zip', 'application/zip']);
    const files = unzipSync(new Uint8Array(bytes));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name])) as Record<string, unknown>;
    expect(json('.zgroup')).toEqual({ zarr_format: 2 });
    expect(json('sst/.zarray')).toMatchObject({ zarr_format: 2, shape: [8, 24, 32], chunks: [1, 24, 32], dtype: '<f4', compressor: { id: 'zlib' } });
    expect(json('sst/.zattrs')).toMatchObject({ _ARRAY_DIMENSIONS: ['time', 'lat', 'lon'], units: 'K' });
    expect(Object.keys(files).filter((name) => name.startsWith('sst/') && /^\d/.test(name.slice(4)))).toHaveLength(8);
  });
});
