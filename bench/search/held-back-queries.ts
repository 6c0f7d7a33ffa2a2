import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BuyerQuery } from '../../tests/harness/search/buyer-queries';

/**
 * The held-back buyer phrasings of held-back-queries.json: written before their author read the
 * catalog's vocabularies, kept as data so that a fix of the search never edits them in passing.
 */
const fileSchema = z.object({
  about: z.string(),
  queries: z.array(
    z
      .object({
        q: z.string().min(1),
        expected: z.array(z.string()).min(1),
        kind: z.enum(['plural', 'spelling', 'synonym', 'phrase', 'partial', 'keyword', 'typo', 'abbreviation']),
      })
      .strict(),
  ),
});

export function readHeldBackQueries(file = new URL('./held-back-queries.json', import.meta.url)): BuyerQuery[] {
  return fileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).queries;
}
