/**
 * A licence record as the app read it. Permissions say what the buyer may do (allowed / not
 * allowed); obligations say what the buyer must do (required / not required) and are never shown
 * as permissions: "Attribution: not allowed" would be a wrong fact.
 */
import type { PiiLevel } from '../../wire/api-types';
import type { LicenseTermsReading } from '../licenses/license-terms';
import type { Stated, Word } from '../stated';
import type { SellerReading } from './dataset-reading';

export const PERMISSION_KEYS = ['commercialUse', 'modelTraining', 'derivatives', 'redistribution'] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const OBLIGATION_KEYS = ['attribution', 'shareAlike'] as const;
export type ObligationKey = (typeof OBLIGATION_KEYS)[number];

export const PERMISSION_LABELS: Readonly<Record<PermissionKey, string>> = {
  commercialUse: 'Commercial use',
  modelTraining: 'Model training',
  derivatives: 'Derivative works',
  redistribution: 'Redistribution',
};

export const OBLIGATION_LABELS: Readonly<Record<ObligationKey, string>> = {
  attribution: 'Attribution',
  shareAlike: 'Share-alike',
};

export type PermissionFacts = { [K in PermissionKey]?: Stated<boolean> };
export type ObligationFacts = { [K in ObligationKey]?: Stated<boolean> };

/** A yes/no the server sent under its permissions that the app has no meaning for: shown with the server's own name, as yes/no. */
export interface OtherFlag {
  name: string;
  value: Stated<boolean>;
}

export const PII_LABELS: Readonly<Record<PiiLevel, string>> = {
  none: 'None',
  deidentified: 'De-identified',
  contains_pii: 'Contains personal data',
};

export interface LicenseReading {
  datasetId?: Stated<string>;
  type?: Stated<string>;
  name?: Stated<string>;
  spdxId?: Stated<string | null>;
  url?: Stated<string | null>;
  /** The app's reading of the record's licence (its SPDX id, else its type, else its name); absent when it names none. */
  terms?: LicenseTermsReading;
  permissions: PermissionFacts;
  obligations: ObligationFacts;
  otherFlags: OtherFlag[];
  compliance: {
    hipaa?: Stated<boolean>;
    gdpr?: Stated<boolean>;
    pii?: Stated<Word<PiiLevel>>;
    consentDocumented?: Stated<boolean>;
    /** `null`: the server stated none. */
    dataResidency?: Stated<string | null>;
  };
  provenance: {
    source?: Stated<string>;
    collectionMethod?: Stated<string>;
    collectedFrom?: Stated<string>;
    collectedTo?: Stated<string>;
    seller?: SellerReading;
    upstream: Array<{ name?: Stated<string>; license?: Stated<string> }>;
  };
  raw: unknown;
}
