import { CATEGORY_VOCABULARIES, type DataKind } from './category-vocabularies';

/** The kind of data a listing was composed from: the kind of its category whose subject its title names. */
export function kindOfListing(category: string, title: string): DataKind | undefined {
  const vocabulary = CATEGORY_VOCABULARIES.find((candidate) => candidate.name.toLowerCase() === category.toLowerCase());
  return vocabulary?.kinds.find((kind) => kind.subjects.some((subject) => title.includes(subject)));
}
