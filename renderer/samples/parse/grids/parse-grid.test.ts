/** Gridded samples as the marketplace writes them (HDF5, NetCDF, GRIB2, Zarr), and hostile ones: each ends in a view or a clear message. */
import { unzipSync, zipSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { climateGrids, generateSample, variable, writeGrib2, writeHdf5, writeNetcdf, sampleContext, createRandom } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import { inflateCapped } from '../capped-inflate';
import type { GridView } from './grid-view-model';
import { MAX_GRID_VALUES } from './grid-values';
import { parseSample } from '../parse-sample';
import type { WorkerFile } from '../view-model';

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (files: Array<[string, Uint8Array]>) => (await parseSample(files.map(([path, bytes]) => fileOf(path, bytes)))).view as GridView;
const one = (path: string, bytes: Uint8Array) => viewOf([[path, bytes]]);
const unzipped = (bytes: Uint8Array) => Object.entries(unzipSync(bytes));

async function sample(format: string, category: string, title: string): Promise<Uint8Array> {
  const { bytes } = await generateSample({
    id: `5b1e-${format}-${title}`,
    format,
    category,
    modality: 'time-series',
    title,
    itemCount: 5000,
    sizeBytes: 1e9,
    collectedFrom: '2023-01-01',
    collectedTo: '2023-03-31',
  });
  return new Uint8Array(bytes);
}

const context = sampleContext({ collectedFrom: '2023-01-01', collectedTo: '2023-03-31' });
const values = (view: GridView, name: string) => {
  const found = view.variables.find((candidate) => candidate.name === name);
  if (!found?.values) throw new Error(`${name} not read: ${found?.note}`);
  return new Float64Array(view.data, found.values.offset * 8, found.values.length);
};

describe('gridded samples as the marketplace writes them', () => {
  it('NetCDF: CF variables with dimensions, units and ranges; land in a sea-surface sample is missing', async () => {
    const view = await one('sample.nc', await sample('netcdf', 'Climate & Weather', 'Sea Surface Temperatures from Boston'));
    expect(view).toMatchObject({ view: 'grid', format: 'NetCDF', detail: 'NetCDF classic (CDF-1)' });
    const sst = view.variables.find((candidate) => candidate.name === 'sst');
    expect(sst).toMatchObject({ units: 'K', type: '32-bit float', dimensions: [{ name: 'time' }, { name: 'lat', size: 24 }, { name: 'lon', size: 32 }] });
    expect(sst?.values?.min).toBeGreaterThan(271);
    expect(sst?.values?.max).toBeLessThan(305);
    expect(sst?.attributes).toContainEqual({ name: 'standard_name', value: 'sea_surface_temperature' });
    expect(view.attributes).toContainEqual({ name: 'Conventions', value: 'CF-1.8' });
    const lat = values(view, 'lat');
    expect(lat[0]).toBeGreaterThan(42.36);
    expect(lat[23]).toBeLessThan(42.36);
  });

  it('GRIB2: each message decoded back to the values written, within the packing’s 0.01', async () => {
    const grid = climateGrids(createRandom(7), 'Reanalysis Fields from Phoenix', context);
    const view = await one('sample.grib2', new Uint8Array(writeGrib2(grid, -9999)));
    expect(view).toMatchObject({ format: 'GRIB2', detail: 'GRIB2, 32 messages', problems: [] });
    const t2m = grid.variables.find((candidate) => candidate.name === 't2m')!.values;
    const decoded = values(view, '2t');
    expect(decoded.length).toBe(t2m.length);
    for (let i = 0; i < t2m.length; i++) expect(Math.abs((decoded[i] as number) - (t2m[i] as number))).toBeLessThan(0.0051);
    expect(view.variables.find((candidate) => candidate.name === '2t')).toMatchObject({ units: 'K', longName: '2 metre temperature' });
    expect(values(view, 'lat')[0]).toBeCloseTo(grid.variables.find((candidate) => candidate.name === 'lat')!.values[0] as number, 4);
  });

  it('GRIB2: a bitmap leaves the masked points missing', async () => {
    const view = await one('sample.grib2', await sample('grib2', 'Climate & Weather', 'Sea Surface Temperatures from the United Kingdom'));
    const sea = view.variables.find((candidate) => candidate.name === 'wtmp');
    expect(sea?.values?.missing).toBeGreaterThan(0);
    expect(sea?.units).toBe('K');
  });

  it('HDF5: groups walked, dimension names from DIMENSION_LABELS, gzip chunks inflated', async () => {
    const view = await one('sample.h5', await sample('hdf5', 'Robotics', 'RGB-D Camera Pick-and-Place Sequences (134K Episodes)'));
    expect(view.format).toBe('HDF5');
    expect(view.variables.find((candidate) => candidate.name === 'observations/depth')).toMatchObject({
      type: '16-bit unsigned integer',
      units: 'mm',
      dimensions: [
        { name: 'frame', size: 8 },
        { name: 'row', size: 48 },
        { name: 'column', size: 64 },
      ],
    });
    const depth = values(view, 'observations/depth');
    expect(Math.min(...depth)).toBeGreaterThan(300);
    expect(view.variables.find((candidate) => candidate.name === 'observations/joint_positions')?.units).toBe('rad');
  });

  it('Zarr: the zipped store’s arrays, dimensions from _ARRAY_DIMENSIONS, chunks inflated', async () => {
    const view = await viewOf(unzipped(await sample('zarr', 'Climate & Weather', 'Reanalysis Fields from the United States')));
    expect(view).toMatchObject({ format: 'Zarr', problems: [] });
    expect(view.variables.find((candidate) => candidate.name === 't2m')).toMatchObject({
      units: 'K',
      dimensions: [{ name: 'time', size: 8 }, { name: 'lat' }, { name: 'lon' }],
    });
    expect(values(view, 't2m').every((value) => value > 230 && value < 330)).toBe(true);
  });

  it('the wrong extension changes nothing: the bytes say which format it is', async () => {
    const netcdf = await sample('netcdf', 'Climate & Weather', 'Soil Moisture Series from Europe');
    expect((await one('sample.h5', netcdf)).format).toBe('NetCDF');
    const grib = await sample('grib2', 'Climate & Weather', 'Reanalysis Fields from Germany');
    expect((await one('data.csv', grib)).format).toBe('GRIB2');
  });
});

describe('hostile gridded files', () => {
  it('a truncated NetCDF header ends in a clear message', async () => {
    const netcdf = await sample('netcdf', 'Climate & Weather', 'Sea Surface Temperatures from Boston');
    await expect(one('sample.nc', netcdf.subarray(0, 120))).rejects.toThrow(/past the end of the file \(truncated\?\)/);
  });

  it('a NetCDF cut in its data: the header’s variables are listed, the cut ones say why they are not drawn', async () => {
    const netcdf = await sample('netcdf', 'Climate & Weather', 'Sea Surface Temperatures from Boston');
    const view = await one('sample.nc', netcdf.subarray(0, netcdf.length - 1000));
    expect(view.variables.find((candidate) => candidate.name === 'sst')?.note).toMatch(/past the end of the file/);
    expect(view.variables.find((candidate) => candidate.name === 'lat')?.values).not.toBeNull();
  });

  it('absurd NetCDF dimensions are stated, not read', async () => {
    const huge = writeNetcdf({
      dimensions: [
        { name: 'y', size: 2 },
        { name: 'x', size: 3 },
      ],
      variables: [variable('v', ['y', 'x'], 'float32', [1, 2, 3, 4, 5, 6], { units: 'K' })],
      attributes: {},
    });
    // The dimension x now says 2,000,000,000: the variable is far past what the preview reads.
    huge.writeInt32BE(2_000_000_000, 36);
    const view = await one('sample.nc', new Uint8Array(huge));
    expect(view.variables[0]?.dimensions[1]).toEqual({ name: 'x', size: 2_000_000_000 });
    expect(view.variables[0]?.note).toMatch(/more than the preview reads/);
  });

  it('a malformed NetCDF header and CDF-5 are named', async () => {
    const bytes = new Uint8Array(writeNetcdf({ dimensions: [], variables: [], attributes: {} }));
    bytes[11] = 0x0e;
    await expect(one('sample.nc', bytes)).rejects.toThrow(/dimension list is malformed/);
    bytes[3] = 5;
    await expect(one('sample.nc', bytes)).rejects.toThrow(/CDF-5/);
  });

  it('GRIB2: a message longer than the file, a broken section, a grid too large and an unknown packing each say so', async () => {
    const grib = new Uint8Array(await sample('grib2', 'Climate & Weather', 'Reanalysis Fields from Phoenix'));
    await expect(one('sample.grib2', grib.subarray(0, 100))).rejects.toThrow(/past the end of the file \(truncated\?\)/);
    const first = Number(Buffer.from(grib).readBigUInt64BE(8));
    const truncated = await one('sample.grib2', grib.subarray(0, first + 50));
    expect(truncated.problems).toEqual([expect.stringMatching(/^Message 2 says it is [\d,]+ bytes long, past the end/)]);

    const broken = Uint8Array.from(grib.subarray(0, first));
    Buffer.from(broken.buffer).writeUInt32BE(0xffff, 16 + 21);
    expect((await one('sample.grib2', broken)).problems).toEqual([expect.stringMatching(/^Message 1 is malformed: section 3 runs past the message/)]);

    const large = Uint8Array.from(grib.subarray(0, first));
    const data = Buffer.from(large.buffer);
    data.writeUInt32BE(100_000, 16 + 21 + 30);
    data.writeUInt32BE(100_000, 16 + 21 + 34);
    expect((await one('sample.grib2', large)).variables[0]?.note).toMatch(/is 100000 × 100000 but the message says 768 points/);

    const packing = Uint8Array.from(grib.subarray(0, first));
    Buffer.from(packing.buffer).writeUInt16BE(40, 16 + 21 + 72 + 34 + 9);
    expect((await one('sample.grib2', packing)).variables[0]?.note).toMatch(/template 5\.40/);
  });

  it('a GRIB edition 1 file is not read as GRIB2', () => {
    const bytes = new Uint8Array(32);
    bytes.set([0x47, 0x52, 0x49, 0x42, 0, 0, 0, 1]);
    expect(sniffContent(bytes)).not.toBe('grib2');
  });

  it('HDF5: a truncated file and a file of noise after the signature end in a clear message', async () => {
    const hdf5 = await sample('hdf5', 'Manufacturing & IoT', 'Battery Cycle Tests from India');
    const cut = await one('sample.h5', hdf5.subarray(0, 1200)).catch((error: Error) => error);
    expect(
      cut instanceof Error ? cut.message : (cut as GridView).variables.map((item) => item.note ?? '').join(' ') + (cut as GridView).problems.join(' '),
    ).toMatch(/could not|not read|past|truncated|offset|range|bounds/i);
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251);
    noise.set([0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(one('sample.h5', noise)).rejects.toThrow(/HDF5 file could not be opened/);
  });

  it('HDF5: a dataset past the cap is described, not read', async () => {
    const big = variable('frames', ['frame', 'pixel'], 'uint8', new Uint8Array(MAX_GRID_VALUES + 1000), {});
    const bytes = await writeHdf5(
      {
        dimensions: [
          { name: 'frame', size: 1000 },
          { name: 'pixel', size: MAX_GRID_VALUES / 1000 + 1 },
        ],
        variables: [big],
        attributes: {},
      },
      0,
    );
    const view = await one('sample.h5', new Uint8Array(bytes));
    expect(view.variables[0]).toMatchObject({ values: null, note: expect.stringMatching(/more than the preview reads/) });
  });

  it('a chunk that inflates past its size (a decompression bomb) is stopped', () => {
    const bomb = zlibSync(new Uint8Array(16 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => inflateCapped(bomb, 8 * 1024, 'zlib')).toThrow(/inflates past the 8,192 bytes/);
  });

  it('Zarr: a bomb chunk, absurd shapes, broken JSON and an unknown compressor each leave the rest readable', async () => {
    const meta = (shape: number[], extra: object = {}) =>
      new TextEncoder().encode(
        JSON.stringify({
          zarr_format: 2,
          shape,
          chunks: shape,
          dtype: '<f8',
          compressor: { id: 'zlib' },
          fill_value: null,
          order: 'C',
          filters: null,
          ...extra,
        }),
      );
    const ok = Float64Array.from([1, 2, 3, 4]);
    const store: Array<[string, Uint8Array]> = [
      ['.zgroup', new TextEncoder().encode('{"zarr_format":2}')],
      ['good/.zarray', meta([2, 2])],
      ['good/0.0', zlibSync(new Uint8Array(ok.buffer))],
      ['bomb/.zarray', meta([4, 4])],
      ['bomb/0.0', zlibSync(new Uint8Array(16 * 1024 * 1024))],
      ['huge/.zarray', meta([1e9, 1e9])],
      ['broken/.zarray', new TextEncoder().encode('{"zarr_format": 2, "shape": [')],
      ['blosc/.zarray', meta([2, 2], { compressor: { id: 'blosc' } })],
    ];
    // Through a real zip and back, as the core unpacks it.
    const view = await viewOf(unzipped(zipSync(Object.fromEntries(store))));
    const note = (name: string) => view.variables.find((candidate) => candidate.name === name)?.note;
    expect(values(view, 'good')).toEqual(ok);
    expect(note('bomb')).toMatch(/inflates past the 128 bytes/);
    expect(note('huge')).toMatch(/more than the preview reads/);
    expect(note('broken')).toMatch(/not JSON/);
    expect(note('blosc')).toMatch(/blosc/);
  });
});
