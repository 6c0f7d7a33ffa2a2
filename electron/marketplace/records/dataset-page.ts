/**
 * A dataset's human page on this marketplace (GET /datasets/{slug}, no key): what `urls.dataset`
 * names, so a link in an export or a "Copy web link" opens something a person can read, not an
 * API record. Every value is escaped; the page loads nothing but its own badge.
 */
import type { DatasetDetail } from '../../../shared/wire/api-types';
import { escapeMarkup } from './escape-markup';

/** The page's path for a slug (or id): the one place it is written. */
export const datasetPagePath = (slug: string) => `/datasets/${encodeURIComponent(slug)}`;

/** No script, no other origin: the page's own styles and its badge only. */
export const DATASET_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const price = (detail: DatasetDetail) => (detail.price === 0 ? 'Free' : `$${detail.price.toFixed(2)}`);
/** A compliance flag is a mark: false is its absence, not a finding (renderer/ui/display/compliance-words.ts). */
const marked = (flag: boolean) => (flag ? 'marked compliant' : 'not marked compliant');

export function renderDatasetPage(detail: DatasetDetail): string {
  const facts: Array<[string, string]> = [
    ['Category', detail.category],
    ['Format', detail.format],
    ['Modality', detail.modality],
    ['Items', detail.item_count.toLocaleString('en-GB')],
    ['Price', price(detail)],
    ['Licence', detail.license],
    ['LQS', `${detail.quality.composite} (${detail.quality.tier})`],
    ['HIPAA', marked(detail.compliance.hipaa)],
    ['GDPR', marked(detail.compliance.gdpr)],
    ['Languages', detail.languages.join(', ') || 'none listed'],
    ['Version', detail.version],
    ['Seller', `${detail.seller.name}${detail.seller.verified ? ' (verified)' : ''}`],
    ['Published', detail.created_at],
    ['Updated', detail.updated_at],
    ['Id', detail.id],
  ];
  const e = escapeMarkup;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(detail.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;background:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
@media (prefers-color-scheme:dark){body{color:#e6e8eb;background:#15181c}}</style>
</head>
<body>
<main>
<h1>${e(detail.title)}</h1>
<p><img src="${e(detail.urls.badge)}" alt="LQS ${e(String(detail.quality.composite))}, ${e(detail.quality.tier)}"></p>
<p>${e(detail.description)}</p>
<dl>
${facts.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join('\n')}
</dl>
${detail.tags.length > 0 ? `<p>Tags: ${detail.tags.map(e).join(', ')}</p>` : ''}
<p><small>A page of the built-in demo marketplace.</small></p>
</main>
</body>
</html>
`;
}
