import type { ReactNode } from 'react';
import {
  OBLIGATION_KEYS,
  OBLIGATION_LABELS,
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  PII_LABELS,
  type LicenseReading,
} from '../../shared/domain/readings/license-reading';
import { receivedFact } from '../../shared/domain/fact-state';
import type { Stated } from '../../shared/domain/stated';
import { formatDate } from '../../shared/display/format';
import { CheckCircleIcon, CrossCircleIcon, InfoIcon, WarningIcon } from '../ui/icons';
import { NOT_STATED, sourceOf, StatedValue } from '../ui/display/stated-value';
import { ExternalLink } from './external-link';
import { FactList, type Fact } from './fact-list';
import { RecordBlock } from './record-block';
import { SellerName } from './seller-name';
import { AppLicenseReading } from '../licenses/app-license-reading';
import { complianceWords } from '../ui/display/compliance-words';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { useUiStore } from '../state/ui-store';
import { UseFitMark } from '../use-fit/use-fit-mark';
import { fitForUse, listedLicense } from '../use-fit/use-fit';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Licence name and link, what it permits (allowed / not allowed), what it obliges (required /
 * not required), compliance and provenance, of a received licence record. Every line is as
 * stated, or says it was not stated.
 */
export function LicenseTab({ record, listing }: { record: LicenseReading; listing?: Pick<DatasetSummaryReading, 'license' | 'licenseTerms'> | undefined }) {
  const { compliance, provenance } = record;
  const useCase = useUiStore((store) => store.compatibility.useCase);
  // The one reading for the intended use: the same words as the result row and the header.
  const held = listing ? listedLicense(listing, record) : { license: undefined, terms: undefined, record };
  const fit = fitForUse(held, useCase);
  const heading = record.name ?? record.type;
  const licenseUrl = typeof record.url?.value === 'string' ? record.url.value : undefined;
  const collected = provenance.collectedFrom || provenance.collectedTo;

  const complianceFacts: Fact[] = [
    ['HIPAA', <StatedValue fact={receivedFact(compliance.hipaa)}>{complianceWords}</StatedValue>],
    ['GDPR', <StatedValue fact={receivedFact(compliance.gdpr)}>{complianceWords}</StatedValue>],
    ['Personal data (PII)', <StatedValue fact={receivedFact(compliance.pii)}>{(word) => ('known' in word ? PII_LABELS[word.known] : word.other)}</StatedValue>],
    ['Consent documented', <StatedValue fact={receivedFact(compliance.consentDocumented)}>{yesNo}</StatedValue>],
    ['Data residency', <StatedValue fact={receivedFact(compliance.dataResidency)} none="None (the marketplace states no region)" />],
  ];
  const provenanceFacts: Fact[] = [
    ['Source', <StatedValue fact={receivedFact(provenance.source)} />],
    ['Collection method', <StatedValue fact={receivedFact(provenance.collectionMethod)} />],
    [
      'Collected',
      collected ? (
        <>
          <StatedValue fact={receivedFact(provenance.collectedFrom)} notStated="start not stated">
            {(date) => formatDate(date)}
          </StatedValue>
          {' – '}
          <StatedValue fact={receivedFact(provenance.collectedTo)} notStated="end not stated">
            {(date) => formatDate(date)}
          </StatedValue>
        </>
      ) : (
        <StatedValue fact={receivedFact(undefined)} />
      ),
    ],
    ['Seller', provenance.seller ? <SellerName seller={provenance.seller} /> : <StatedValue fact={receivedFact(undefined)} />],
  ];

  return (
    <div className="license">
      <RecordBlock id="license-name" title="Licence">
        <p className="license__name">
          {heading ? (
            <strong>
              <StatedValue fact={receivedFact(heading)} />
            </strong>
          ) : (
            <span className="not-stated">Licence name {NOT_STATED.toLowerCase()}</span>
          )}
          {record.name && record.type && record.type.value !== record.name.value && (
            <code className="license__spdx" title={sourceOf(record.type)}>
              {record.type.value}
            </code>
          )}
          {typeof record.spdxId?.value === 'string' && record.spdxId.value !== record.type?.value && (
            <code className="license__spdx" title={sourceOf(record.spdxId)}>
              {record.spdxId.value}
            </code>
          )}
        </p>
        {licenseUrl && <ExternalLink url={licenseUrl}>Read the licence</ExternalLink>}
      </RecordBlock>

      <RecordBlock id="license-use" title="For your use">
        <p>
          <UseFitMark license={held} useCase={useCase} />
        </p>
        <p className="muted">{fit.why}</p>
        {fit.disagreement !== null && (
          <p className="license__disagreement">
            <WarningIcon size={14} /> {fit.disagreement}
          </p>
        )}
      </RecordBlock>

      {record.terms && (
        <RecordBlock id="license-reading" title="The app's reading">
          <AppLicenseReading reading={record.terms} from="the licence record" />
        </RecordBlock>
      )}

      <RecordBlock id="license-permissions" title="Permissions">
        <ul role="list" className="permission-list">
          {PERMISSION_KEYS.map((key) => (
            <Term
              key={key}
              label={PERMISSION_LABELS[key]}
              fact={record.permissions[key]}
              kind="permission"
              disputed={fit.disputed.includes(key) ? fit.label : undefined}
            />
          ))}
        </ul>
      </RecordBlock>

      <RecordBlock id="license-obligations" title="Obligations">
        <ul role="list" className="permission-list">
          {OBLIGATION_KEYS.map((key) => (
            <Term key={key} label={OBLIGATION_LABELS[key]} fact={record.obligations[key]} kind="obligation" />
          ))}
        </ul>
        {record.otherFlags.length > 0 && (
          <>
            <h4 className="block-subtitle">Other terms the marketplace lists</h4>
            <FactList facts={record.otherFlags.map((flag): Fact => [flag.name, <StatedValue fact={receivedFact(flag.value)}>{yesNo}</StatedValue>])} />
          </>
        )}
      </RecordBlock>

      <FactSection id="license-compliance" title="Compliance" facts={complianceFacts} />
      <FactSection id="license-provenance" title="Provenance" facts={provenanceFacts}>
        {provenance.upstream.length > 0 && (
          <div className="license__upstream">
            <h4 className="block-subtitle">Upstream sources</h4>
            <ul role="list" className="upstream-list">
              {provenance.upstream.map((entry, index) => (
                <li key={index}>
                  <StatedValue fact={receivedFact(entry.name)} notStated="Unnamed source" />
                  <span className="muted">
                    {' · '}
                    <StatedValue fact={receivedFact(entry.license)} notStated="licence not stated" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </FactSection>
    </div>
  );
}

/**
 * A permission reads "may I…?" (allowed / not allowed); an obligation reads "must I…?" (required /
 * not required, a requirement shown as a warning to act on, never as a refusal).
 */
function Term({
  label,
  fact,
  kind,
  disputed,
}: {
  label: string;
  fact: Stated<boolean> | undefined;
  kind: 'permission' | 'obligation';
  /** The one reading's words, where it disagrees with this line of the record. */
  disputed?: string | undefined;
}) {
  const value = fact?.value;
  // The licence record was received: a term it does not state is "not stated".
  const tone = value === undefined ? 'unknown' : kind === 'permission' ? (value ? 'yes' : 'no') : value ? 'warn' : 'yes';
  const [yes, no] = kind === 'permission' ? ['Allowed', 'Not allowed'] : ['Required', 'Not required'];
  const Icon = tone === 'yes' ? CheckCircleIcon : tone === 'no' ? CrossCircleIcon : tone === 'warn' ? WarningIcon : InfoIcon;
  return (
    <li className={`permission permission--${tone}`}>
      <Icon />
      <span className="permission__label">{label}</span>
      <span className="permission__value">
        <StatedValue fact={receivedFact(fact)} notStated="Not stated">
          {(flag) => (flag ? yes : no)}
        </StatedValue>
        {disputed !== undefined && <span className="permission__disputed"> (the licence record's word; the app reads: {disputed}, see “For your use”)</span>}
      </span>
    </li>
  );
}

function FactSection({ id, title, facts, children }: { id: string; title: string; facts: Fact[]; children?: ReactNode }) {
  return (
    <RecordBlock id={id} title={title}>
      <FactList facts={facts} />
      {children}
    </RecordBlock>
  );
}
