/**
 * An MP4 (or QuickTime) file: its tracks read by mp4box.js (codec, size, duration, frame rate)
 * and the first frames of its video track drawn. Motion JPEG frames are whole JPEGs, decoded
 * with createImageBitmap; other codecs go to WebCodecs when the worker has it and it says it can
 * decode them, else the view says the frames are not drawn and why. A chunk of the worker's own.
 */
import { createFile, DataStream, Endianness, MP4BoxBuffer, type Movie, type Track } from 'mp4box';
import type { DrawnImage, VideoTrackFacts, VideoView } from './document-video-model';
import { imageSize } from '../image-size';

export const MAX_VIDEO_FRAMES = 4;
/** A frame is drawn at most this wide (the view is a strip of thumbnails). */
const DRAWN_WIDTH = 320;
/** Frames larger than this (per side) are described, not decoded. */
export const MAX_FRAME_SIDE = 4096;

const CODEC_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^mp4v\.6c|^jpeg|^mjp[ab]/i, 'Motion JPEG'],
  [/^avc[13]/i, 'H.264 / AVC'],
  [/^(hev1|hvc1)/i, 'H.265 / HEVC'],
  [/^vp0?8/i, 'VP8'],
  [/^vp09/i, 'VP9'],
  [/^av01/i, 'AV1'],
  [/^mp4v/i, 'MPEG-4 Part 2 video'],
  [/^mp4a/i, 'AAC audio'],
  [/^opus/i, 'Opus audio'],
];

const codecName = (codec: string) => CODEC_NAMES.find(([pattern]) => pattern.test(codec))?.[1] ?? `${codec} (not known to the app)`;
const isMotionJpeg = (codec: string) => /^mp4v\.6c|^jpeg|^mjp[ab]/i.test(codec);

export async function parseVideo(path: string, bytes: Uint8Array): Promise<VideoView> {
  const file = createFile(true);
  let movie: Movie | null = null;
  let failure: string | null = null;
  file.onReady = (info) => (movie = info);
  file.onError = (_module, message) => (failure ??= message);
  const buffer = MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, 0);
  try {
    file.appendBuffer(buffer, true);
    file.flush();
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  const info = movie as Movie | null;
  if (info === null || info.tracks.length === 0) {
    throw new Error(
      `${path.split('/').pop()} is not an MP4 the app can read: ${failure ?? (info === null ? 'it has no movie header (moov), or the file is cut before it ends' : 'it holds no tracks')}.`,
    );
  }
  const tracks = info.tracks.map((track) => trackFacts(track, codecOf(file, track)));
  const video = info.videoTracks[0];
  const view: VideoView = {
    view: 'video',
    path,
    brands: [...new Set(info.brands.filter((brand) => /^[\x20-\x7e]{4}$/.test(brand)))],
    durationSeconds: info.timescale > 0 && info.duration > 0 ? info.duration / info.timescale : null,
    tracks,
    frames: [],
    frameNote: null,
  };
  if (video === undefined) return { ...view, frameNote: 'The file has no video track, so no frames are drawn.' };
  const facts = tracks.find((track) => track.id === video.id) as VideoTrackFacts;
  if ((facts.width ?? 0) > MAX_FRAME_SIDE || (facts.height ?? 0) > MAX_FRAME_SIDE) {
    return {
      ...view,
      frameNote: `The frames are ${facts.width} × ${facts.height} pixels, more than the ${MAX_FRAME_SIDE} a side the app draws: described, not drawn.`,
    };
  }
  const samples = firstSamples(file, video);
  if (samples.length === 0) return { ...view, frameNote: 'The video track’s frames are not in the file (it is cut, or its sample table points past its end).' };
  if (isMotionJpeg(facts.codec)) return { ...view, ...(await jpegFrames(samples)) };
  return { ...view, ...(await webCodecFrames(video, facts, samples, file)) };
}

/** mp4box names an `mp4v` entry without its object type: JPEG (0x6C) and MPEG-4 video (0x20) are told apart by the esds's. */
function codecOf(file: ReturnType<typeof createFile>, track: Track): string {
  if (track.codec !== 'mp4v' && track.codec !== 'mp4a') return track.codec;
  const entry = file.getTrackById(track.id)?.mdia?.minf?.stbl?.stsd?.entries?.[0] as { esds?: { esd?: { descs?: Array<{ oti?: number }> } } } | undefined;
  const oti = entry?.esds?.esd?.descs?.[0]?.oti;
  return typeof oti === 'number' ? `${track.codec}.${oti.toString(16)}` : track.codec;
}

function trackFacts(track: Track, codec: string): VideoTrackFacts {
  const duration = track.timescale > 0 && track.duration > 0 ? track.duration / track.timescale : null;
  const width = track.video?.width ?? (track.track_width || null);
  const height = track.video?.height ?? (track.track_height || null);
  return {
    id: track.id,
    type: track.type ?? 'other',
    codec,
    codecName: codecName(codec),
    width: width || null,
    height: height || null,
    durationSeconds: duration,
    frameCount: track.nb_samples,
    framesPerSecond: duration !== null && track.type === 'video' ? Math.round((track.nb_samples / duration) * 100) / 100 : null,
    bitrate: Number.isFinite(track.bitrate) && track.bitrate > 0 ? Math.round(track.bitrate) : null,
  };
}

interface FrameBytes {
  timeSeconds: number;
  data: Uint8Array<ArrayBuffer>;
  sync: boolean;
}

function firstSamples(file: ReturnType<typeof createFile>, track: Track): FrameBytes[] {
  const trak = file.getTrackById(track.id);
  const frames: FrameBytes[] = [];
  for (let index = 0; index < Math.min(track.nb_samples, MAX_VIDEO_FRAMES); index++) {
    let sample;
    try {
      sample = file.getSample(trak, index);
    } catch {
      break;
    }
    if (!sample?.data || sample.data.length < sample.size) break;
    frames.push({ timeSeconds: sample.cts / sample.timescale, data: sample.data, sync: sample.is_sync });
  }
  return frames;
}

async function jpegFrames(samples: readonly FrameBytes[]): Promise<Pick<VideoView, 'frames' | 'frameNote'>> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') {
    return { frames: [], frameNote: 'This reader cannot decode images (no createImageBitmap), so no frames are drawn.' };
  }
  const frames: VideoView['frames'] = [];
  for (const sample of samples) {
    const size = imageSize(sample.data);
    if (size === null) return { frames, frameNote: `Frame ${frames.length + 1} is not a JPEG: the frames after it are not drawn.` };
    if (size.width > MAX_FRAME_SIDE || size.height > MAX_FRAME_SIDE) {
      return { frames, frameNote: `Frame ${frames.length + 1} says it is ${size.width} × ${size.height} pixels, more than the app draws.` };
    }
    try {
      const bitmap = await createImageBitmap(new Blob([sample.data], { type: 'image/jpeg' }));
      frames.push({ timeSeconds: sample.timeSeconds, image: drawn(bitmap, bitmap.width, bitmap.height) });
      bitmap.close();
    } catch {
      return { frames, frameNote: `Frame ${frames.length + 1} could not be decoded (a broken JPEG): the frames after it are not drawn.` };
    }
  }
  return { frames, frameNote: null };
}

/** H.264, HEVC, VP9, AV1: through WebCodecs, when the worker has it and it accepts the codec. */
async function webCodecFrames(
  track: Track,
  facts: VideoTrackFacts,
  samples: readonly FrameBytes[],
  file: ReturnType<typeof createFile>,
): Promise<Pick<VideoView, 'frames' | 'frameNote'>> {
  const unsupported = `The app cannot draw ${facts.codecName} frames here (${track.codec}): the track’s facts above are read from the file.`;
  if (typeof VideoDecoder === 'undefined' || typeof OffscreenCanvas === 'undefined') return { frames: [], frameNote: unsupported };
  const config: VideoDecoderConfig = {
    codec: track.codec,
    codedWidth: facts.width ?? undefined,
    codedHeight: facts.height ?? undefined,
    description: decoderDescription(file, track.id) ?? undefined,
  };
  const support = await VideoDecoder.isConfigSupported(config).catch(() => ({ supported: false }));
  if (!support.supported) return { frames: [], frameNote: unsupported };
  const frames: VideoView['frames'] = [];
  let broken = false;
  const decoder = new VideoDecoder({
    output: (frame) => {
      if (frames.length < MAX_VIDEO_FRAMES) frames.push({ timeSeconds: frame.timestamp / 1e6, image: drawn(frame, frame.displayWidth, frame.displayHeight) });
      frame.close();
    },
    error: () => (broken = true),
  });
  try {
    decoder.configure(config);
    for (const sample of samples) {
      decoder.decode(new EncodedVideoChunk({ type: sample.sync ? 'key' : 'delta', timestamp: Math.round(sample.timeSeconds * 1e6), data: sample.data }));
    }
    await decoder.flush();
  } catch {
    broken = true;
  } finally {
    if (decoder.state !== 'closed') decoder.close();
  }
  return { frames, frameNote: broken ? `The ${facts.codecName} frames could not be decoded: the file’s frames are broken or cut.` : null };
}

/** The codec's configuration box (avcC, hvcC, vpcC, av1C) without its header, as WebCodecs wants it. */
function decoderDescription(file: ReturnType<typeof createFile>, id: number): Uint8Array | null {
  const entry = file.getTrackById(id)?.mdia?.minf?.stbl?.stsd?.entries?.[0] as unknown as Record<string, { write?: unknown } | undefined> | undefined;
  const box = entry?.avcC ?? entry?.hvcC ?? entry?.vpcC ?? entry?.av1C;
  if (box === undefined || typeof box.write !== 'function') return null;
  const bytes = boxBytes(box as { write(stream: DataStream): void });
  return bytes === null ? null : bytes.subarray(8);
}

function boxBytes(box: { write(stream: DataStream): void }): Uint8Array | null {
  try {
    const stream = new DataStream(undefined, 0, Endianness.BIG_ENDIAN);
    box.write(stream);
    return new Uint8Array(stream.buffer, 0, stream.getPosition());
  } catch {
    return null;
  }
}

/** A bitmap or frame scaled to at most DRAWN_WIDTH wide, as RGBA. */
function drawn(source: CanvasImageSource, width: number, height: number): DrawnImage {
  const scale = Math.min(1, DRAWN_WIDTH / width);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = new OffscreenCanvas(w, h);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(source, 0, 0, w, h);
  return { width: w, height: h, rgba: context.getImageData(0, 0, w, h).data.buffer as ArrayBuffer };
}
