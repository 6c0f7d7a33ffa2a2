import { MAX_CATALOG_DATASETS } from './catalog-size';
import type { CatalogCategory, CatalogDataset, CatalogSeller } from './catalog-types';
import { CATEGORY_VOCABULARIES } from './category-vocabularies';
import { generateDataset } from './generate-dataset';
import { generateSellers, sellerTable } from './generate-sellers';
import { createRandom } from './prng';
import { createSlugRegistry, slugify } from './slugify';
import { createTitleRegistry } from './unique-titles';

/** Share of extra, unpublished datasets: they exist in the store but must never be visible. */
const UNPUBLISHED_SHARE = 0.03;

export interface CatalogSpec {
  seed: number;
  /** Published datasets. */
  published: number;
  /** Creation dates fall in the three years before this instant. */
  anchor: Date;
}

export interface CatalogPlan {
  categories: CatalogCategory[];
  sellers: CatalogSeller[];
  /** Published plus unpublished. */
  totalRows: number;
  unpublished: number;
  /** Yields every dataset once, in a deterministic order for the spec. */
  datasets(): Generator<CatalogDataset>;
}

export const CATALOG_CATEGORIES: readonly CatalogCategory[] = CATEGORY_VOCABULARIES.map((vocabulary) => ({
  name: vocabulary.name,
  slug: slugify(vocabulary.name),
}));

export function planCatalog(spec: CatalogSpec): CatalogPlan {
  if (!Number.isInteger(spec.published) || spec.published < 1 || spec.published > MAX_CATALOG_DATASETS) {
    throw new RangeError(`datasets must be an integer from 1 to ${MAX_CATALOG_DATASETS}, got ${spec.published}`);
  }
  const sellers = generateSellers(createRandom(spec.seed), Math.max(24, Math.round(spec.published / 14)));
  const sellersByShare = sellerTable(sellers);
  const unpublished = Math.max(1, Math.round(spec.published * UNPUBLISHED_SHARE));
  const totalRows = spec.published + unpublished;

  function* datasets(): Generator<CatalogDataset> {
    const random = createRandom(spec.seed ^ 0x5bd1e995);
    const context = { anchorMs: spec.anchor.getTime(), sellers: sellersByShare, slugs: createSlugRegistry(), titles: createTitleRegistry() };
    let unpublishedLeft = unpublished;
    for (let index = 0; index < totalRows; index++) {
      // Exactly `unpublished` rows, spread at random: each row takes its fair share of what is left.
      const published = !(random.float() * (totalRows - index) < unpublishedLeft);
      if (!published) unpublishedLeft -= 1;
      yield generateDataset(random, context, published);
    }
  }

  return { categories: CATALOG_CATEGORIES.slice(), sellers, totalRows, unpublished, datasets };
}
