/** PCD and KITTI point clouds as the marketplace writes them, and hostile ones: each ends in a view or a clear message. */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import { MAX_DRAWN_POINTS } from './parse-point-cloud';
import { parseSample } from '../parse-sample';
import type { WorkerFile } from '../view-model';
import type { PointCloudView } from './view-model-3d';

const text = (value: string) => new TextEncoder().encode(value);
const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (files: WorkerFile[]) => (await parseSample(files)).view as PointCloudView;

async function sample(format: 'pcd' | 'kitti', title: string): Promise<Record<string, Uint8Array>> {
  const generated = await generateSample({
    id: `3d-${format}`,
    format,
    category: 'Autonomous Driving',
    modality: 'multimodal',
    title,
    itemCount: 5000,
    sizeBytes: 1e9,
  });
  return unzipSync(new Uint8Array(generated.bytes));
}
const filesOf = (zip: Record<string, Uint8Array>) => Object.entries(zip).map(([path, bytes]) => fileOf(path, bytes));

const pcdHeader = (points: number, data = 'binary', fields = 'x y z intensity') =>
  `# .PCD v0.7\nVERSION 0.7\nFIELDS ${fields}\nSIZE ${fields
    .split(' ')
    .map(() => 4)
    .join(' ')}\nTYPE ${fields
    .split(' ')
    .map(() => 'F')
    .join(' ')}\nCOUNT ${fields
    .split(' ')
    .map(() => 1)
    .join(' ')}\nWIDTH ${points}\nHEIGHT 1\nPOINTS ${points}\nDATA ${data}\n`;

describe('point clouds', () => {
  it('a PCD sample: its points, fields, bounds, the label field’s classes and the boxes of the labels file', async () => {
    const view = await viewOf(filesOf(await sample('pcd', 'Rare-event Highway LiDAR Sweeps with Point-wise Segmentation')));
    expect(view).toMatchObject({ view: 'point-cloud', format: 'PCD', encoding: 'binary', colourBy: 'label', boxesFrom: '000000.json', problems: [] });
    expect(view.fields).toEqual(['x (32-bit float)', 'y (32-bit float)', 'z (32-bit float)', 'intensity (32-bit float)', 'label (32-bit unsigned)']);
    expect(view.readCount).toBe(view.pointCount);
    expect(view.drawnCount).toBe(view.pointCount);
    expect(view.classes?.['1']).toBe('road');
    expect(view.bounds!.min[2]).toBeGreaterThan(-2);
    expect(view.boxes.length).toBeGreaterThan(3);
    expect(view.boxes[0]).toMatchObject({ label: expect.stringMatching(/^(car|van|truck)$/), trackId: expect.any(Number) });
  });

  it('a KITTI sample: the scan’s points, and its label_2 boxes back in the LiDAR frame where their points are', async () => {
    const zip = await sample('kitti', 'Highway LiDAR Sweeps from Edinburgh');
    const view = await viewOf(filesOf(zip));
    expect(view).toMatchObject({ view: 'point-cloud', format: 'KITTI', colourBy: 'reflectance', boxesFrom: '000000.txt', frames: 1, problems: [] });
    expect(view.pointCount).toBe(zip['training/velodyne/000000.bin']!.length / 16);
    expect(view.boxes.length).toBeGreaterThan(0);
    const points = new Float32Array(view.points!);
    for (const box of view.boxes) {
      // Ahead of the car (the camera sees forward), on the road, and with LiDAR points inside.
      expect(box.center[0]).toBeGreaterThan(0);
      expect(box.center[2] - box.size[2] / 2).toBeCloseTo(-1.73, 0);
      let inside = 0;
      for (let i = 0; i < points.length; i += 4) {
        const dx = points[i]! - box.center[0];
        const dy = points[i + 1]! - box.center[1];
        const along = dx * Math.cos(box.yaw) + dy * Math.sin(box.yaw);
        const across = -dx * Math.sin(box.yaw) + dy * Math.cos(box.yaw);
        if (Math.abs(along) <= box.size[0] / 2 + 0.1 && Math.abs(across) <= box.size[1] / 2 + 0.1) inside++;
      }
      if (box.center[0] < 40) expect(inside).toBeGreaterThan(0);
    }
  });

  it('an ASCII PCD, named .txt: read from its bytes; a short line is left out and said', async () => {
    const bytes = text(`${pcdHeader(3, 'ascii', 'x y z')}1 2 3\n4 5\n7 8 9\n`);
    const view = await viewOf([fileOf('cloud.txt', bytes)]);
    expect(view).toMatchObject({ format: 'PCD', encoding: 'ascii', readCount: 2, colourBy: 'height', bounds: { min: [1, 2, 3], max: [7, 8, 9] } });
    expect(view.problems.join(' ')).toMatch(/^1 line has fewer values than the header's fields and was left out\. The file holds 2 of the 3 points/);
    expect(view.boxesNote).toBe('The sample has no labels file beside the cloud.');
  });

  it('a cut binary PCD, or one whose header claims a billion points: the points there are, and where it stops', async () => {
    const body = new Float32Array([1, 2, 3, 0.5, 4, 5, 6, 0.7]);
    const cut = new Uint8Array([...text(pcdHeader(1_000_000_000)), ...new Uint8Array(body.buffer), 1, 2, 3]);
    const view = await viewOf([fileOf('big.pcd', cut)]);
    expect(view).toMatchObject({ pointCount: 1_000_000_000, readCount: 2, drawnCount: 2 });
    expect(view.problems.join(' ')).toMatch(/The file ends after 2 of the 1,000,000,000 points its header gives \(a cut file\)/);
  });

  it('thins a large cloud evenly to the points it draws, keeping the bounds of all', async () => {
    const count = MAX_DRAWN_POINTS * 2 + 10;
    const body = new Float32Array(count * 4).map((_, i) => (i % 4 === 0 ? Math.floor(i / 4) : 0));
    const view = await viewOf([fileOf('dense.pcd', new Uint8Array([...text(pcdHeader(count)), ...new Uint8Array(body.buffer)]))]);
    expect(view.drawnCount).toBeLessThanOrEqual(MAX_DRAWN_POINTS);
    expect(view.bounds!.max[0]).toBe(count - 1);
  });

  it('refuses, saying why, a PCD header that lies about its fields; describes binary_compressed without drawing it', async () => {
    const lying = text('VERSION 0.7\nFIELDS x y z\nSIZE 4 4\nTYPE F F F\nCOUNT 1 1 1\nWIDTH 1\nHEIGHT 1\nPOINTS 1\nDATA ascii\n1 2 3\n');
    await expect(parseSample([fileOf('lying.pcd', lying)])).rejects.toThrow(
      "lying.pcd's header does not give a SIZE, TYPE and COUNT for each of its 3 FIELDS.",
    );
    const oddType = text('VERSION 0.7\nFIELDS x y z\nSIZE 4 4 3\nTYPE F F F\nCOUNT 1 1 1\nWIDTH 1\nHEIGHT 1\nPOINTS 1\nDATA ascii\n1 2 3\n');
    await expect(parseSample([fileOf('odd.pcd', oddType)])).rejects.toThrow(/field z has a type \(F, 3 bytes/);
    const compressed = await viewOf([fileOf('c.pcd', new Uint8Array([...text(pcdHeader(10, 'binary_compressed')), 9, 0, 0, 0, 9, 0, 0, 0, 1]))]);
    expect(compressed).toMatchObject({ points: null, note: 'c.pcd is binary_compressed (LZF): the preview describes it but does not draw its points.' });
  });

  it('a cut KITTI scan with no calib file: the whole points read, the stray bytes said, the boxes not placed', async () => {
    const zip = await sample('kitti', 'Highway LiDAR Sweeps from Edinburgh');
    const scan = zip['training/velodyne/000000.bin']!;
    const view = await viewOf([
      fileOf('training/velodyne/000000.bin', scan.subarray(0, scan.length - 7)),
      fileOf('training/label_2/000000.txt', zip['training/label_2/000000.txt']!),
    ]);
    expect(view.readCount).toBe(scan.length / 16 - 1);
    expect(view.problems).toContain('000000.bin ends with 9 bytes that are not a whole point (a cut scan).');
    expect(view).toMatchObject({ boxes: [], boxesNote: 'The sample has no calib file, so the labels cannot be placed in the scan.' });
  });

  it('KITTI labels that are not numbers, or a calib without its transform, end in words, not boxes in the wrong place', async () => {
    const zip = await sample('kitti', 'Highway LiDAR Sweeps from Edinburgh');
    const files = filesOf(zip).map((file) =>
      file.path.endsWith('label_2/000000.txt') ? fileOf(file.path, text('Car 0 0 0 1 2 3 4 NaN x 3 1 2 3 0\nnonsense\n')) : file,
    );
    const view = await viewOf(files);
    expect(view.boxes).toEqual([]);
    expect(view.problems).toContain('2 lines of 000000.txt are not KITTI objects (15 values) and are not drawn.');
    const noTransform = filesOf(zip).map((file) => (file.path.endsWith('calib/000000.txt') ? fileOf(file.path, text('P2: 1 2 3\n')) : file));
    expect((await viewOf(noTransform)).boxesNote).toBe('000000.txt has no Tr_velo_to_cam the preview reads, so the labels cannot be placed in the scan.');
  });
});
