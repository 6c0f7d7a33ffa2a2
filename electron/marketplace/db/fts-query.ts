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

/** A prefix word standing for more indexed terms than this stays a prefix query. */
export const MAX_SPELLED_OUT_TERMS = 64;

/** A prefix word of toFtsMatchExpression whose index form is simply its lower case (unicode61 folds ASCII so). */
const ASCII_PREFIX_WORD = /"([A-Za-z0-9]+)"\*/g;

/**
 * The same search with each ASCII prefix word ("lab"*) spelled out as the indexed terms it
 * stands for: ("lab" OR "label" OR "labels"). It matches exactly the same rows, and FTS5
 * answers it by stepping through those terms' lists instead of first merging them all, with
 * positions, into one (several times faster for a short prefix of common words). Not for
 * ranking: bm25 weighs the spelled-out terms one by one. A prefix no term starts with becomes
 * the plain word, which is then not in the index either; a prefix standing for more than
 * MAX_SPELLED_OUT_TERMS terms, or a non-ASCII one, stays as it is.
 */
export function spellOutPrefixes(expression: string, termsWithPrefix: (prefix: string, limit: number) => readonly string[] | null): string {
  return expression.replace(ASCII_PREFIX_WORD, (prefixQuery, word: string, offset: number) => {
    const terms = termsWithPrefix(word.toLowerCase(), MAX_SPELLED_OUT_TERMS);
    if (terms === null) return prefixQuery;
    if (terms.length === 0) return `"${word}"`;
    const quoted = terms.map((term) => `"${term.replaceAll('"', '""')}"`);
    if (quoted.length === 1) return quoted[0] as string;
    // FTS5 joins phrases by juxtaposition, but a parenthesised group needs an explicit AND.
    const afterPhrase = /["*] $/.test(expression.slice(Math.max(0, offset - 2), offset));
    return `${afterPhrase ? 'AND ' : ''}(${quoted.join(' OR ')})`;
  });
}
