/** Reads a licence record of any reasonable shape (GET /v1/datasets/:id/license): name, terms, compliance, provenance. */
import type { PiiLevel } from '../../../shared/wire/api-types';
import type { LicenseReading } from '../../../shared/domain/readings/license-reading';
import type { Stated, Word } from '../../../shared/domain/stated';
import { collectionAt, unwrapRecord } from './fields/collections';
import { LICENSE_FIELDS, RECORD_WRAPPERS, UPSTREAM_FIELDS } from './fields/field-aliases';
import { readSeller } from './read-dataset';
import { readLicenseLabel } from '../../../shared/domain/licenses/license-reader';
import { readTerms } from './read-terms';
import { statedFact, statedFlag, statedNullable } from './fields/stated-fact';
import { readDate, readId, readText, type Reader } from './fields/value-readers';
import { PII_WORDS, wordReader } from './fields/word-tables';

function piiOf(record: unknown, base: string): Stated<Word<PiiLevel>> | undefined {
  const word = statedFact(record, LICENSE_FIELDS.pii, wordReader(PII_WORDS), base);
  if (word) return word;
  const flag = statedFlag(record, LICENSE_FIELDS.containsPii, 'plain', base);
  return flag ? { value: { known: flag.value ? 'contains_pii' : 'none' }, from: flag.from, sent: flag.sent ?? flag.value } : undefined;
}

export function readLicense(json: unknown): LicenseReading | undefined {
  const unwrapped = unwrapRecord(json, RECORD_WRAPPERS);
  if (unwrapped === undefined) return undefined;
  const { record, base } = unwrapped;
  const fact = <T>(aliases: readonly string[], read: Reader<T>) => statedFact(record, aliases, read, base);
  const terms = readTerms(record, base);
  const upstream = collectionAt(record, LICENSE_FIELDS.upstream, base)?.entries ?? [];
  const type = fact(LICENSE_FIELDS.type, readText);
  const name = fact(LICENSE_FIELDS.name, readText);
  const spdxId = statedNullable(record, LICENSE_FIELDS.spdxId, readText, base);
  const label = spdxId?.value ?? type?.value ?? name?.value;
  return {
    datasetId: fact(LICENSE_FIELDS.datasetId, readId),
    type,
    name,
    spdxId,
    url: statedNullable(record, LICENSE_FIELDS.url, readText, base),
    ...(label === undefined ? {} : { terms: readLicenseLabel(label) }),
    permissions: terms.permissions,
    obligations: terms.obligations,
    otherFlags: terms.otherFlags,
    compliance: {
      hipaa: statedFlag(record, LICENSE_FIELDS.hipaa, 'plain', base),
      gdpr: statedFlag(record, LICENSE_FIELDS.gdpr, 'plain', base),
      pii: piiOf(record, base),
      consentDocumented: statedFlag(record, LICENSE_FIELDS.consentDocumented, 'plain', base),
      dataResidency: statedNullable(
        record,
        LICENSE_FIELDS.dataResidency,
        (sent) => readText(sent) ?? (Array.isArray(sent) ? sent.filter((region) => typeof region === 'string').join(', ') || undefined : undefined),
        base,
      ),
    },
    provenance: {
      source: fact(LICENSE_FIELDS.source, readText),
      collectionMethod: fact(LICENSE_FIELDS.collectionMethod, readText),
      collectedFrom: fact(LICENSE_FIELDS.collectedFrom, readDate),
      collectedTo: fact(LICENSE_FIELDS.collectedTo, readDate),
      seller: readSeller(record, base, LICENSE_FIELDS.seller),
      upstream: upstream.flatMap((entry): LicenseReading['provenance']['upstream'] => {
        const name = readText(entry.value);
        if (name !== undefined) return [{ name: { value: name, from: entry.from } }];
        const upstreamName =
          statedFact(entry.value, UPSTREAM_FIELDS.name, readText, entry.from) ?? (entry.name ? { value: entry.name, from: entry.from } : undefined);
        const license = statedFact(entry.value, UPSTREAM_FIELDS.license, readText, entry.from);
        return upstreamName || license ? [{ name: upstreamName, license }] : [];
      }),
    },
    raw: json,
  };
}
