/**
 * Reads a compatibility answer of any reasonable shape. A verdict is read from a verdict word,
 * from a yes/no (`compatible: false`), or from a status field only when it holds a verdict word
 * the app knows (a `status: "success"` envelope is no verdict). Reasons, conditions and
 * obligations are free text, kept word for word.
 */
import type { UseCase, Verdict } from '../../../shared/wire/api-types';
import type { CompatibilityReading, ConflictReading, DatasetFindingReading } from '../../../shared/domain/readings/compatibility-reading';
import type { Stated, Word } from '../../../shared/domain/stated';
import { collectionAt, unwrapRecord, type Entry } from './fields/collections';
import { COMPATIBILITY_FIELDS, CONFLICT_FIELDS, FINDING_FIELDS } from './fields/field-aliases';
import { isJsonObject, lookupAll } from './fields/field-lookup';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import type { LicenseTermsReading } from '../../../shared/domain/licenses/license-terms';
import { readTermSources } from './read-term-sources';
import { readTerms } from './read-terms';
import { statedFact, statedFlag } from './fields/stated-fact';
import { readId, readText, readTextList, type Reader } from './fields/value-readers';
import { knownValueOf, SEVERITY_WORDS, USE_CASE_WORDS, VERDICT_WORDS, wordReader } from './fields/word-tables';

const COMPATIBILITY_WRAPPERS = ['data', 'result', 'compatibility', 'check', 'report', 'assessment'] as const;

const readKnownVerdict: Reader<Word<Verdict>> = (sent) => {
  const known = typeof sent === 'string' ? knownValueOf(VERDICT_WORDS, sent) : undefined;
  return known === undefined ? undefined : { known };
};

function verdictOf(record: unknown, base: string): Stated<Word<Verdict>> | undefined {
  const strong = statedFact(record, COMPATIBILITY_FIELDS.verdict, wordReader(VERDICT_WORDS), base);
  if (strong && 'known' in strong.value) return strong;
  const weak = statedFact(record, COMPATIBILITY_FIELDS.verdictIfKnownWord, readKnownVerdict, base);
  if (weak) return weak;
  const flag = statedFlag(record, COMPATIBILITY_FIELDS.compatibleFlag, 'plain', base);
  if (flag) return { value: { known: flag.value ? 'compatible' : 'incompatible' }, from: flag.from, sent: flag.sent ?? flag.value };
  return strong;
}

/** The dataset a finding is about: an id or slug, or an object naming one. */
function findingRef(record: Record<string, unknown>, entry: Entry): { ref?: Stated<string>; title?: Stated<string> } {
  for (const found of lookupAll(record, FINDING_FIELDS.ref, entry.from)) {
    if (isJsonObject(found.value)) {
      return { ref: statedFact(found.value, ['id', 'slug'], readId, found.from), title: statedFact(found.value, ['title', 'name'], readText, found.from) };
    }
    const ref = readId(found.value);
    if (ref !== undefined) return { ref: { value: ref, from: found.from } };
  }
  return entry.name !== undefined ? { ref: { value: entry.name, from: entry.from } } : {};
}

function readFinding(entry: Entry): DatasetFindingReading | undefined {
  if (!isJsonObject(entry.value)) return undefined;
  const record = entry.value;
  const named = findingRef(record, entry);
  const verdict = statedFact(record, FINDING_FIELDS.verdict, readKnownVerdict, entry.from);
  const allowed =
    statedFlag(record, FINDING_FIELDS.allowed, 'permission', entry.from) ??
    (verdict && 'known' in verdict.value
      ? { value: verdict.value.known !== 'incompatible', from: verdict.from, sent: verdict.sent ?? verdict.value }
      : undefined);
  return {
    ref: named.ref,
    slug: statedFact(record, ['slug'], readId, entry.from),
    title: statedFact(record, FINDING_FIELDS.title, readText, entry.from) ?? named.title,
    license: statedFact(record, FINDING_FIELDS.license, readText, entry.from),
    allowed,
    conditions: statedFact(record, FINDING_FIELDS.conditions, readTextList, entry.from)?.value ?? [],
    reasons: statedFact(record, FINDING_FIELDS.reasons, readTextList, entry.from)?.value ?? [],
  };
}

/** A severity word as "blocks the use" or not; a word the table does not know says nothing. */
function severityBlocks(word: string | undefined): boolean | undefined {
  const known = word === undefined ? undefined : knownValueOf(SEVERITY_WORDS, word);
  return known === undefined ? undefined : known === 'blocking';
}

function readConflict(entry: Entry): ConflictReading | undefined {
  const text = readText(entry.value);
  if (text !== undefined) return { datasetRefs: [], reason: text };
  if (!isJsonObject(entry.value)) return undefined;
  const refs = lookupAll(entry.value, CONFLICT_FIELDS.datasetRefs, entry.from)[0];
  const datasetRefs = Array.isArray(refs?.value)
    ? refs.value.flatMap((ref) => {
        const id = readId(ref) ?? (isJsonObject(ref) ? (readId(ref.id) ?? readId(ref.slug)) : undefined);
        return id === undefined ? [] : [id];
      })
    : [];
  const reason = statedFact(entry.value, CONFLICT_FIELDS.reason, readText)?.value;
  const blocking =
    statedFlag(entry.value, CONFLICT_FIELDS.blocking, 'plain')?.value ?? severityBlocks(statedFact(entry.value, CONFLICT_FIELDS.severity, readText)?.value);
  if (datasetRefs.length === 0 && reason === undefined) return undefined;
  return { datasetRefs, ...(reason !== undefined ? { reason } : {}), ...(blocking !== undefined ? { blocking } : {}) };
}

function listFact<T>(record: unknown, aliases: readonly string[], base: string, read: (entry: Entry) => T | undefined): Stated<T[]> | undefined {
  const collection = collectionAt(record, aliases, base);
  if (collection === undefined) return undefined;
  const read_ = collection.entries.map(read);
  const items = read_.filter((item): item is T => item !== undefined);
  // A list of things that are not findings (e.g. licence names) states no breakdown.
  if (items.length === 0 && collection.entries.length > 0) return undefined;
  return { value: items, from: collection.from };
}

export function readCompatibility(json: unknown): CompatibilityReading | undefined {
  const unwrapped = unwrapRecord(json, COMPATIBILITY_WRAPPERS);
  if (unwrapped === undefined) return undefined;
  const { record, base } = unwrapped;
  const termsPlace = lookupAll(record, COMPATIBILITY_FIELDS.terms, base).find((found) => isJsonObject(found.value));
  const inTerms = termsPlace ? readTerms(termsPlace.value, termsPlace.from) : undefined;
  const flat = readTerms(record, base);
  const termsFact = <T>(aliases: readonly string[], read: Reader<T>) =>
    (termsPlace ? statedFact(termsPlace.value, aliases, read, termsPlace.from) : undefined) ?? statedFact(record, aliases, read, base);

  const datasets = listFact(record, COMPATIBILITY_FIELDS.datasets, base, readFinding);
  const mostRestrictiveLicense = termsFact(COMPATIBILITY_FIELDS.mostRestrictiveLicense, readText);
  return {
    verdict: verdictOf(record, base),
    useCase: statedFact(record, COMPATIBILITY_FIELDS.useCase, wordReader<UseCase>(USE_CASE_WORDS), base),
    datasets,
    permissions: { ...flat.permissions, ...inTerms?.permissions },
    obligationFlags: { ...flat.obligations, ...inTerms?.obligations },
    mostRestrictiveLicense,
    termSources: (termsPlace ? readTermSources(termsPlace.value, termsPlace.from) : undefined) ?? readTermSources(record, base),
    obligations: termsFact(COMPATIBILITY_FIELDS.obligations, (sent) => (Array.isArray(sent) && sent.length === 0 ? [] : readTextList(sent))),
    conflicts: listFact(record, COMPATIBILITY_FIELDS.conflicts, base, readConflict),
    licenseReadings: readingsOf([...(datasets?.value.map((finding) => finding.license?.value) ?? []), mostRestrictiveLicense?.value]),
    raw: json,
  };
}

/** Keyed by the label as sent: built from a Map, so a label named like `__proto__` is an own key like any other. */
function readingsOf(labels: ReadonlyArray<string | undefined>): Record<string, LicenseTermsReading> {
  const readings = new Map<string, LicenseTermsReading>();
  for (const label of labels) if (label !== undefined && !readings.has(label)) readings.set(label, readLicenseLabel(label));
  return Object.fromEntries(readings);
}
