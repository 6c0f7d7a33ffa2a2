/**
 * The saved first view taken from the screen (shared/ipc/first-view.ts): the search screen's
 * results as painted, when the search shows rows, as a tree of the few elements the copy may hold,
 * with their class names and texts. Whatever else is on the screen stays out: an element of
 * another kind (an icon, an image) and its content, an element marked `data-first-view="skip"`
 * (what holds a time, as "Updated 5 min ago", or a state of this moment), attributes, and rows
 * past the copy's limit. The root carries the dark theme's class when the window is dark. The rows are copied one after another (in flow), not where the
 * virtualizer placed them.
 */
import {
  FIRST_VIEW_CLASS_PATTERN,
  FIRST_VIEW_DARK_CLASS,
  FIRST_VIEW_LIMITS,
  FIRST_VIEW_TAGS,
  type FirstViewElement,
  type FirstViewNode,
  type FirstViewTag,
} from '../../shared/ipc/first-view';

const TAGS: ReadonlySet<string> = new Set(FIRST_VIEW_TAGS);
const RESULTS_SELECTOR = '#root .search-screen__results';
const ROW_SELECTOR = '.result-row:not(.result-row--skeleton)';

function classNameOf(element: Element): string | undefined {
  const names = [...element.classList].filter((name) => FIRST_VIEW_CLASS_PATTERN.test(name) && name.length <= 80);
  if (names.includes('results-list')) names.push('results-list--in-flow');
  const joined = [...new Set(names)].join(' ').slice(0, FIRST_VIEW_LIMITS.classChars).trim();
  return joined && FIRST_VIEW_CLASS_PATTERN.test(joined) ? joined : undefined;
}

/** The first view of the screen now, or null when it shows no results to copy. */
export function captureFirstView(root: ParentNode = document): FirstViewElement | null {
  const view = copyResults(root);
  // The theme as painted, so the copy at the next start is not a flash of the other one.
  if (view !== null && document.documentElement.dataset.theme === 'dark') view.className = `${view.className ?? ''} ${FIRST_VIEW_DARK_CLASS}`.trim();
  return view;
}

function copyResults(root: ParentNode): FirstViewElement | null {
  const results = root.querySelector(RESULTS_SELECTOR);
  if (results === null || results.closest('[hidden]') !== null || results.querySelector(ROW_SELECTOR) === null) return null;
  let nodes = 0;
  let rows = 0;
  const copy = (element: Element, depth: number): FirstViewElement | null => {
    const tag = element.tagName.toLowerCase();
    if (!TAGS.has(tag) || element.getAttribute('data-first-view') === 'skip' || depth > FIRST_VIEW_LIMITS.depth || nodes >= FIRST_VIEW_LIMITS.nodes)
      return null;
    if (element.classList.contains('result-row')) {
      if (rows >= FIRST_VIEW_LIMITS.rows) return null;
      rows += 1;
    }
    nodes += 1;
    const copied: FirstViewElement = { tag: tag as FirstViewTag };
    const className = classNameOf(element);
    if (className) copied.className = className;
    if (tag === 'input') {
      copied.value = (element as HTMLInputElement).value.slice(0, FIRST_VIEW_LIMITS.textChars);
      return copied;
    }
    const children: FirstViewNode[] = [];
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        if (text && nodes < FIRST_VIEW_LIMITS.nodes) {
          nodes += 1;
          children.push(text.slice(0, FIRST_VIEW_LIMITS.textChars));
        }
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = copy(child as Element, depth + 1);
        if (element) children.push(element);
      }
    }
    if (children.length > 0) copied.children = children;
    return copied;
  };
  return copy(results, 0);
}
