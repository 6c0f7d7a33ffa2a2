import type { ListingFacts } from './compose-listing-text';
import { compactCount, groupThousands, monthYear, titleCase } from './text-format';

/**
 * Hands out titles that are unique within one catalog, ignoring case: a listing whose title is
 * taken gets the first of its candidates (see titleCandidates) that is not. Deterministic for a
 * catalog built in the same order.
 */
export interface TitleRegistry {
  claim(candidates: Iterable<string>): string;
}

export function createTitleRegistry(): TitleRegistry {
  const taken = new Set<string>();
  const take = (title: string): boolean => {
    const key = title.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  };
  return {
    claim(candidates) {
      let last = '';
      for (const candidate of candidates) {
        last = candidate;
        if (take(candidate)) return candidate;
      }
      // Only reached if every candidate is taken: a count of the listings of that name.
      for (let release = 2; ; release++) {
        const candidate = `${last}, release ${release}`;
        if (take(candidate)) return candidate;
      }
    },
  };
}

/**
 * The title as composed, then the same title told apart by what a buyer would use to tell two
 * such listings apart, one more fact at a time: the years it was collected, the capture device,
 * the number of items, the exact number, the months. Facts the title already names are left out.
 */
export function* titleCandidates(title: string, facts: ListingFacts): Generator<string> {
  yield title;
  const from = facts.collectedFrom.getUTCFullYear();
  const to = facts.collectedTo.getUTCFullYear();
  const years = from === to ? String(to) : `${from}–${to}`;
  const unitPlural = titleCase(facts.kind.unit[1]);
  const sensor = title.includes(facts.sensor) ? null : facts.sensor;
  const details = (...parts: Array<string | null>) => `${title} (${parts.filter((part) => part !== null).join(', ')})`;
  yield details(years);
  if (sensor !== null) yield details(sensor, years);
  yield details(`${compactCount(facts.itemCount)} ${unitPlural}`, sensor, years);
  yield details(`${groupThousands(facts.itemCount)} ${unitPlural}`, sensor, years);
  yield details(`${groupThousands(facts.itemCount)} ${unitPlural}`, sensor, `${monthYear(facts.collectedFrom)} to ${monthYear(facts.collectedTo)}`);
}
