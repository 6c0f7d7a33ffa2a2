import type { ReactNode } from 'react';
import type { ReceivedLicenseRecord } from '../../shared/received';
import { formatDate, humanizeKey } from '../ui/format';
import { CheckCircleIcon, CrossCircleIcon, WarningIcon } from '../ui/icons';
import { ExternalLink } from './external-link';
import { FactList, type Fact } from './fact-list';
import { RecordBlock } from './record-block';
import { bool, obj, str } from './record-fields';
import { SellerName } from './seller-name';

/** Permissions read as "may I…?" (allowed / not allowed); obligations as required / not required. */
const PERMISSIONS: ReadonlyArray<{ key: string; label: string; kind: 'permission' | 'obligation' }> = [
  { key: 'commercial_use', label: 'Commercial use', kind: 'permission' },
  { key: 'model_training', label: 'Model training', kind: 'permission' },
  { key: 'derivatives', label: 'Derivative works', kind: 'permission' },
  { key: 'redistribution', label: 'Redistribution', kind: 'permission' },
  { key: 'attribution_required', label: 'Attribution', kind: 'obligation' },
  { key: 'share_alike', label: 'Share-alike', kind: 'obligation' },
];

const PII_TEXT: Record<string, string> = {
  none: 'None',
  deidentified: 'De-identified',
  contains_pii: 'Contains personal data',
};

const yesNo = (value: unknown): string | undefined => (value === true ? 'Yes' : value === false ? 'No' : undefined);

/** Licence name and link, permissions, compliance and provenance; unknown extra permissions are listed too. */
export function LicenseTab({ record }: { record: ReceivedLicenseRecord }) {
  const license = obj(record.license);
  const permissions = obj(record.permissions) ?? {};
  const compliance = obj(record.compliance) ?? {};
  const provenance = obj(record.provenance) ?? {};
  const licenseName = str(license?.name) ?? str(license?.type) ?? (typeof record.license === 'string' ? record.license : undefined);
  const licenseUrl = str(license?.url);
  const known = new Set(PERMISSIONS.map((p) => p.key));
  const extraPermissions = Object.entries(permissions).filter(([key, value]) => !known.has(key) && typeof value === 'boolean');
  const seller = obj(provenance.seller);
  const upstream = Array.isArray(provenance.upstream) ? provenance.upstream.map(obj).filter((u) => u !== undefined) : [];
  const from = str(provenance.collected_from);
  const to = str(provenance.collected_to);

  const complianceFacts: Fact[] = [
    ['HIPAA', yesNo(compliance.hipaa)],
    ['GDPR', yesNo(compliance.gdpr)],
    ['Personal data (PII)', str(compliance.pii) ? (PII_TEXT[compliance.pii as string] ?? humanizeKey(compliance.pii as string)) : undefined],
    ['Consent documented', yesNo(compliance.consent_documented)],
    ['Data residency', str(compliance.data_residency) ?? (compliance.data_residency === null ? 'Not restricted' : undefined)],
  ];
  const provenanceFacts: Fact[] = [
    ['Source', str(provenance.source)],
    ['Collection method', str(provenance.collection_method)],
    ['Collected', from || to ? `${from ? formatDate(from) : '?'} – ${to ? formatDate(to) : '?'}` : undefined],
    ['Seller', seller && <SellerName seller={seller} unknownText="Unknown" />],
  ];

  return (
    <div className="license">
      <RecordBlock id="license-name" title="Licence">
        <p className="license__name">
          <strong>{licenseName ?? 'Not named'}</strong>
          {str(license?.spdx_id) && <code className="license__spdx">{license!.spdx_id as string}</code>}
        </p>
        {licenseUrl && <ExternalLink url={licenseUrl}>Read the licence</ExternalLink>}
      </RecordBlock>

      <RecordBlock id="license-permissions" title="Permissions">
        <ul role="list" className="permission-list">
          {PERMISSIONS.filter((p) => bool(permissions[p.key]) !== undefined).map((p) => (
            <Permission key={p.key} label={p.label} value={permissions[p.key] as boolean} kind={p.kind} />
          ))}
          {extraPermissions.map(([key, value]) => (
            <Permission key={key} label={humanizeKey(key)} value={value as boolean} kind="permission" />
          ))}
        </ul>
        {Object.keys(permissions).length === 0 && <p className="muted">The record lists no permissions.</p>}
      </RecordBlock>

      <FactSection id="license-compliance" title="Compliance" facts={complianceFacts} />
      <FactSection id="license-provenance" title="Provenance" facts={provenanceFacts}>
        {upstream.length > 0 && (
          <div className="license__upstream">
            <h4 className="block-subtitle">Upstream licences</h4>
            <ul role="list" className="upstream-list">
              {upstream.map((entry, index) => (
                <li key={index}>
                  <span>{str(entry.name) ?? 'Unnamed source'}</span>
                  <span className="muted"> · {str(entry.license) ?? 'licence not given'}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </FactSection>
    </div>
  );
}

function Permission({ label, value, kind }: { label: string; value: boolean; kind: 'permission' | 'obligation' }) {
  // An obligation is not a refusal: "Attribution: Required" is a condition to meet, shown as a warning.
  const tone = kind === 'permission' ? (value ? 'yes' : 'no') : value ? 'warn' : 'yes';
  const word = kind === 'permission' ? (value ? 'Allowed' : 'Not allowed') : value ? 'Required' : 'Not required';
  const Icon = tone === 'yes' ? CheckCircleIcon : tone === 'no' ? CrossCircleIcon : WarningIcon;
  return (
    <li className={`permission permission--${tone}`}>
      <Icon />
      <span className="permission__label">{label}</span>
      <span className="permission__value">{word}</span>
    </li>
  );
}

function FactSection({ id, title, facts, children }: { id: string; title: string; facts: Fact[]; children?: ReactNode }) {
  const shown = facts.filter(([, value]) => value !== undefined);
  if (shown.length === 0 && !children) return null;
  return (
    <RecordBlock id={id} title={title}>
      <FactList facts={shown} />
      {children}
    </RecordBlock>
  );
}
