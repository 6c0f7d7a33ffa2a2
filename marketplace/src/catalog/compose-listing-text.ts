import type { DataKind } from './category-vocabularies';
import type { Random } from './prng';
import { capitalise, compactCount, formatBytes, groupThousands, inSentence, listPhrase, monthYear, titleCase } from './text-format';

/** What a listing's wording is composed from; everything is already drawn. */
export interface ListingFacts {
  kind: DataKind;
  subject: string;
  modifier: string;
  annotations: readonly string[];
  annotator: string;
  sensor: string;
  useCases: readonly string[];
  place: string;
  format: string;
  itemCount: number;
  sizeBytes: number;
  version: string;
  collectedFrom: Date;
  collectedTo: Date;
  collectionMethod: string;
  hipaa: boolean;
  gdpr: boolean;
  consentDocumented: boolean;
  auditAgreement: number;
}

export function composeTitle(random: Random, facts: ListingFacts): string {
  const { subject, modifier, place, sensor } = facts;
  const annotation = titleCase(facts.annotations[0] ?? 'labels');
  const [, unitPlural] = facts.kind.unit;
  switch (random.int(0, 6)) {
    case 0:
      return `${modifier} ${subject} with ${annotation}`;
    case 1:
      return `${subject} ${fromPlace(place)}`;
    case 2:
      return `${place} ${subject}: ${annotation}`;
    case 3:
      return `${sensor} ${subject} (${compactCount(facts.itemCount)} ${titleCase(unitPlural)})`;
    case 4:
      return `${modifier} ${subject} for ${titleCase(facts.useCases[0] ?? 'training')}`;
    case 5:
      return `${subject} ${facts.collectedTo.getUTCFullYear()}: ${modifier} ${annotation}`;
    default:
      return `${modifier} ${subject} ${fromPlace(place)}`;
  }
}

export function composeDescription(random: Random, facts: ListingFacts): string {
  const [unitSingular, unitPlural] = facts.kind.unit;
  const subject = inSentence(facts.subject);
  const sentences: string[] = [];
  const capture = random.chance(0.5)
    ? `captured with ${facts.sensor.startsWith('A') || facts.sensor.startsWith('E') || facts.sensor.startsWith('I') ? 'an' : 'a'} ${facts.sensor}`
    : `collected through ${facts.collectionMethod}`;
  sentences.push(
    `${capitalise(subject)}: ${groupThousands(facts.itemCount)} ${unitPlural} ${capture} ${inPlace(facts.place)} between ${monthYear(facts.collectedFrom)} and ${monthYear(facts.collectedTo)}.`,
  );
  sentences.push(
    `${capitalise(random.pick(ANNOTATION_LEADS))} ${unitSingular} ${random.pick(ANNOTATION_VERBS)} ${listPhrase(facts.annotations)} by ${facts.annotator}.`,
  );
  sentences.push(`${capitalise(inSentence(facts.modifier))} and ${random.pick(FITNESS_PHRASES)} ${listPhrase(facts.useCases)}.`);
  if (random.chance(0.6)) {
    const share = random.int(2, 10);
    const agreement = facts.auditAgreement.toFixed(2);
    sentences.push(random.pick(AUDIT_SENTENCES).replace('{share}', String(share)).replace('{agreement}', agreement));
  }
  if (facts.hipaa) sentences.push('Protected health information was removed under the HIPAA Safe Harbor method.');
  if (facts.gdpr) {
    sentences.push(facts.consentDocumented ? 'Collected with documented consent and processed in line with the GDPR.' : 'Processed in line with the GDPR.');
  }
  sentences.push(
    `${random.pick(DELIVERY_VERBS)} ${facts.format} (${formatBytes(facts.sizeBytes)}) with ${random.pick(SPLIT_PHRASES)}, version ${facts.version}.`,
  );
  return sentences.join(' ');
}

const WITH_ARTICLE = new Set(['United States', 'United Kingdom', 'United Arab Emirates', 'Netherlands']);

function fromPlace(place: string): string {
  if (place === 'Worldwide') return 'from 40+ Countries';
  return WITH_ARTICLE.has(place) ? `from the ${place}` : `from ${place}`;
}

function inPlace(place: string): string {
  if (place === 'Worldwide') return 'in more than 40 countries';
  if (place === 'Europe') return 'across Europe';
  return WITH_ARTICLE.has(place) ? `in the ${place}` : `in ${place}`;
}

// Several wordings of each recurring sentence, so that no filler word sits in every listing.
const ANNOTATION_LEADS = ['each', 'every'];
const ANNOTATION_VERBS = ['is annotated with', 'is labelled with', 'comes with', 'carries', 'is tagged with'];
const FITNESS_PHRASES = ['ready for', 'suited to', 'built for', 'intended for', 'a good fit for'];
const AUDIT_SENTENCES = [
  'A {share}% audit sample reached {agreement} inter-annotator agreement.',
  'Double annotation of {share}% of the items gave a kappa of {agreement}.',
  'Quality review re-checked {share}% of the labels (agreement {agreement}).',
  'Spot checks on {share}% of the data found {agreement} label agreement.',
];
const DELIVERY_VERBS = ['Delivered as', 'Shipped as', 'Packaged as', 'Available as'];

const SPLIT_PHRASES = [
  'train/validation/test splits',
  'a datasheet and label schema',
  'stratified splits and a data card',
  'a README, label map and checksums',
  'per-split manifests',
];
