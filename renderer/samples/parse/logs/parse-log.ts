/** A ROS bag or a PX4 ULog: a chunk of its own, loaded only for those files. */
import type { ParsedSample } from '../view-model';
import { parseRosbag } from './parse-rosbag';
import { parseUlog } from './parse-ulog';

export function parseLog(path: string, kind: 'rosbag' | 'ulog', bytes: Uint8Array): ParsedSample {
  if (kind === 'ulog') return { view: parseUlog(path, bytes), transfer: [] };
  const view = parseRosbag(path, bytes);
  return { view, transfer: view.image ? [view.image.rgba] : [] };
}
