import type { PiiLevel, QualityTier, ScoreBasis } from '@dmd/shared/wire/api-types';

/** One generated dataset, as stored (published or not). */
export interface CatalogDataset {
  id: string;
  slug: string;
  published: boolean;
  title: string;
  description: string;
  categoryIndex: number;
  format: string;
  /** As the listing writes it (written-licenses.ts): any spelling, an expression, or words the app cannot place. */
  licenseType: string;
  price: number;
  itemCount: number;
  /** What the scores were computed from: the files, or the metadata only. */
  scoreBasis: ScoreBasis;
  /** The 14 LQS dimension scores in the order of DIMENSIONS; null where not scored (from metadata only, all but provenance). */
  dimensionScores: Array<number | null>;
  /** Null without every dimension scored: LQS gives no composite, and so no tier, from metadata alone. */
  composite: number | null;
  tier: QualityTier | null;
  hipaa: boolean;
  gdpr: boolean;
  pii: PiiLevel;
  consentDocumented: boolean;
  dataResidency: string | null;
  totalSales: number;
  avgRating: number;
  createdAt: string;
  updatedAt: string;
  scoredAt: string;
  tags: string[];
  modality: string;
  languages: string[];
  sizeBytes: number;
  version: string;
  sellerId: string;
  source: string;
  collectionMethod: string;
  collectedFrom: string;
  collectedTo: string;
  upstream: Array<{ name: string; license: string }>;
}

export interface CatalogSeller {
  id: string;
  name: string;
  verified: boolean;
}

export interface CatalogCategory {
  name: string;
  slug: string;
}
