/**
 * Turns what a person typed into a safe FTS5 MATCH expression: every word becomes a quoted
 * string (so quotes, operators such as AND/NEAR/*, column filters and punctuation mean
 * nothing), all words must match, and the last one matches as a prefix for search-as-you-type.
 * Returns null when nothing searchable is left.
 */
export const MAX_SEARCH_WORDS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

export function toFtsMatchExpression(text: string): string | null {
  const words = text.normalize('NFKC').match(WORD);
  if (words === null) return null;
  const kept = words.slice(0, MAX_SEARCH_WORDS);
  return kept.map((word, index) => (index === kept.length - 1 ? `"${word}"*` : `"${word}"`)).join(' ');
}

/** The facet token a dataset's category is indexed under, as SQL over the datasets row. */
export const CATEGORY_FACET_SQL = "'c' || d.category_id";

/**
 * The MATCH expression for a listing search: the words against title and description only,
 * and, when a known category is asked for, its facet token too (FTS5 intersects the two).
 */
export function datasetSearchExpression(words: string, categoryId: number | null): string {
  const text = `{title description} : (${words})`;
  return categoryId !== null && categoryId > 0 ? `${text} AND category : "c${categoryId}"` : text;
}
