/** What the preview's worker makes of a ROS bag or a PX4 ULog: plain data for the screen to draw. */

export interface FieldValue {
  field: string;
  value: string;
}

export interface DecodedMessage {
  /** Milliseconds since the Unix epoch (a bag), or since boot (a ULog). */
  ms: number;
  fields: FieldValue[];
  /** Fields left out to keep the view short. */
  moreFields: number;
}

export interface BagTopic {
  topic: string;
  type: string;
  messages: number;
  firstMs: number | null;
  lastMs: number | null;
  /** Messages a second over the topic's own first to last message; null with fewer than two. */
  hz: number | null;
  /** The first messages, decoded from the definition the bag carries. */
  first: DecodedMessage[];
  /** Why the first messages could not be read, when so. */
  problem: string | null;
}

export interface BagView {
  view: 'bag';
  path: string;
  /** "ROS 1 bag, format 2.0". */
  format: string;
  topics: BagTopic[];
  messageCount: number;
  firstMs: number | null;
  lastMs: number | null;
  chunks: number;
  /** Chunks compressed with bz2 or lz4: not read; their messages are counted from the bag's index. */
  compressedChunks: number;
  /** The first frame of the first image topic, as RGBA; null when none is drawn (`imageNote` says why). */
  image: { topic: string; encoding: string; width: number; height: number; rgba: ArrayBuffer } | null;
  imageNote: string | null;
  problems: string[];
}

export interface UlogTopic {
  name: string;
  multiId: number;
  messages: number;
  firstUs: number | null;
  lastUs: number | null;
  hz: number | null;
  /** The format's fields, as "float[3] gyro_rad". */
  fields: string[];
  first: FieldValue[];
}

interface UlogLogLine {
  us: number;
  level: string;
  text: string;
}

export interface UlogView {
  view: 'ulog';
  path: string;
  version: number;
  /** Microseconds since boot: the log's start (its header) and its last timestamp. */
  startUs: number;
  lastUs: number | null;
  info: FieldValue[];
  parameters: FieldValue[];
  formatCount: number;
  topics: UlogTopic[];
  /** The first logged text messages, at most MAX_ULOG_LOGS; `logCount` is all of them. */
  logs: UlogLogLine[];
  logCount: number;
  dropouts: { count: number; ms: number };
  problems: string[];
}
