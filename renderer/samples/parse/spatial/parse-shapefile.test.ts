/** Shapefiles as the marketplace writes them, and hostile ones: each ends in a view or a clear message. */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import { parseSample } from '../parse-sample';
import type { WorkerFile } from '../view-model';
import type { ShapesView } from './view-model-3d';

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (files: WorkerFile[]) => (await parseSample(files)).view as ShapesView;

async function layer(title: string, category = 'Geospatial'): Promise<Record<string, Uint8Array>> {
  const sample = await generateSample({
    id: `3d-shp-${title}`,
    format: 'shapefile',
    category,
    modality: 'geospatial',
    title,
    itemCount: 5000,
    sizeBytes: 1e8,
    collectedFrom: '2023-08-01',
    collectedTo: '2023-09-30',
  });
  return unzipSync(new Uint8Array(sample.bytes));
}
const filesOf = (zip: Record<string, Uint8Array>, edit: (path: string, bytes: Uint8Array) => Uint8Array | null = (_, bytes) => bytes) =>
  Object.entries(zip).flatMap(([path, bytes]) => {
    const edited = edit(path, bytes);
    return edited ? [fileOf(path, edited)] : [];
  });

describe('shapefiles', () => {
  it('the marketplace’s wildfire perimeters: polygons, their table with dates, bounds around the place and WGS 84', async () => {
    const view = await viewOf(filesOf(await layer('Wildfire Perimeters from Bengaluru', 'Climate & Weather')));
    expect(view).toMatchObject({ view: 'shapes', path: 'fire_perimeters.shp', shapeType: 'Polygon', crs: 'GCS_WGS_1984', geographic: true, problems: [] });
    expect(view.shapes).toHaveLength(view.shapeCount);
    expect(view.recordCount).toBe(view.shapeCount);
    expect(view.fields).toEqual(['fire_id (text)', 'ignition (date)', 'perim_date (date)', 'day (number)', 'area_ha (number)', 'severity (text)']);
    expect(view.records[0]![1]).toMatch(/^2023-0[89]-\d\d$/);
    expect(view.bounds!.west).toBeLessThan(77.59);
    expect(view.bounds!.east).toBeGreaterThan(77.59);
  });

  it('points and polylines: solar panels and roads', async () => {
    expect((await viewOf(filesOf(await layer('Solar Panel Locations from Tokyo')))).shapeType).toBe('Point');
    const roads = await viewOf(filesOf(await layer('Road Network Graphs from Stuttgart')));
    expect(roads.shapeType).toBe('Polyline');
    expect(roads.records[0]).toEqual([
      'R00001',
      expect.stringMatching(/^(primary|secondary|residential)$/),
      expect.any(Number),
      expect.any(Number),
      expect.any(Boolean),
      expect.any(Number),
    ]);
  });

  it('a cut .shp and a .dbf that claims more records than it holds: what is there, and where each stops', async () => {
    const view = await viewOf(
      filesOf(await layer('Building Footprints'), (path, bytes) =>
        path.endsWith('.shp') ? bytes.subarray(0, 100 + 3 * 8 + 3 * 128 + 50) : path.endsWith('.dbf') ? bytes.subarray(0, 600) : bytes,
      ),
    );
    expect(view.shapeCount).toBe(3);
    expect(view.problems[0]).toMatch(/^Its header says [\d,]+ bytes but the file has 558 \(a cut file\)/);
    expect(view.problems.join(' ')).toMatch(/buildings\.dbf says it has \d+ records but holds \d+ \(a cut file\)/);
  });

  it('a record claiming more points than it holds is not drawn, and says so; an absurd record length stops the reading', async () => {
    const zip = await layer('Building Footprints');
    const shp = zip['buildings.shp']!.slice();
    const data = new DataView(shp.buffer);
    data.setInt32(100 + 8 + 40, 1_000_000, true); // the first record's point count
    data.setInt32(100 + 8 + 128 + 4, 0x7fffffff, false); // the second record's length
    const view = await viewOf(filesOf({ ...zip, 'buildings.shp': shp }));
    expect(view.shapeCount).toBe(1);
    expect(view.shapes).toEqual([]);
    expect(view.problems).toContain('Shape 1 claims 1000000 points in 1 parts, more than its record holds: it is not drawn.');
    expect(view.problems.join(' ')).toMatch(/Record 2 claims [\d,]+ bytes, past the file's end: the preview stops there\./);
  });

  it('no .prj or .dbf: the CRS not stated and no table, each said; a .shp named otherwise is still read; a lone .shx is refused', async () => {
    const zip = await layer('Solar Panel Locations from Tokyo');
    const view = await viewOf(filesOf(zip, (path, bytes) => (path.endsWith('.shp') ? bytes : null)).map((file) => ({ ...file, path: 'panels.bin' })));
    expect(view).toMatchObject({ path: 'panels.bin', crs: null, crsNote: 'Not stated: the sample has no .prj file beside the shapes.', geographic: true });
    expect(view.tableNote).toBe('The sample has no .dbf file, so the shapes have no attributes to show.');
    await expect(parseSample(filesOf(zip, (path, bytes) => (path.endsWith('.shx') ? bytes : null)))).rejects.toThrow(
      'The sample holds a shapefile index (.shx) but no .shp with its shapes.',
    );
  });

  it('a .dbf whose fields do not add up to its record length shows no table, saying why', async () => {
    const zip = await layer('Building Footprints');
    const dbf = zip['buildings.dbf']!.slice();
    new DataView(dbf.buffer).setUint16(10, 7, true);
    const view = await viewOf(filesOf({ ...zip, 'buildings.dbf': dbf }));
    expect(view.records).toEqual([]);
    expect(view.tableNote).toMatch(/^buildings\.dbf's fields add up to \d+ bytes a record but its header says 7, so no attributes are shown\.$/);
  });
});
