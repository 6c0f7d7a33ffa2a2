/**
 * A compatibility answer as the app read it. The server's readable verdict is authoritative; the
 * per-dataset breakdown is the server's when it sent one (`datasets` set), else absent, and the
 * renderer adds the app's own reading from its licence table, labelled as the app's.
 */
import type { UseCase, Verdict } from '../../wire/api-types';
import type { Stated, Word } from '../stated';
import type { ObligationFacts, ObligationKey, PermissionFacts, PermissionKey } from './license-reading';
import type { LicenseTermsReading } from '../licenses/license-terms';

export interface DatasetFindingReading {
  /** The id or slug the server named it by, when it did. */
  ref?: Stated<string>;
  /** Its slug, when the server gave one beside an id (conflicts may name it either way). */
  slug?: Stated<string>;
  title?: Stated<string>;
  license?: Stated<string>;
  allowed?: Stated<boolean>;
  /** Free text, word for word. */
  conditions: string[];
  reasons: string[];
}

export interface ConflictReading {
  datasetRefs: string[];
  /** Free text, word for word; absent when the server gave none. */
  reason?: string;
  /** Whether the server says the conflict blocks the use; absent when it does not say. */
  blocking?: boolean;
}

/**
 * The datasets (ids or slugs, as sent) that the server says set each combined term: withhold the
 * right, or impose the duty, each from its own field. A term missing here is not stated; an empty
 * list states "none".
 */
export type TermSourcesReading = { [K in PermissionKey | ObligationKey]?: Stated<string[]> };

export interface CompatibilityReading {
  verdict?: Stated<Word<Verdict>>;
  useCase?: Stated<Word<UseCase>>;
  datasets?: Stated<DatasetFindingReading[]>;
  permissions: PermissionFacts;
  obligationFlags: ObligationFacts;
  mostRestrictiveLicense?: Stated<string>;
  /** Absent when the server names no source for any term. */
  termSources?: TermSourcesReading;
  obligations?: Stated<string[]>;
  conflicts?: Stated<ConflictReading[]>;
  /**
   * The core's reading of every licence label the answer names (each dataset's, the most
   * restrictive), by the label as written: a spelling or expression the app has not seen in a
   * listing reads as it would there. Absent from an answer kept from before it was added.
   */
  licenseReadings?: Record<string, LicenseTermsReading>;
  raw: unknown;
}
