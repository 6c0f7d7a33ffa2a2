/**
 * A seeded model of a person typing searches: phrases a data buyer would type, keys at uneven
 * intervals (80–600 ms within a word, a typist's own pace drawn per phrase), now and then a longer
 * pause between words, some typos noticed and fixed with Backspace, and Enter now and then (always
 * after a last word of one or two letters, which typing alone never sends). Pure: the same seed
 * gives the same keys and waits, for the bench and the e2e tests alike.
 */
import { mulberry32 } from '@dmd/marketplace/testing';

/** The seed the bench and the e2e tests type with (any seed gives a valid model: this one is their shared sample). */
export const TYPING_SEED = 20_260_301;

/** What data buyers type into the search box: 40 phrases of one to four words. */
export const BUYER_PHRASES: readonly string[] = [
  'multilingual',
  'speech recognition',
  'chest x-ray images',
  'customer churn',
  'medical imaging mri',
  'retail transactions',
  'autonomous driving lidar',
  'satellite imagery',
  'financial fraud detection',
  'sentiment analysis reviews',
  'uk house prices',
  'credit card transactions',
  'weather forecasting',
  'traffic cameras',
  'product images',
  'legal contracts',
  'dermoscopy',
  'call center audio',
  'energy consumption',
  'crop yield',
  'face recognition',
  'handwritten digits',
  'clinical trials',
  'stock market',
  'insurance claims',
  '3d point clouds',
  'named entity recognition',
  'machine translation',
  'supply chain',
  'ecommerce clickstream',
  'air quality sensors',
  'genomics',
  'drone footage',
  'job postings',
  'vitamin d',
  'news articles',
  'voice commands',
  'ocr receipts',
  'gdpr compliant health records',
  'pedestrian detection',
];

/** The model's bounds (ms): people's intervals within a word, the longer pauses between words and before a fix. */
export const HUMAN_TYPING = {
  keyMs: { min: 80, max: 600 },
  /** A typist's median interval, drawn once per phrase. */
  typistMedianMs: { min: 150, max: 380 },
  /** How much one interval varies around the typist's median (log-normal spread). */
  spread: 0.4,
  /** Between words: now and then a pause to think. */
  thinkMs: { min: 700, max: 2_500 },
  thinkChance: 0.25,
  /** A word of four or more letters is mistyped (then fixed) this often. */
  typoChance: 0.15,
  /** Noticing a typo before fixing it. */
  noticeMs: { min: 250, max: 900 },
  backspaceMs: { min: 90, max: 220 },
  /** Enter at the end of a phrase this often (always after a last word of one or two letters). */
  enterChance: 0.25,
  /** The shortest last word typing sends by itself (shared/domain/limits.ts MIN_SEARCH_WORD_LENGTH). */
  minSentWord: 3,
} as const;

export interface TypingEvent {
  /** One character to type, or `Backspace` or `Enter`. */
  key: string;
  /** Wait before this key, after the one before (ms). */
  afterMs: number;
}

export interface TypedPhrase {
  phrase: string;
  words: number;
  events: TypingEvent[];
  /** The phrase ends with Enter. */
  entered: boolean;
}

/** A seeded generator of numbers in [0, 1): the catalog generator's own (mulberry32). */
export const seededRandom = mulberry32;

type Random = () => number;
const between = (random: Random, range: { min: number; max: number }) => Math.round(range.min + random() * (range.max - range.min));

/** A normal draw (Box–Muller). */
function gaussian(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A key's interval around the typist's median, within people's 80–600 ms. */
function keyInterval(random: Random, medianMs: number): number {
  const { min, max } = HUMAN_TYPING.keyMs;
  return Math.round(Math.min(max, Math.max(min, medianMs * Math.exp(HUMAN_TYPING.spread * gaussian(random)))));
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** A letter beside `letter` on the keyboard (the usual slip), or another letter for a key off the rows. */
function neighbour(random: Random, letter: string): string {
  for (const row of KEYBOARD_ROWS) {
    const at = row.indexOf(letter);
    if (at < 0) continue;
    const options = [row[at - 1], row[at + 1]].filter((key): key is string => key !== undefined);
    return options[Math.floor(random() * options.length)] ?? letter;
  }
  return 'e';
}

/** The keys and waits of one phrase typed by one typist. */
export function typePhrase(phrase: string, random: Random): TypedPhrase {
  const median = between(random, HUMAN_TYPING.typistMedianMs);
  const events: TypingEvent[] = [];
  const press = (key: string, afterMs: number) => events.push({ key, afterMs });
  const words = phrase.split(' ');
  words.forEach((word, index) => {
    if (index > 0) press(' ', keyInterval(random, median));
    const thinking = index > 0 && random() < HUMAN_TYPING.thinkChance;
    const letters = [...word];
    // A slip at a letter past the first; noticed after 0–2 more letters.
    const typoAt = letters.length >= 4 && random() < HUMAN_TYPING.typoChance ? 1 + Math.floor(random() * (letters.length - 2)) : -1;
    letters.forEach((letter, at) => {
      const wait = at === 0 && thinking ? between(random, HUMAN_TYPING.thinkMs) : at === 0 && index === 0 ? 0 : keyInterval(random, median);
      if (at !== typoAt) {
        press(letter, wait);
        return;
      }
      press(neighbour(random, letter), wait);
      const onwards = letters.slice(at + 1, at + 1 + Math.floor(random() * 3));
      for (const more of onwards) press(more, keyInterval(random, median));
      for (let erase = 0; erase <= onwards.length; erase += 1)
        press('Backspace', erase === 0 ? between(random, HUMAN_TYPING.noticeMs) : between(random, HUMAN_TYPING.backspaceMs));
      press(letter, keyInterval(random, median));
    });
  });
  const last = words.at(-1) ?? '';
  const entered = [...last].length < HUMAN_TYPING.minSentWord || random() < HUMAN_TYPING.enterChance;
  if (entered) press('Enter', between(random, HUMAN_TYPING.noticeMs));
  return { phrase, words: words.length, events, entered };
}

/** The phrases typed in turn, each by a typist of its own pace; `count` of them (the 40 by default, cycling past them). */
export function humanTyping(seed: number, count: number = BUYER_PHRASES.length): TypedPhrase[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => typePhrase(BUYER_PHRASES[index % BUYER_PHRASES.length] ?? '', random));
}

/** The text in the box after the events (what a search box holds once they are typed). */
export function replay(events: readonly TypingEvent[]): string {
  let text = '';
  for (const { key } of events) {
    if (key === 'Backspace') text = text.slice(0, -1);
    else if (key !== 'Enter') text += key;
  }
  return text;
}
