/**
 * Audio clips: duration, sample rate, channels and bit depth from the file's own header (WAV's
 * fmt chunk, FLAC's STREAMINFO, the first MPEG frame), and for PCM WAV the waveform's peaks.
 * Other encodings are decoded for the waveform by the browser when played (audio-view.tsx).
 */
import type { AudioClip } from './view-model';

/** Points across a waveform. */
export const WAVEFORM_POINTS = 160;

/** What the header (and for PCM the samples) say of a clip. */
type AudioFacts = Omit<AudioClip, 'path' | 'transcript' | 'bytes'>;

function audioFacts(kind: string, bytes: Uint8Array): AudioFacts {
  if (kind === 'wav') return wavFacts(bytes);
  if (kind === 'flac') return flacFacts(bytes);
  if (kind === 'mp3') return mp3Facts(bytes);
  return { format: kind.toUpperCase(), durationSeconds: null, sampleRate: null, channels: null, bitsPerSample: null, peaks: null };
}

function wavFacts(bytes: Uint8Array): AudioFacts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const facts: AudioFacts = { format: 'WAV', durationSeconds: null, sampleRate: null, channels: null, bitsPerSample: null, peaks: null };
  let encoding = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      encoding = view.getUint16(body, true);
      facts.channels = view.getUint16(body + 2, true);
      facts.sampleRate = view.getUint32(body + 4, true);
      facts.bitsPerSample = view.getUint16(body + 14, true);
    } else if (id === 'data' && facts.sampleRate && facts.channels && facts.bitsPerSample) {
      const available = Math.min(size, bytes.length - body);
      const frameBytes = facts.channels * (facts.bitsPerSample / 8);
      facts.durationSeconds = size / frameBytes / facts.sampleRate;
      // 1 = integer PCM, 3 = IEEE float, 0xFFFE = extensible (taken as PCM by its bit depth).
      if (encoding === 1 || encoding === 3 || encoding === 0xfffe)
        facts.peaks = pcmPeaks(view, body, available, facts.bitsPerSample, facts.channels, encoding === 3);
      break;
    }
    at = body + size + (size % 2);
  }
  return facts;
}

function pcmPeaks(view: DataView, start: number, length: number, bits: number, channels: number, float: boolean): number[] | null {
  const bytesPerSample = bits / 8;
  const frames = Math.floor(length / (bytesPerSample * channels));
  if (frames === 0 || ![8, 16, 24, 32].includes(bits)) return null;
  const read = (offset: number): number => {
    if (float && bits === 32) return view.getFloat32(offset, true);
    if (bits === 8) return (view.getUint8(offset) - 128) / 128;
    if (bits === 16) return view.getInt16(offset, true) / 32768;
    if (bits === 24) return (view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16)) / 8388608;
    return view.getInt32(offset, true) / 2147483648;
  };
  const peaks = new Array<number>(WAVEFORM_POINTS).fill(0);
  const perPoint = frames / WAVEFORM_POINTS;
  for (let frame = 0; frame < frames; frame++) {
    const point = Math.min(WAVEFORM_POINTS - 1, Math.floor(frame / perPoint));
    const amplitude = Math.abs(read(start + frame * bytesPerSample * channels));
    if (amplitude > (peaks[point] as number)) peaks[point] = Math.min(1, amplitude);
  }
  return peaks;
}

function flacFacts(bytes: Uint8Array): AudioFacts {
  const facts: AudioFacts = { format: 'FLAC', durationSeconds: null, sampleRate: null, channels: null, bitsPerSample: null, peaks: null };
  // "fLaC", then the STREAMINFO block: 4-byte header, 10 bytes of block and frame sizes, then the packed fields.
  if (bytes.length < 8 + 4 + 18) return facts;
  const at = 8 + 10;
  const b = (i: number) => bytes[at + i] as number;
  const sampleRate = (b(0) << 12) | (b(1) << 4) | (b(2) >> 4);
  const channels = ((b(2) >> 1) & 0x07) + 1;
  const bits = (((b(2) & 0x01) << 4) | (b(3) >> 4)) + 1;
  const totalSamples = (b(3) & 0x0f) * 2 ** 32 + ((b(4) << 24) >>> 0) + (b(5) << 16) + (b(6) << 8) + b(7);
  if (sampleRate > 0) {
    facts.sampleRate = sampleRate;
    facts.channels = channels;
    facts.bitsPerSample = bits;
    facts.durationSeconds = totalSamples > 0 ? totalSamples / sampleRate : null;
  }
  return facts;
}

const MPEG1_RATES = [44100, 48000, 32000];
const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/** The first MPEG audio frame's rate and channels; the duration from its bit rate (exact for constant bit rates). */
function mp3Facts(bytes: Uint8Array): AudioFacts {
  const facts: AudioFacts = { format: 'MP3', durationSeconds: null, sampleRate: null, channels: null, bitsPerSample: null, peaks: null };
  let at = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33 && bytes.length > 10) {
    at = 10 + (((bytes[6] as number) << 21) | ((bytes[7] as number) << 14) | ((bytes[8] as number) << 7) | (bytes[9] as number));
  }
  for (; at + 4 <= bytes.length; at++) {
    if (bytes[at] !== 0xff || ((bytes[at + 1] as number) & 0xe0) !== 0xe0) continue;
    const version = ((bytes[at + 1] as number) >> 3) & 0x03;
    const layer = ((bytes[at + 1] as number) >> 1) & 0x03;
    const bitrateIndex = (bytes[at + 2] as number) >> 4;
    const rateIndex = ((bytes[at + 2] as number) >> 2) & 0x03;
    if (version === 1 || layer !== 1 || rateIndex === 3 || bitrateIndex === 0 || bitrateIndex === 15) continue;
    const divisor = version === 3 ? 1 : version === 2 ? 2 : 4;
    facts.sampleRate = (MPEG1_RATES[rateIndex] as number) / divisor;
    facts.channels = (bytes[at + 3] as number) >> 6 === 3 ? 1 : 2;
    const kbps = (version === 3 ? MPEG1_L3_KBPS : MPEG2_L3_KBPS)[bitrateIndex] as number;
    facts.durationSeconds = ((bytes.length - at) * 8) / (kbps * 1000);
    return facts;
  }
  return facts;
}

/** Transcripts from a CSV beside the clips with a file and a transcript (or text) column. */
export function transcriptsOf(rows: ReadonlyArray<Record<string, unknown>>): Map<string, string> {
  const found = new Map<string, string>();
  for (const row of rows) {
    const file = row.file ?? row.path ?? row.audio ?? row.audio_path;
    const text = row.transcript ?? row.text ?? row.sentence;
    if (typeof file === 'string' && typeof text === 'string') found.set(file.split('/').pop() ?? file, text);
  }
  return found;
}

export function audioClip(path: string, kind: string, bytes: Uint8Array, transcript: string | null): AudioClip {
  const copy = bytes.slice().buffer;
  return { path, ...audioFacts(kind, bytes), transcript, bytes: copy };
}
