/**
 * A dataset's human page on this marketplace (GET /datasets/{slug}, no key): what `urls.dataset`
 * names, so a link in an export or a "Copy web link" opens something a person can read, not an
 * API record. Every value is escaped; the page loads nothing but its own badge.
 */
import { LQS_MEANING, TIER_THRESHOLDS } from '@dmd/shared/domain/lqs';
import type { DatasetDetail } from '@dmd/shared/wire/api-types';
import { htmlPage, joinMarkup, markup, text, type Markup } from './html-page';
import { pageDate } from './page-date';

export { PAGE_CSP as DATASET_PAGE_CSP } from './html-page';

/** The page's path for a slug (or id): the one place it is written. */
export const datasetPagePath = (slug: string) => `/datasets/${encodeURIComponent(slug)}`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Prices in this API are US dollars (docs/api.md, "Records"). */
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const price = (detail: DatasetDetail) => (detail.price === 0 ? 'Free' : `${DOLLARS.format(detail.price)} (US dollars)`);
/** A compliance flag is a mark: false is its absence, not a finding (renderer/ui/display/compliance-words.ts). */
const marked = (flag: boolean) => (flag ? 'marked compliant' : 'not marked compliant');

/** "Platinum from 90, Gold from 75, Silver from 60, Bronze below 60". */
const TIERS_TEXT = TIER_THRESHOLDS.map((threshold, index) => {
  const above = TIER_THRESHOLDS[index - 1];
  return threshold.min === 0 && above !== undefined
    ? `${capitalised(threshold.tier)} below ${above.min}`
    : `${capitalised(threshold.tier)} from ${threshold.min}`;
}).join(', ');

/** "82.3 of 100, Gold tier", or why there is no score. */
function lqsText({ composite, tier }: DatasetDetail['quality']): string {
  return composite === null || tier === null ? 'Not scored: scored from metadata only, no files read' : `${composite} of 100, ${capitalised(tier)} tier`;
}

function lqs(detail: DatasetDetail): Markup {
  return markup`${text(lqsText(detail.quality))}<span class="note">${text(`${LQS_MEANING} Tiers: ${TIERS_TEXT}.`)}</span>`;
}

export function renderDatasetPage(detail: DatasetDetail): string {
  const facts: Array<[string, Markup]> = [
    ['Category', text(detail.category)],
    ['Format', text(detail.format)],
    ['Modality', text(detail.modality)],
    ['Items', text(detail.item_count.toLocaleString('en-GB'))],
    ['Price', text(price(detail))],
    ['Licence', markup`${text(detail.license)}<span class="note">As the listing names it.</span>`],
    ['LQS', lqs(detail)],
    ['HIPAA', text(marked(detail.compliance.hipaa))],
    ['GDPR', text(marked(detail.compliance.gdpr))],
    ['Languages', text(detail.languages.join(', ') || 'none listed')],
    ['Version', text(detail.version)],
    ['Seller', text(`${detail.seller.name}${detail.seller.verified ? ' (verified)' : ''}`)],
    ['Published', pageDate(detail.created_at)],
    ['Updated', pageDate(detail.updated_at)],
    ['Id', text(detail.id)],
  ];
  return htmlPage(
    text(detail.title),
    markup`<h1>${text(detail.title)}</h1>
<p><img src="${text(detail.urls.badge)}" alt="${text(detail.quality.composite === null ? 'LQS not scored' : `LQS ${detail.quality.composite}, ${detail.quality.tier}`)}"></p>
<p>${text(detail.description)}</p>
<dl>
${joinMarkup(
  facts.map(([label, value]) => markup`<dt>${text(label)}</dt><dd>${value}</dd>`),
  '\n',
)}
</dl>
${detail.tags.length > 0 ? markup`<p>Tags: ${joinMarkup(detail.tags.map(text), ', ')}</p>` : text('')}
<p><small>A page of the built-in demo marketplace. Dates are days in UTC.</small></p>`,
  );
}
