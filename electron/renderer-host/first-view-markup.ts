/**
 * The saved first view (shared/ipc/first-view.ts) as markup in the page both shells serve: every
 * text and value escaped, every tag from the first view's list, class names as checked, and
 * nothing else (no style attribute: the CSP refuses those, and the copy needs none). The copy is
 * `inert` (no focus, no click: it is a picture of the last view, not the app) and says that it
 * is a saved copy; the app removes it as it mounts (renderer/state/first-view-handoff.ts).
 * Plain Node: no Electron imports.
 */
import {
  checkFirstView,
  FIRST_VIEW_DARK_CLASS,
  FIRST_VIEW_ID,
  FIRST_VIEW_OPENING_CLASS,
  FIRST_VIEW_SYSTEM_CLASS,
  type FirstViewKind,
  type FirstViewNode,
  type PageFirstView,
} from '../../shared/ipc/first-view';

/** What the page says its first view is, over it. */
export const FIRST_VIEW_NOTES: Record<FirstViewKind, string> = {
  saved: 'A saved copy of your last search: the app is starting…',
  opening: 'The first results, just received from the marketplace: the app is starting…',
};

const ROOT_MARKER = '<div id="root">';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function nodeMarkup(node: FirstViewNode): string {
  if (typeof node === 'string') return escapeText(node);
  const classAttribute = node.className ? ` class="${escapeText(node.className)}"` : '';
  if (node.tag === 'input') return `<input type="search" readonly tabindex="-1"${classAttribute} value="${escapeText(node.value ?? '')}">`;
  const extra = node.tag === 'button' ? ' type="button" tabindex="-1"' : '';
  return `<${node.tag}${classAttribute}${extra}>${(node.children ?? []).map(nodeMarkup).join('')}</${node.tag}>`;
}

/** The copy's markup, or '' when `view` is no first view (checked again here: the markup is written from nothing unchecked). */
export function firstViewMarkup(view: unknown, kind: FirstViewKind = 'saved'): string {
  const checked = checkFirstView(view);
  if (checked === null) return '';
  // The theme's class goes on the frame too, whose note and background then wear it.
  const classes = checked.className?.split(' ') ?? [];
  const theme = [FIRST_VIEW_DARK_CLASS, FIRST_VIEW_SYSTEM_CLASS]
    .filter((name) => classes.includes(name))
    .map((name) => ` ${name}`)
    .join('');
  return (
    `<div id="${FIRST_VIEW_ID}" class="first-view${kind === 'opening' ? ` ${FIRST_VIEW_OPENING_CLASS}` : ''}${theme}">` +
    `<p class="first-view__note" role="status">${escapeText(FIRST_VIEW_NOTES[kind])}</p>` +
    `<div class="first-view__copy" inert aria-hidden="true">${nodeMarkup(checked)}</div></div>`
  );
}

/** index.html cut where the first view goes (just before the app's root): null when the page has no such place. */
function splitAtFirstView(html: string): { before: string; after: string } | null {
  const at = html.indexOf(ROOT_MARKER);
  return at === -1 ? null : { before: html.slice(0, at), after: html.slice(at) };
}

/**
 * How long the page waits, once its view is sent, before the rest: the browser paints what it has
 * while it waits for more, whereas given the whole page at once it runs the app's scripts (due as
 * the page ends) before its first paint, and the view would show only with the app.
 */
export const FIRST_VIEW_PAINT_GAP_MS = 30;

/**
 * The page as both shells send it, part by part: the head at once (the browser asks for the
 * stylesheet and the scripts while the view is read), then the view, if any, and after a moment
 * (FIRST_VIEW_PAINT_GAP_MS) the rest. A view that cannot be read leaves the page without one.
 */
export async function* pageWithFirstView(html: string, view: Promise<PageFirstView | null>, onError: (error: unknown) => void): AsyncGenerator<string> {
  const parts = splitAtFirstView(html);
  if (parts === null) {
    // Not written into this page: its reading may still fail, and must not as an unhandled rejection.
    view.catch(() => undefined);
    yield html;
    return;
  }
  yield parts.before;
  let markup = '';
  try {
    const page = await view;
    markup = page === null ? '' : firstViewMarkup(page.view, page.kind);
  } catch (error) {
    onError(error);
  }
  if (markup !== '') {
    yield markup;
    await new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_PAINT_GAP_MS));
  }
  yield parts.after;
}
