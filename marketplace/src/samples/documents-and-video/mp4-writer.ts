/**
 * An MP4 (ISO base media) file of one video track of JPEG frames: Motion JPEG, stored as an
 * `mp4v` sample entry whose decoder config names JPEG (object type 0x6C), as ffmpeg writes it.
 * Every frame is a key frame and a complete JPEG, so a reader can draw any of them alone. The
 * index (moov) comes before the frames (mdat), as a streamed file has it.
 */

export interface Mp4Video {
  width: number;
  height: number;
  framesPerSecond: number;
  /** Each frame's JPEG bytes. */
  frames: readonly Buffer[];
  created: Date;
}

/** Seconds from 1904-01-01, MP4's epoch, to 1970-01-01. */
const EPOCH_1904 = 2_082_844_800;
/** Ticks a second in the track's own timescale. */
const TIMESCALE = 90_000;
const MOVIE_TIMESCALE = 1000;

const u8 = (value: number) => Buffer.from([value & 0xff]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) => box(type, u32((version << 24) | flags), ...parts);
const zeros = (length: number) => Buffer.alloc(length);
/** The identity transform (16.16 and 2.30 fixed point). */
const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

/** An MPEG-4 descriptor: its tag and a one-byte length (every one here is under 128 bytes). */
const descriptor = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u8(tag), u8(body.length), body]);
};

export function mp4File(video: Mp4Video): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2mp41'));
  const mdatBody = Buffer.concat(video.frames);
  const first = moov(video, 0);
  const moovBox = moov(video, ftyp.length + first.length + 8);
  return Buffer.concat([ftyp, moovBox, u32(mdatBody.length + 8), Buffer.from('mdat'), mdatBody]);
}

function moov(video: Mp4Video, dataOffset: number): Buffer {
  const when = Math.floor(video.created.getTime() / 1000) + EPOCH_1904;
  const count = video.frames.length;
  const delta = TIMESCALE / video.framesPerSecond;
  const movieDuration = Math.round((count * MOVIE_TIMESCALE) / video.framesPerSecond);
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(when),
    u32(when),
    u32(MOVIE_TIMESCALE),
    u32(movieDuration),
    u32(0x00010000),
    u16(0x0100),
    zeros(10),
    MATRIX,
    zeros(24),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(when),
    u32(when),
    u32(1),
    zeros(4),
    u32(movieDuration),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    zeros(2),
    MATRIX,
    u32(video.width * 0x10000),
    u32(video.height * 0x10000),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(when), u32(when), u32(TIMESCALE), u32(count * delta), u16(0x55c4), u16(0));
  const hdlr = fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide'), zeros(12), Buffer.from('VideoHandler\0'));
  const largest = Math.max(...video.frames.map((frame) => frame.length));
  const bitrate = Math.round((Buffer.concat(video.frames).length * 8 * video.framesPerSecond) / Math.max(1, count));
  const esds = fullBox(
    'esds',
    0,
    0,
    descriptor(
      0x03,
      u16(1),
      u8(0),
      descriptor(0x04, u8(0x6c), u8((0x04 << 2) | 1), Buffer.from([largest >> 16, (largest >> 8) & 0xff, largest & 0xff]), u32(bitrate), u32(bitrate)),
      descriptor(0x06, u8(0x02)),
    ),
  );
  const compressor = Buffer.alloc(32);
  compressor.write('\x0cMotion JPEG', 'latin1');
  const mp4v = box(
    'mp4v',
    zeros(6),
    u16(1),
    zeros(16),
    u16(video.width),
    u16(video.height),
    u32(0x00480000),
    u32(0x00480000),
    zeros(4),
    u16(1),
    compressor,
    u16(0x0018),
    u16(0xffff),
    esds,
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), mp4v),
    fullBox('stts', 0, 0, u32(1), u32(count), u32(delta)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(count), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(count), ...video.frames.map((frame) => u32(frame.length))),
    fullBox('stco', 0, 0, u32(1), u32(dataOffset)),
  );
  const minf = box('minf', fullBox('vmhd', 0, 1, zeros(8)), box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))), stbl);
  return box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
}
