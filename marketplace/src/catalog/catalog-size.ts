/** The most datasets a generated catalog publishes (`--datasets`): apart from the generator, which loads only for a build. */
export const MAX_CATALOG_DATASETS = 100_000;
