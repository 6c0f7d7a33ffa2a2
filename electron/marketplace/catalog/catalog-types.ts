import type { PiiLevel, QualityTier } from '../../../shared/wire/api-types';

/** One generated dataset, as stored (published or not). */
export interface CatalogDataset {
  id: string;
  slug: string;
  published: boolean;
  title: string;
  description: string;
  categoryIndex: number;
  format: string;
  /** As the listing writes it (written-licences.ts): any spelling, an expression, or words the app cannot place. */
  licenseType: string;
  price: number;
  itemCount: number;
  /** The 14 LQS dimension scores in the order of DIMENSIONS. */
  dimensionScores: number[];
  composite: number;
  tier: QualityTier;
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
