import { TOP_K, type SearchOutcome } from '../../tests/harness/search/relevance-metrics';

/**
 * nDCG@10 with the relevance of precision@10 (a result is relevant when its category is one the
 * query expects): the gain of each relevant result discounted by log2 of its rank plus one, over
 * that of the same number of results all relevant. So it is precision weighted to the top: a
 * right answer first counts more than one tenth. 0 without results.
 */
export function ndcgAt10(outcome: SearchOutcome, expected: readonly string[]): number {
  const top = outcome.topCategories.slice(0, TOP_K);
  const discount = (index: number) => 1 / Math.log2(index + 2);
  let gained = 0;
  let ideal = 0;
  top.forEach((category, index) => {
    if (expected.includes(category)) gained += discount(index);
    ideal += discount(index);
  });
  return ideal === 0 ? 0 : gained / ideal;
}
