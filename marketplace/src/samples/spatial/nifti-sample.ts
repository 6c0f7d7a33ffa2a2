/**
 * A NIfTI-1 volume (`.nii.gz`) of the body part the title names — brain, prostate, knee, abdomen
 * or chest MRI/CT — drawn from ellipsoids of the tissues' usual intensities (CT in Hounsfield
 * units), with the voxel size and field of view such scans have and an affine (sform and qform,
 * scanner RAS) centred on the volume. A NIfTI holds no patient identifiers or dates.
 */
import { gzipSync } from 'fflate';
import type { Random } from '../../catalog/prng';
import type { SampleFile } from '../sample-file';

interface Tissue {
  /** Centre and semi-axes in mm from the volume's centre (x right, y anterior, z superior). */
  center: [number, number, number];
  radii: [number, number, number];
  value: number;
}

interface Protocol {
  name: string;
  dims: [number, number, number];
  voxel: [number, number, number];
  background: number;
  noise: number;
  tissues: Tissue[];
}

const t = (center: [number, number, number], radii: [number, number, number], value: number): Tissue => ({ center, radii, value });

/** The scan a title names (the first that matches), and its phantom. */
const PROTOCOLS: ReadonlyArray<readonly [RegExp, (random: Random) => Protocol]> = [
  [
    /brain|head|neuro/i,
    (random) => {
      const lesion = [random.int(-40, 40), random.int(-40, 30), random.int(0, 40)] as [number, number, number];
      return {
        name: 'T1-weighted brain MRI',
        dims: [96, 112, 80],
        voxel: [2, 2, 2],
        background: 0,
        noise: 12,
        tissues: [
          t([0, 0, 10], [72, 92, 70], 520), // scalp
          t([0, 0, 10], [67, 87, 65], 90), // skull
          t([0, 0, 10], [63, 83, 61], 260), // CSF
          t([0, 0, 10], [60, 80, 58], 560), // grey matter
          t([0, -2, 12], [50, 68, 46], 820), // white matter
          t([-9, 4, 16], [5, 22, 10], 230), // lateral ventricles
          t([9, 4, 16], [5, 22, 10], 230),
          t([0, -55, -30], [38, 20, 18], 600), // cerebellum
          t(lesion, [6, 6, 6], random.chance(0.5) ? 980 : 380),
        ],
      };
    },
  ],
  [
    /prostate|pelvi/i,
    () => ({
      name: 'T2-weighted prostate MRI',
      dims: [128, 128, 24],
      voxel: [0.625, 0.625, 3.6],
      background: 0,
      noise: 14,
      tissues: [
        t([0, 0, 0], [38, 34, 60], 620), // subcutaneous fat
        t([0, 0, 0], [34, 30, 60], 300), // muscle
        t([0, 12, 26], [16, 14, 14], 1150), // bladder
        t([0, 2, -4], [14, 11, 14], 480), // prostate transition zone
        t([0, -5, -4], [13, 6, 12], 820), // peripheral zone
        t([0, -18, -6], [8, 7, 30], 210), // rectum
        t([-26, -4, 0], [8, 12, 50], 150), // pelvic bones
        t([26, -4, 0], [8, 12, 50], 150),
      ],
    }),
  ],
  [
    /knee/i,
    () => ({
      name: 'proton-density knee MRI',
      dims: [128, 128, 32],
      voxel: [0.7, 0.7, 3],
      background: 0,
      noise: 15,
      tissues: [
        t([0, 0, 0], [42, 40, 60], 900), // fat
        t([0, 0, 0], [38, 36, 60], 320), // muscle
        t([0, 0, 18], [24, 22, 26], 640), // femoral cartilage
        t([0, 0, 18], [22, 20, 25], 780), // femur marrow
        t([0, 0, -22], [24, 22, 22], 640), // tibial cartilage
        t([0, 0, -22], [22, 20, 21], 760), // tibia marrow
        t([0, 22, 4], [10, 4, 10], 700), // patella
        t([0, 0, -1], [20, 18, 2], 420), // joint space
      ],
    }),
  ],
  [
    /lung|chest|thora/i,
    (random) => ({
      name: 'chest CT (Hounsfield units)',
      dims: [128, 128, 80],
      voxel: [2.7, 2.7, 3],
      background: -1000,
      noise: 18,
      tissues: [
        t([0, 0, 0], [160, 115, 130], -90), // subcutaneous fat
        t([0, 0, 0], [150, 105, 130], 40), // chest wall
        t([-65, 5, 10], [60, 78, 110], -850), // lungs
        t([65, 5, 10], [60, 78, 110], -850),
        t([-8, 20, -10], [45, 42, 50], 40), // heart
        t([0, -75, 0], [16, 16, 130], 700), // spine
        t([random.chance(0.5) ? -70 : 70, random.int(-20, 40), random.int(-30, 50)], [5, 5, 5], 20), // nodule
      ],
    }),
  ],
  [
    /abdom|liver|kidney|organ/i,
    () => ({
      name: 'abdominal CT (Hounsfield units)',
      dims: [128, 128, 64],
      voxel: [3, 3, 5],
      background: -1000,
      noise: 15,
      tissues: [
        t([0, 0, 0], [165, 120, 170], -100), // fat
        t([0, 0, 0], [155, 110, 170], 45), // muscle and bowel
        t([-55, 20, 40], [70, 60, 70], 60), // liver
        t([75, 5, 50], [35, 25, 40], 50), // spleen
        t([-50, -35, -10], [22, 16, 38], 150), // kidneys (contrast)
        t([55, -35, -5], [22, 16, 38], 150),
        t([10, -20, 0], [8, 8, 170], 180), // aorta
        t([0, -60, 0], [18, 18, 170], 650), // spine
      ],
    }),
  ],
];

export async function niftiSample(random: Random, title: string): Promise<SampleFile> {
  const protocol = (PROTOCOLS.find(([pattern]) => pattern.test(title)) ?? PROTOCOLS[0]!)[1](random);
  return { fileName: 'sample.nii.gz', contentType: 'application/gzip', bytes: Buffer.from(gzipSync(await niftiFile(protocol, random), { mtime: 0 })) };
}

const NIFTI_HEADER = 348;
const VOX_OFFSET = 352;
const DT_INT16 = 4;

/** Filling the voxels takes a second or two: each slice waits for the next turn of the event loop. */
async function niftiFile(protocol: Protocol, random: Random): Promise<Uint8Array> {
  const [nx, ny, nz] = protocol.dims;
  const [dx, dy, dz] = protocol.voxel;
  const bytes = new Uint8Array(VOX_OFFSET + nx * ny * nz * 2);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, NIFTI_HEADER, true);
  [3, nx, ny, nz, 1, 1, 1, 1].forEach((value, i) => view.setInt16(40 + i * 2, value, true));
  view.setInt16(70, DT_INT16, true);
  view.setInt16(72, 16, true);
  [1, dx, dy, dz, 0, 0, 0, 0].forEach((value, i) => view.setFloat32(76 + i * 4, value, true));
  view.setFloat32(108, VOX_OFFSET, true);
  view.setFloat32(112, 1, true); // scl_slope
  view.setFloat32(116, 0, true); // scl_inter
  bytes[123] = 10 + 8; // xyzt_units: mm and s
  bytes.set(new TextEncoder().encode(`${protocol.name}, ${dx} x ${dy} x ${dz} mm`.slice(0, 79)), 148);
  view.setInt16(252, 1, true); // qform_code: scanner
  view.setInt16(254, 1, true); // sform_code: scanner
  // qform: identity rotation (quaternion b = c = d = 0), offsets the volume's centre at 0.
  const offset = [-((nx - 1) * dx) / 2, -((ny - 1) * dy) / 2, -((nz - 1) * dz) / 2];
  offset.forEach((value, i) => view.setFloat32(268 + i * 4, value, true));
  [
    [dx, 0, 0, offset[0]!],
    [0, dy, 0, offset[1]!],
    [0, 0, dz, offset[2]!],
  ].forEach((row, r) => row.forEach((value, c) => view.setFloat32(280 + r * 16 + c * 4, value, true)));
  bytes.set(new TextEncoder().encode('n+1\0'), 344);

  for (let k = 0; k < nz; k++) {
    await new Promise((resolve) => setImmediate(resolve));
    for (let j = 0; j < ny; j++)
      for (let i = 0; i < nx; i++) {
        const x = offset[0]! + i * dx;
        const y = offset[1]! + j * dy;
        const z = offset[2]! + k * dz;
        let value = protocol.background;
        for (const tissue of protocol.tissues) {
          const [cx, cy, cz] = tissue.center;
          const [rx, ry, rz] = tissue.radii;
          if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 + ((z - cz) / rz) ** 2 <= 1) value = tissue.value;
        }
        const noisy =
          value === protocol.background && protocol.background >= 0 ? Math.abs(random.normal(0, protocol.noise / 3)) : value + random.normal(0, protocol.noise);
        view.setInt16(VOX_OFFSET + ((k * ny + j) * nx + i) * 2, Math.round(noisy), true);
      }
  }
  return bytes;
}
