/** The PCD, KITTI, NIfTI and shapefile samples: planned from the format, the same bytes for the same dataset, and well formed. */
import { gunzipSync, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniffContent } from '@dmd/shared/domain/samples/sniff-content';
import { generateSample } from './generate-sample';
import { planSample } from './sample-plan';

const facts = (format: string, category: string, title: string) => ({
  id: `5a1c-${format}-${title}`,
  format,
  category,
  modality: 'multimodal',
  title,
  itemCount: 100,
  sizeBytes: 1e9,
  collectedFrom: '2022-06-01',
  collectedTo: '2022-06-30',
});
const zipOf = async (format: string, category: string, title: string) =>
  unzipSync(new Uint8Array((await generateSample(facts(format, category, title))).bytes));

describe('PCD, KITTI, NIfTI and shapefile samples', () => {
  it('are planned from the format', () => {
    expect(planSample(facts('pcd', 'Autonomous Driving', 'Highway LiDAR Sweeps'))).toEqual({ kind: 'point-cloud', format: 'pcd', theme: 'driving' });
    expect(planSample(facts('kitti', 'Autonomous Driving', 'Highway LiDAR Sweeps'))).toEqual({ kind: 'point-cloud', format: 'kitti', theme: 'driving' });
    expect(planSample(facts('NIfTI', 'Medical Imaging', 'Brain MRI Scans'))).toEqual({ kind: 'nifti', theme: 'medical-imaging' });
    expect(planSample(facts('shapefile', 'Geospatial', 'Building Footprints'))).toEqual({ kind: 'shapefile', theme: 'geospatial' });
  });

  it('are the same bytes for the same dataset', async () => {
    for (const [format, category] of [
      ['kitti', 'Autonomous Driving'],
      ['shapefile', 'Geospatial'],
    ] as const) {
      const one = await generateSample(facts(format, category, 'Highway LiDAR Sweeps from Edinburgh'));
      const two = await generateSample(facts(format, category, 'Highway LiDAR Sweeps from Edinburgh'));
      expect(one.bytes.equals(two.bytes)).toBe(true);
    }
  });

  it('a PCD: its header’s point count matches its binary body, with a label field and classes for segmentation titles', async () => {
    const files = await zipOf('pcd', 'Autonomous Driving', 'Rare-event Highway LiDAR Sweeps with Point-wise Segmentation');
    const pcd = files['lidar/000000.pcd']!;
    expect(sniffContent(pcd)).toBe('pcd');
    const header = new TextDecoder('latin1').decode(pcd.subarray(0, 400));
    expect(header).toContain('FIELDS x y z intensity label\n');
    const points = Number(/POINTS (\d+)/.exec(header)![1]);
    const body = header.indexOf('DATA binary\n') + 'DATA binary\n'.length;
    expect(pcd.length - body).toBe(points * 20);
    expect(points).toBeGreaterThan(10_000);
    const labels = JSON.parse(new TextDecoder().decode(files['labels/000000.json'])) as {
      objects: Array<{ label: string }>;
      point_classes: Record<string, string>;
    };
    expect(labels.point_classes['3']).toBe('car');
    expect(labels.objects.length).toBeGreaterThan(3);
    expect(labels.objects.every((object) => ['car', 'van', 'truck'].includes(object.label))).toBe(true);
  });

  it('KITTI: a velodyne scan of float32 quadruples, label_2 lines of 15 values, and a calib file with Tr_velo_to_cam', async () => {
    const files = await zipOf('kitti', 'Autonomous Driving', 'Highway LiDAR Sweeps from Edinburgh');
    const scan = files['training/velodyne/000000.bin']!;
    expect(scan.length % 16).toBe(0);
    const floats = new Float32Array(scan.buffer, scan.byteOffset, scan.length / 4);
    expect(floats.every(Number.isFinite)).toBe(true);
    const lines = new TextDecoder().decode(files['training/label_2/000000.txt']).trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const values = line.split(' ');
      expect(values).toHaveLength(15);
      expect(['Car', 'Van', 'Truck']).toContain(values[0]);
      expect(Number(values[13])).toBeGreaterThan(0); // in front of the camera
    }
    expect(new TextDecoder().decode(files['training/calib/000000.txt'])).toMatch(/^Tr_velo_to_cam: (\S+ ){11}\S+$/m);
  });

  it('a NIfTI: a gzip of one .nii whose header says 3 dimensions, millimetres and an affine, and data filling it', async () => {
    const sample = await generateSample(facts('NIfTI', 'Medical Imaging', 'Knee MRI Studies 2022: Multi-center Severity Grades'));
    expect(sample.fileName).toBe('sample.nii.gz');
    const nii = gunzipSync(new Uint8Array(sample.bytes));
    expect(sniffContent(nii)).toBe('nifti');
    const view = new DataView(nii.buffer, nii.byteOffset, nii.byteLength);
    const dims = [1, 2, 3].map((i) => view.getInt16(40 + i * 2, true));
    expect(view.getInt16(40, true)).toBe(3);
    expect(nii.length).toBe(view.getFloat32(108, true) + dims[0]! * dims[1]! * dims[2]! * 2);
    expect(nii[123]! & 7).toBe(2); // millimetres
    expect(view.getInt16(254, true)).toBe(1);
    expect(new TextDecoder().decode(nii.subarray(148, 228))).toMatch(/^proton-density knee MRI/);
  });

  it('a shapefile: .shp, .shx, .dbf and a WGS 84 .prj; as many records in the table as shapes, around the place named, dates in the period', async () => {
    const files = await zipOf('shapefile', 'Climate & Weather', 'Wildfire Perimeters from Bengaluru');
    expect(Object.keys(files).sort()).toEqual([
      'fire_perimeters.cpg',
      'fire_perimeters.dbf',
      'fire_perimeters.prj',
      'fire_perimeters.shp',
      'fire_perimeters.shx',
    ]);
    const shp = files['fire_perimeters.shp']!;
    const shx = files['fire_perimeters.shx']!;
    const dbf = files['fire_perimeters.dbf']!;
    const shpView = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
    expect(shpView.getInt32(24, false) * 2).toBe(shp.length);
    expect(shpView.getInt32(32, true)).toBe(5);
    const [west, south, east, north] = [36, 44, 52, 60].map((at) => shpView.getFloat64(at, true));
    expect(west).toBeLessThan(77.59);
    expect(east).toBeGreaterThan(77.59);
    expect(south! > 12 && north! < 14).toBe(true);
    const shapes = (shx.length - 100) / 8;
    expect(new DataView(dbf.buffer, dbf.byteOffset).getUint32(4, true)).toBe(shapes);
    const table = new TextDecoder().decode(dbf);
    for (const [date] of table.matchAll(/\b20\d{6}\b/g)) expect(date >= '20220601' && date <= '20220630').toBe(true);
    expect(new TextDecoder().decode(files['fire_perimeters.prj'])).toMatch(/^GEOGCS\["GCS_WGS_1984"/);
  });
});
