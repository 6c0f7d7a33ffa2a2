/** What typing a phrase cost at the marketplace: its searches, and which word each was sent for. */
import type { ServedRequest } from '../app/marketplace-requests';
import { resourceKindOfPath } from '../app/marketplace-requests';

export interface TypingCost {
  /** Searches (first pages and any other list request) the marketplace served while the phrase was typed and answered. */
  requests: number;
  /** Per word of the phrase: the searches sent while it was being typed (a search's words tell which: its last word is the one typed). */
  perWord: number[];
  /** The texts searched for, in order. */
  texts: string[];
}

/** The cost of typing a phrase of `words` words, from the requests served meanwhile. */
export function typingCost(requests: readonly ServedRequest[], words: number): TypingCost {
  const lists = requests.filter((request) => request.keyed && resourceKindOfPath(new URL(request.url, 'http://x.invalid').pathname) === 'lists');
  const texts = lists.map((request) => new URL(request.url, 'http://x.invalid').searchParams.get('q') ?? '');
  const perWord = Array.from({ length: words }, () => 0);
  for (const text of texts) {
    const count = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
    // A search with no words (the browsing list) is charged to the first word, one with more words than the phrase to its last.
    const index = Math.min(words, Math.max(1, count)) - 1;
    perWord[index] = (perWord[index] ?? 0) + 1;
  }
  return { requests: lists.length, perWord, texts };
}
