import type { DecodedFile } from './view-model-3d';

/** A KITTI LiDAR scan: bytes with no signature of their own (float32 quadruples), known by KITTI's folder name. */
export const isKittiScan = (file: Pick<DecodedFile, 'path' | 'kind'>) => file.kind === 'binary' && /(^|\/)velodyne\/[^/]+\.bin$/i.test(file.path);
