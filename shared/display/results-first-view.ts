/**
 * The window's first results as a first view (../ipc/first-view.ts), made by the core from the
 * opening search's answer for a start with no saved view, so that the page comes with them and they
 * paint before the app's scripts have run. The same class names and words as the search screen
 * (renderer/search/), so the copy looks like the screen the app then draws over it; of each row,
 * what the marketplace stated: title, price, facts, the tier and score, the marks of a metadata-only
 * score and of HIPAA and GDPR, sales and rating. The row's buttons, the app's use-fit reading and
 * the date (in the reader's locale) come with the app. `results-first-view.test.tsx` holds each row
 * against the row the app draws.
 */
import type { DatasetPageReading, DatasetSummaryReading } from '../domain/readings/dataset-reading';
import {
  FIRST_VIEW_DARK_CLASS,
  FIRST_VIEW_LIMITS,
  FIRST_VIEW_SYSTEM_CLASS,
  type FirstViewElement,
  type FirstViewNode,
  type FirstViewTag,
} from '../ipc/first-view';
import { formatCount, formatScore } from './format';
import { loadedRange } from './loaded-range';
import { nextPageNumber } from './next-page';
import { totalScope } from './count-scope';
import { isMetadataOnly, METADATA_ONLY_WORDS } from './metadata-only';
import { resultRowText } from './result-row-text';
import { tierWordLabel } from './tier';

function element(tag: FirstViewTag, className: string | undefined, children: Array<FirstViewNode | null> = []): FirstViewElement {
  // Texts as the window's own copy keeps them (renderer/app/first-view-capture.ts): cut at the limit.
  const kept = children
    .filter((child): child is FirstViewNode => child !== null && child !== '')
    .map((child) => (typeof child === 'string' ? child.slice(0, FIRST_VIEW_LIMITS.textChars) : child));
  return { tag, ...(className ? { className } : {}), ...(kept.length > 0 ? { children: kept } : {}) };
}

/** The tier badge (renderer/ui/display/tier-badge.tsx), small. */
function tierBadge(item: DatasetSummaryReading): FirstViewElement | null {
  const { tier, composite: score } = item;
  if (tier === undefined && score === undefined) return null;
  const tone = tier !== undefined && 'known' in tier.value ? tier.value.known : 'unknown';
  return element('span', `tier-badge tier-badge--${tone} tier-badge--sm`, [
    element('span', 'tier-badge__mark'),
    score !== undefined ? element('span', 'tier-badge__score tabular', [element('span', 'visually-hidden', ['LQS ']), formatScore(score.value)]) : null,
    score !== undefined && tier !== undefined ? ' ' : null,
    tier !== undefined ? element('span', 'tier-badge__name', [tierWordLabel(tier.value)]) : null,
  ]);
}

/** One row as the search draws it (renderer/search/results/result-row.tsx), without its buttons, use-fit mark and date. */
export function resultRowFirstView(item: DatasetSummaryReading): FirstViewElement {
  const text = resultRowText(item);
  const compliance = (word: string) => element('span', 'compliance-mark', [word]);
  return element('div', 'result-row', [
    element('span', 'result-row__line', [
      element('button', 'result-row__open', [element('span', 'result-row__title', [text.title])]),
      element('span', 'result-row__price tabular', [text.price]),
    ]),
    element('span', 'result-row__facts', [text.facts]),
    element('span', 'result-row__line result-row__stats', [
      tierBadge(item),
      isMetadataOnly(item.scoreBasis) ? element('span', 'metadata-only-mark', [METADATA_ONLY_WORDS]) : null,
      item.hipaa?.value === true ? compliance('HIPAA') : null,
      item.gdpr?.value === true ? compliance('GDPR') : null,
      text.figures.length > 0
        ? element(
            'span',
            'result-row__numbers tabular',
            text.figures.map((figure, position) => element('span', 'result-row__number', [position > 0 ? ` · ${figure}` : figure])),
          )
        : null,
    ]),
  ]);
}

export interface FirstViewSearch {
  /** The search as typed, for the search box. */
  text: string;
  /** The page size asked: with neither a total nor "has more" stated, a full page means more to come. */
  perPage: number | undefined;
  /** Whether the search narrows the catalog: its total is of this search, not the whole marketplace. */
  narrowed: boolean;
  /** The user's theme: one left to the system is the page's to read (renderer/state/first-view-theme.ts). */
  theme: 'light' | 'dark' | 'system';
}

/**
 * The results section of the search screen for `page`, the first page of `search`: null when it
 * lists nothing, or when the marketplace corrected the search or matched only some of its words
 * (the app says those itself, over the results).
 */
export function resultsFirstView(page: DatasetPageReading, search: FirstViewSearch): FirstViewElement | null {
  if (page.items.length === 0 || page.correction !== undefined || (page.match !== undefined && page.match.value.kind !== 'all_words')) return null;
  const range = loadedRange(page.items.length, page.total?.value, nextPageNumber([page], search.perPage) !== undefined);
  const themeClass = search.theme === 'dark' ? ` ${FIRST_VIEW_DARK_CLASS}` : search.theme === 'system' ? ` ${FIRST_VIEW_SYSTEM_CLASS}` : '';
  return element('section', `search-screen__results${themeClass}`, [
    element('div', 'search-screen__query', [
      element('div', 'search-box', [{ tag: 'input', className: 'search-box__input', value: search.text.slice(0, FIRST_VIEW_LIMITS.textChars) }]),
    ]),
    element('div', 'search-toolbar', [
      element('div', 'search-toolbar__summary', [
        element('p', 'search-toolbar__range tabular', [
          range.lead,
          range.lead !== '' && range.total !== undefined ? ' ' : null,
          range.total !== undefined ? element('strong', 'search-toolbar__total', [formatCount(range.total, 'dataset')]) : null,
        ]),
        range.total !== undefined ? element('span', 'search-toolbar__scope muted', [totalScope(search.narrowed)]) : null,
      ]),
    ]),
    element('div', 'results-scroll', [
      element('div', 'results-list results-list--in-flow', page.items.slice(0, FIRST_VIEW_LIMITS.rows).map(resultRowFirstView)),
    ]),
  ]);
}
