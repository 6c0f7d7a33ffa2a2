/** A plain-text sample: one document per line, composed from phrases of the theme. */
import type { Random } from '../catalog/prng';
import type { SampleFile } from './sample-file';
import type { SampleTheme } from './sample-plan';

export const TEXT_SAMPLE_LINES = 300;

const OPENINGS = [
  'The customer wrote that',
  'According to the report,',
  'In the latest update,',
  'A reviewer noted that',
  'The agent replied that',
  'Our records show that',
];
const SUBJECTS = ['the order', 'the delivery', 'the new model', 'the service', 'the invoice', 'the firmware update', 'the subscription'];
const OUTCOMES = [
  'arrived two days late.',
  'works better than expected.',
  'was refunded in full.',
  'needs a second review.',
  'solved the problem.',
  'was cancelled by mistake.',
  'is out of stock until March.',
];

export function textSample(random: Random, _theme: SampleTheme): SampleFile {
  const lines: string[] = [];
  for (let i = 0; i < TEXT_SAMPLE_LINES; i++) lines.push(`${random.pick(OPENINGS)} ${random.pick(SUBJECTS)} ${random.pick(OUTCOMES)}`);
  return { fileName: 'sample.txt', contentType: 'text/plain; charset=utf-8', bytes: Buffer.from(`${lines.join('\n')}\n`) };
}
