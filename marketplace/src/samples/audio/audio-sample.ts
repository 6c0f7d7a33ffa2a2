/**
 * An audio sample: a zip of short WAV clips and a metadata.csv (file, duration, speaker,
 * language, transcript). The clips are synthetic: syllable-like bursts of a few harmonics with a
 * pitch contour, and a little noise; no recording is pretended. The transcripts are in the
 * dataset's listed languages, in turn (spoken-phrases.ts); sounds that are not speech (birdsong,
 * music) have none. Datasets shipped as FLAC or MP3 get WAV clips too (the marketplace writes no
 * lossy or FLAC audio), and metadata.csv says so.
 */
import Papa from 'papaparse';
import { zipSync, type Zippable } from 'fflate';
import type { Random } from '../../catalog/prng';
import { text, ZIP_TIME } from '../images/image-sample';
import type { SampleFile } from '../sample-file';
import { pad, round } from '../sample-random';
import { SPOKEN_LANGUAGES, SPOKEN_PHRASES } from './spoken-phrases';
import { wavFile } from './wav-file';

const AUDIO_SAMPLE_CLIPS = 6;
const AUDIO_SAMPLE_RATE = 16_000;

/** `languages`: the listed languages the clips speak, in turn; none for sounds that are not speech. */
export function audioSample(random: Random, datasetFormat: string, languages: readonly string[]): SampleFile {
  const spoken = languages.filter((language) => SPOKEN_LANGUAGES.includes(language));
  const speech = languages.length > 0;
  const files: Zippable = {};
  const rows: string[][] = [];
  for (let i = 1; i <= AUDIO_SAMPLE_CLIPS; i++) {
    const seconds = round(1.5 + random.float() * 2.5, 2);
    const language = spoken.length > 0 ? (spoken[(i - 1) % spoken.length] as string) : 'en';
    const transcript = random.pick(SPOKEN_PHRASES[language] as readonly string[]);
    const path = `clips/clip_${pad(i, 4)}.wav`;
    files[path] = wavFile(speechLike(random, seconds, speech ? Math.max(2, Math.round(transcript.length / 6)) : random.int(3, 8)), AUDIO_SAMPLE_RATE);
    const encoding = datasetFormat.toLowerCase() === 'wav' ? 'wav' : `wav (the dataset ships ${datasetFormat.toLowerCase()})`;
    rows.push(speech ? [path, seconds.toFixed(2), `spk-${pad(random.int(1, 40), 3)}`, language, transcript, encoding] : [path, seconds.toFixed(2), encoding]);
  }
  const fields = speech ? ['file', 'duration_s', 'speaker_id', 'language', 'transcript', 'encoding'] : ['file', 'duration_s', 'encoding'];
  files['metadata.csv'] = text(`${Papa.unparse({ fields, data: rows }, { newline: '\n' })}\n`);
  return { fileName: 'sample.zip', contentType: 'application/zip', bytes: Buffer.from(zipSync(files, { level: 6, mtime: ZIP_TIME })) };
}

function speechLike(random: Random, seconds: number, syllables: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * AUDIO_SAMPLE_RATE));
  const pitch = 110 + random.float() * 120;
  const bursts = Math.max(2, syllables * 2);
  const start = 0.15 * samples.length;
  const span = 0.75 * samples.length;
  for (let b = 0; b < bursts; b++) {
    const at = Math.floor(start + (b / bursts) * span);
    const length = Math.floor((span / bursts) * (0.55 + random.float() * 0.35));
    const formant = 2 + random.int(0, 3);
    const amplitude = 0.25 + random.float() * 0.35;
    for (let i = 0; i < length && at + i < samples.length; i++) {
      const t = i / AUDIO_SAMPLE_RATE;
      const envelope = Math.sin((Math.PI * i) / length);
      const f0 = pitch * (1 + 0.08 * Math.sin((2 * Math.PI * i) / length));
      const voice = Math.sin(2 * Math.PI * f0 * t) + 0.5 * Math.sin(2 * Math.PI * f0 * formant * t) + 0.25 * Math.sin(2 * Math.PI * f0 * (formant + 2) * t);
      samples[at + i] = amplitude * envelope * voice * 0.55;
    }
  }
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) + (random.float() - 0.5) * 0.01;
  return samples;
}
