/**
 * The saved first view (shared/ipc/first-view.ts) as markup in the page both shells serve: every
 * text and value escaped, every tag from the first view's list, class names as checked, and
 * nothing else (no style attribute: the CSP refuses those, and the copy needs none). The copy is
 * `inert` (no focus, no click: it is a picture of the last view, not the app) and says that it
 * is a saved copy; the app removes it as it mounts (renderer/app/first-view-handoff.ts).
 * Plain Node: no Electron imports.
 */
import { checkFirstView, FIRST_VIEW_DARK_CLASS, FIRST_VIEW_ID, type FirstViewNode } from '../../shared/ipc/first-view';

export const FIRST_VIEW_NOTE = 'A saved copy of your last search: the app is starting…';

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
export function firstViewMarkup(view: unknown): string {
  const checked = checkFirstView(view);
  if (checked === null) return '';
  const dark = checked.className?.split(' ').includes(FIRST_VIEW_DARK_CLASS) ? ` ${FIRST_VIEW_DARK_CLASS}` : '';
  return (
    `<div id="${FIRST_VIEW_ID}" class="first-view${dark}">` +
    `<p class="first-view__note" role="status">${escapeText(FIRST_VIEW_NOTE)}</p>` +
    `<div class="first-view__copy" inert aria-hidden="true">${nodeMarkup(checked)}</div></div>`
  );
}

/** index.html cut where the first view goes (just before the app's root): null when the page has no such place. */
export function splitAtFirstView(html: string): { before: string; after: string } | null {
  const at = html.indexOf(ROOT_MARKER);
  return at === -1 ? null : { before: html.slice(0, at), after: html.slice(at) };
}

/** index.html with `markup` before the app's root (unchanged when there is no root, or no markup). */
export function withFirstView(html: string, markup: string): string {
  const parts = splitAtFirstView(html);
  return parts && markup ? `${parts.before}${markup}${parts.after}` : html;
}
