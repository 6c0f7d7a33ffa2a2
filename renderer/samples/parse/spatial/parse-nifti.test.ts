/** NIfTI-1 volumes as the marketplace writes them, and hostile ones: each ends in a view or a clear message. */
import { gunzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateSample } from '@dmd/marketplace/testing';
import { sniffContent } from '../../../../shared/domain/samples/sniff-content';
import { parseSample } from '../parse-sample';
import type { WorkerFile } from '../view-model';
import type { VolumeView } from './view-model-3d';

const fileOf = (path: string, bytes: Uint8Array): WorkerFile => ({
  path,
  kind: sniffContent(bytes),
  bytes: bytes.length,
  data: Buffer.from(bytes).toString('base64'),
});
const viewOf = async (path: string, bytes: Uint8Array) => (await parseSample([fileOf(path, bytes)])).view as VolumeView;

async function volume(title: string): Promise<Uint8Array> {
  const sample = await generateSample({
    id: `3d-nii-${title}`,
    format: 'NIfTI',
    category: 'Medical Imaging',
    modality: 'image',
    title,
    itemCount: 500,
    sizeBytes: 1e10,
  });
  return gunzipSync(new Uint8Array(sample.bytes));
}

/** A header alone: `dims` of 16-bit voxels, then `voxels` bytes of data. */
function synthetic(dims: number[], voxelBytes: number, edit?: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(352 + voxelBytes);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, 348, true);
  view.setInt16(40, dims.length, true);
  dims.forEach((dim, i) => view.setInt16(42 + i * 2, dim, true));
  view.setInt16(70, 4, true);
  view.setInt16(72, 16, true);
  [1, 1, 1, 1].forEach((value, i) => view.setFloat32(76 + i * 4, value, true));
  view.setFloat32(108, 352, true);
  bytes.set(new TextEncoder().encode('n+1\0'), 344);
  edit?.(view);
  return bytes;
}

describe('NIfTI volumes', () => {
  it('the marketplace’s brain MRI: dims, voxel size, data type, RAS from the sform, and the volume drawn between its percentiles', async () => {
    const view = await viewOf('sample.nii', await volume('Brain MRI Scans 2023: Curated Diagnosis Labels'));
    expect(view).toMatchObject({
      view: 'volume',
      dims: [96, 112, 80],
      voxelSize: [2, 2, 2],
      unit: 'mm',
      dataType: '16-bit integer',
      orientation: 'RAS',
      orientationFrom: 'sform',
      description: 'T1-weighted brain MRI, 2 x 2 x 2 mm',
      scaling: null,
      imageNote: null,
    });
    expect(view.volume).toMatchObject({ width: 96, height: 112, depth: 80 });
    expect(view.volume!.grey.byteLength).toBe(96 * 112 * 80);
    expect(view.window!.high).toBeGreaterThan(view.window!.low);
  });

  it('big-endian, with the orientation from the qform when the sform is not set, and LPS when it points so', async () => {
    const bytes = synthetic([4, 4, 2], 64);
    const little = new DataView(bytes.buffer);
    const big = new Uint8Array(bytes.length);
    const view = new DataView(big.buffer);
    big.set(bytes);
    view.setInt32(0, 348, false);
    [3, 4, 4, 2].forEach((value, i) => view.setInt16(40 + i * 2, value, false));
    view.setInt16(70, 4, false);
    [-1, 1, 1, 1].forEach((value, i) => view.setFloat32(76 + i * 4, value, false)); // qfac −1 flips k
    view.setFloat32(108, 352, false);
    view.setInt16(252, 1, false); // qform: scanner
    view.setFloat32(264, 1, false); // d = 1: a turn of 180° about z (x → −x, y → −y)
    expect(little.getInt32(0, false)).not.toBe(348);
    const read = await viewOf('big.nii', big);
    expect(read).toMatchObject({ dims: [4, 4, 2], orientation: 'LPI', orientationFrom: 'qform' });
  });

  it('absurd dimensions or a cut file: the header described, no image, and why', async () => {
    const absurd = await viewOf('absurd.nii', synthetic([32_000, 32_000, 32_000], 100));
    expect(absurd.volume).toBeNull();
    expect(absurd.imageNote).toBe('The volume has 32,768,000,000,000 voxels; the preview draws at most 10,485,760.');
    const cut = await viewOf('cut.nii', synthetic([64, 64, 10], 1000));
    expect(cut.imageNote).toBe(
      'The header gives 64 × 64 × 10 voxels of 2 bytes, but the file holds only 1,000 bytes of voxels (a cut file), so none is drawn.',
    );
    const outside = await viewOf(
      'outside.nii',
      synthetic([2, 2, 1], 8, (view) => view.setFloat32(108, 1e9, true)),
    );
    expect(outside.imageNote).toMatch(/^The header puts the voxels at byte 1000000000, outside the file/);
  });

  it('refuses a header cut short, or one with no dimensions, saying why; wrong extensions do not matter', async () => {
    const brain = await volume('Brain MRI Scans');
    await expect(parseSample([{ ...fileOf('x.nii', brain.subarray(0, 200)), kind: 'nifti' }])).rejects.toThrow(
      'x.nii is too short for a NIfTI-1 header (200 of 348 bytes).',
    );
    await expect(
      parseSample([
        fileOf(
          'zero.nii',
          synthetic([0, 4, 4], 0, (view) => view.setInt16(40, 0, true)),
        ),
      ]),
    ).rejects.toThrow("zero.nii's header gives 0 dimensions; NIfTI allows 1 to 7.");
    expect((await viewOf('scan.dat', brain)).view).toBe('volume');
  });

  it('describes, without drawing, voxel types it does not draw and two-file (.hdr) headers', async () => {
    const rgb = await viewOf(
      'rgb.nii',
      synthetic([2, 2, 1], 12, (view) => view.setInt16(70, 128, true)),
    );
    expect(rgb).toMatchObject({
      dataType: 'RGB, 8 bits each',
      volume: null,
      imageNote: 'The voxels are RGB, 8 bits each, which the preview describes but does not draw.',
    });
    const pair = synthetic([2, 2, 1], 0);
    pair.set(new TextEncoder().encode('ni1\0'), 344);
    expect((await viewOf('pair.hdr', pair)).imageNote).toBe('pair.hdr is a header whose voxels are in a separate .img file, which the preview does not read.');
  });
});
