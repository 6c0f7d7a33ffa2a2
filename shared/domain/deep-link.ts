/**
 * The app's links to a dataset: `dataset-marketplace://dataset/<slug or id>`, registered with the
 * OS by the installers (electron-builder.yml `protocols`) and handled by the Electron main process;
 * the browser shell takes the same dataset in its URL's fragment, `#dataset=<slug or id>`. A link
 * comes from outside the app (another program, a web page, a paste), so anything but exactly this
 * form with a valid dataset id or slug is refused.
 */
import { DATASET_ID_MAX_LENGTH } from './limits';

export const DEEP_LINK_SCHEME = 'dataset-marketplace';
/** The fragment parameter the browser shell (and the Electron window's first load) takes a dataset from. */
const DATASET_FRAGMENT_PARAM = 'dataset';

/**
 * A dataset id or slug as a marketplace may name one: the characters of a URL path segment
 * (RFC 3986 `pchar`: letters, digits, `-._~`, `!$&'()*+,;=`, `:` and `@`), so `h13:v2` is one;
 * it is percent-encoded wherever it goes into a path or a link. At most DATASET_ID_MAX_LENGTH.
 */
export const DATASET_ID_PATTERN = /^[A-Za-z0-9._~!$&'()*+,;=:@-]+$/;
/** Longer than any link to a valid dataset. */
const MAX_LINK_LENGTH = 300;

export function isDatasetId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length > 0 && value.length <= DATASET_ID_MAX_LENGTH && DATASET_ID_PATTERN.test(value) && value !== '.' && value !== '..'
  );
}

/**
 * The one way a dataset id is written into a link's path or a fragment's value: every character
 * but an unreserved one percent-encoded (`&` `%26`, `+` `%2B`, `#` `%23`, `/` `%2F`, space `%20`),
 * so nothing in it can end the value or mean something else.
 */
export function encodeDatasetId(id: string): string {
  return encodeURIComponent(id);
}

/** The one way it is read back: percent-decoding only (a `+` is a plus, not a space), null for a bad escape. */
export function decodeDatasetId(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function checkedId(id: string): string {
  if (!isDatasetId(id)) throw new TypeError(`"${String(id).slice(0, 40)}" is not a dataset id or slug.`);
  return id;
}

/** `dataset-marketplace://dataset/<id>`, the id percent-encoded; throws for something that is not a dataset id or slug. */
export function datasetDeepLink(id: string): string {
  return `${DEEP_LINK_SCHEME}://dataset/${encodeDatasetId(checkedId(id))}`;
}

/** `dataset=<id>`, the id percent-encoded, to stand beside other fragment parameters; throws for something that is not a dataset id or slug. */
export function datasetFragmentParam(id: string): string {
  return `${DATASET_FRAGMENT_PARAM}=${encodeDatasetId(checkedId(id))}`;
}

/** `#dataset=<id>`: the fragment that opens a dataset (the Electron window's first load, the browser shell's address). */
export function datasetFragment(id: string): string {
  return `#${datasetFragmentParam(id)}`;
}

/** The dataset a deep link names, or null for anything else (another scheme, a query, a second path segment, an odd id…). */
export function datasetOfDeepLink(link: unknown): string | null {
  if (typeof link !== 'string' || link.length > MAX_LINK_LENGTH) return null;
  const prefix = `${DEEP_LINK_SCHEME}://dataset/`;
  // Compared as text, not through URL parsing: nothing may be normalised away (case, dots, escapes).
  if (!link.startsWith(prefix)) return null;
  const id = decodeDatasetId(link.slice(prefix.length).replace(/\/$/, ''));
  return isDatasetId(id) ? id : null;
}

/** The first deep link to a dataset among command-line arguments (how Windows and Linux hand one to the app). */
export function datasetOfArguments(argv: readonly string[]): string | null {
  for (const arg of argv) {
    const id = datasetOfDeepLink(arg);
    if (id !== null) return id;
  }
  return null;
}

/** A fragment's `&`-separated parameters, as written (not decoded: only the dataset's value is, by decodeDatasetId). */
const fragmentParts = (hash: string) => (hash.startsWith('#') ? hash.slice(1) : hash).split('&').filter((part) => part !== '');
const isDatasetPart = (part: string) => part.split('=', 1)[0] === DATASET_FRAGMENT_PARAM;

/** The dataset of a URL fragment (`#dataset=<id>`, alone or beside other parameters), or null. */
export function datasetOfFragment(hash: string): string | null {
  const part = fragmentParts(hash).find(isDatasetPart);
  const id = part === undefined ? null : decodeDatasetId(part.slice(DATASET_FRAGMENT_PARAM.length + 1));
  return isDatasetId(id) ? id : null;
}

/** The fragment without its dataset parameter ('' when nothing else is left), the others kept as written, for the address bar once the link was followed. */
export function fragmentWithoutDataset(hash: string): string {
  const rest = fragmentParts(hash).filter((part) => !isDatasetPart(part));
  return rest.length > 0 ? `#${rest.join('&')}` : '';
}
