/**
 * The saved first view: an inert copy of the search results the window last painted, kept beside
 * the saved query cache (the same save, for the same connection and key) and served inside the
 * page at the next start, so the last view paints before the app's scripts have run; the app
 * replaces it as it mounts. A tree of a few kinds of element with class names and text, never
 * markup: the shells write every text escaped and every tag from this list
 * (electron/renderer-host/first-view-markup.ts), so nothing a marketplace sent can become markup
 * or script. No style, link, image or event attribute exists in it.
 */

/** Which view the page comes with: the saved copy of the last search, or the results of the opening search, just received. */
export type FirstViewKind = 'saved' | 'opening';

export interface PageFirstView {
  kind: FirstViewKind;
  view: FirstViewElement;
}

/** The copy's element in the page, which the app removes (index.html holds no other of this id). */
export const FIRST_VIEW_ID = 'first-view';

/** The class on the copy's root when the window was dark: the shells put it on the copy's frame too. */
export const FIRST_VIEW_DARK_CLASS = 'first-view--dark';

/** The class on the frame of first results just received (not a saved copy): the search screen replaces it only once it shows its own. */
export const FIRST_VIEW_OPENING_CLASS = 'first-view--opening';

/** The class on the root of first results whose user left the theme to the system: the page reads the system's (renderer/state/first-view-theme.ts). */
export const FIRST_VIEW_SYSTEM_CLASS = 'first-view--system';

export const FIRST_VIEW_TAGS = [
  'div',
  'span',
  'section',
  'header',
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'small',
  'button',
  'label',
  'input',
] as const;
export type FirstViewTag = (typeof FIRST_VIEW_TAGS)[number];

export interface FirstViewElement {
  tag: FirstViewTag;
  /** Class names, each of letters, digits, `-` and `_` (FIRST_VIEW_CLASS_PATTERN). */
  className?: string;
  /** An input's text (the search box): written as its value, escaped. */
  value?: string;
  children?: FirstViewNode[];
}

/** An element, or a text. */
export type FirstViewNode = FirstViewElement | string;

export const FIRST_VIEW_CLASS_PATTERN = /^[A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*$/;

export const FIRST_VIEW_LIMITS = {
  /** Elements and texts in all. */
  nodes: 3_000,
  depth: 24,
  /** Characters of one text or one value. */
  textChars: 2_000,
  classChars: 300,
  /** Result rows copied: more than a window shows. */
  rows: 40,
} as const;

const TAGS: ReadonlySet<string> = new Set(FIRST_VIEW_TAGS);

/**
 * `value` if it is a first view within the limits (its root an element), else null: the check of
 * the window's save and of the file read back, as the markup is written from nothing else.
 */
export function checkFirstView(value: unknown): FirstViewElement | null {
  let nodes = 0;
  const isNode = (node: unknown, depth: number): boolean => {
    nodes += 1;
    if (nodes > FIRST_VIEW_LIMITS.nodes || depth > FIRST_VIEW_LIMITS.depth) return false;
    if (typeof node === 'string') return node.length <= FIRST_VIEW_LIMITS.textChars;
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return false;
    const { tag, className, value: text, children, ...rest } = node as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || typeof tag !== 'string' || !TAGS.has(tag)) return false;
    if (
      className !== undefined &&
      (typeof className !== 'string' || className.length > FIRST_VIEW_LIMITS.classChars || !FIRST_VIEW_CLASS_PATTERN.test(className))
    )
      return false;
    if (text !== undefined && (tag !== 'input' || typeof text !== 'string' || text.length > FIRST_VIEW_LIMITS.textChars)) return false;
    if (children === undefined) return true;
    return tag !== 'input' && Array.isArray(children) && children.every((child) => isNode(child, depth + 1));
  };
  return typeof value === 'object' && value !== null && isNode(value, 0) ? (value as FirstViewElement) : null;
}
