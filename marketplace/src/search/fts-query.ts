/**
 * The pieces of an FTS5 MATCH expression for the dataset index: words as quoted strings (so
 * that quotes, operators such as AND/NEAR/*, column filters and punctuation mean nothing), the
 * columns a search looks in, the category facet, and prefixes spelled out as the terms they
 * stand for. search-expression.ts builds a buyer's query from them.
 */
export const MAX_SEARCH_WORDS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text (after NFKC), as FTS5's tokenizer would split them; none for punctuation only. */
export function searchWords(text: string): string[] {
  return text.normalize('NFKC').match(WORD) ?? [];
}

/** A string FTS5 reads as one phrase of plain words, whatever it contains. */
export function quotedPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * The words exactly as typed, all required, the last one as a prefix: the search before
 * stemming and synonyms (the search benchmark's peer). Returns null when no word is left.
 */
export function toFtsMatchExpression(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const kept = words.slice(0, MAX_SEARCH_WORDS);
  return kept.map((word, index) => (index === kept.length - 1 ? `${quotedPhrase(word)}*` : quotedPhrase(word))).join(' ');
}

/** The facet token a dataset's category is indexed under, as SQL over the datasets row. */
export const CATEGORY_FACET_SQL = "'c' || d.category_id";

/**
 * The keywords a dataset is indexed under besides its title and description, as SQL over its
 * datasets (d), dataset_details (x) and categories (c) rows: category name, format, tags (a
 * JSON array, whose punctuation the tokenizer drops) and modality.
 */
export const SEARCH_KEYWORDS_SQL = "c.name || ' ' || d.format || ' ' || x.tags || ' ' || x.modality";

/**
 * The columns `q` searches. The API spec says "title and description"; the keywords (category
 * name, format, tags, modality) are searched too, as a product decision: buyers type them
 * ("robotics", "dicom", "lidar", "audio") and a listing's own text often leaves them out.
 */
const SEARCHED_COLUMNS = '{title description keywords}';

/** What a word found in each searched column counts for in relevance (see search-ranking.ts). */
export const SEARCHED_COLUMN_WEIGHTS = { title: 4, keywords: 2, description: 1 } as const;

/**
 * The MATCH expression for a listing search: the words against the searched columns, and, when
 * a known category is asked for, its facet token too (FTS5 intersects the two).
 */
export function datasetSearchExpression(words: string, categoryId: number | null, columns: string = SEARCHED_COLUMNS): string {
  return withinCategory(`${columns} : (${words})`, categoryId);
}

/** An expression narrowed to a known category through its facet token (unchanged for null or an unknown category). */
export function withinCategory(expression: string, categoryId: number | null): string {
  return categoryId !== null && categoryId > 0 ? `${expression} AND category : "c${categoryId}"` : expression;
}

/** An expression restricted to one column of the index. */
export function inColumn(column: 'title' | 'description' | 'keywords', expression: string): string {
  return `{${column}} : (${expression})`;
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
