/**
 * A marketplace whose names are Object.prototype's: the embedded marketplace behind a layer that
 * renames eight of its datasets (ids `constructor`, `toString`, `__proto__`, …, slugs
 * `propertyIsEnumerable`, `toLocaleString`, …), their licence labels and every category after
 * members of Object.prototype, in every answer, and maps the names back in every request (paths,
 * `category`, `dataset_ids`). It states no licence for the dataset `constructor` (in its listing,
 * its record and a check), so nothing the app holds names one under that key. The upstream decides
 * everything else (records, verdicts, quota): the app sees a real marketplace that merely chose
 * hostile names.
 */
import { startPeer, type HttpPeer } from '../../electron/core/testing/http-peer';

export const PROTOTYPE_IDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'] as const;
const PROTOTYPE_SLUGS = ['propertyIsEnumerable', 'toLocaleString', '__lookupGetter__', '__lookupSetter__', '__defineSetter__', 'apply', 'bind', 'call'];
const PROTOTYPE_LICENSES = ['valueOf', '__proto__', 'toString', 'constructor', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', 'prototype'];
const PROTOTYPE_CATEGORIES = [...PROTOTYPE_IDS, 'propertyIsEnumerable', 'toLocaleString', '__lookupGetter__', '__lookupSetter__', '__defineSetter__'];

interface RenamedDataset {
  id: string;
  slug: string;
  title: string;
  /** As the app sees it: none for `constructor`. */
  license: string | undefined;
  category: string;
}

/** The dataset whose licence the server does not state. */
export const UNLICENSED_ID = 'constructor';

export interface PrototypeNamesServer {
  url: string;
  /** The renamed datasets, in the upstream's default order, as the app sees them. */
  datasets: RenamedDataset[];
  requests: HttpPeer['requests'];
  close(): Promise<void>;
}

interface UpstreamItem {
  id: string;
  slug: string;
  title: string;
  license: string;
  category: string;
}

const FORWARDED_HEADERS = ['x-api-key', 'content-type', 'accept', 'user-agent'];
const PASSED_BACK_HEADERS = ['content-type', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'content-disposition'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function startPrototypeNamesServer(upstreamUrl: string, apiKey: string): Promise<PrototypeNamesServer> {
  const upstream = new URL(upstreamUrl);
  const ask = async <T>(pathAndQuery: string): Promise<T> =>
    (await (await fetch(new URL(pathAndQuery, upstream), { headers: { 'X-Api-Key': apiKey } })).json()) as T;
  const listed = await ask<{ data: UpstreamItem[] }>(`/v1/datasets?per_page=${PROTOTYPE_IDS.length}`);
  const categories = await ask<{ data: Array<{ name: string; slug: string }> }>('/v1/categories');

  // Upstream text → the name the app sees; and back, one table per place a name can be sent.
  const forward = new Map<string, string>();
  const datasetBack = new Map<string, string>();
  const categoryBack = new Map<string, string>();
  const slugRenames: Array<[RegExp, string]> = [];
  // The listed datasets' own categories first, so each of them gets a prototype name whatever the catalog's order.
  const listedCategories = new Set(listed.data.map((item) => item.category));
  const inListing = (category: { name: string; slug: string }) => listedCategories.has(category.name) || listedCategories.has(category.slug);
  const renamed = [...categories.data.filter(inListing), ...categories.data.filter((category) => !inListing(category))];
  renamed.slice(0, PROTOTYPE_CATEGORIES.length).forEach((category, index) => {
    const name = PROTOTYPE_CATEGORIES[index]!;
    forward.set(category.name, name).set(category.slug, name);
    categoryBack.set(name, category.slug);
  });
  const licenses = [...new Set(listed.data.map((item) => item.license))];
  licenses.slice(0, PROTOTYPE_LICENSES.length).forEach((license, index) => forward.set(license, PROTOTYPE_LICENSES[index]!));
  const datasets = listed.data.map((item, index): RenamedDataset => {
    const id = PROTOTYPE_IDS[index]!;
    const slug = PROTOTYPE_SLUGS[index]!;
    forward.set(item.id, id).set(item.slug, slug);
    datasetBack.set(id, item.id).set(slug, item.slug);
    slugRenames.push([new RegExp(`/(${escapeRegExp(item.slug)}|${escapeRegExp(item.id)})(?=[/?#"]|$)`, 'g'), slug]);
    const license = id === UNLICENSED_ID ? undefined : (forward.get(item.license) ?? item.license);
    return { id, slug, title: item.title, license, category: forward.get(item.category) ?? item.category };
  });

  let ownOrigin = '';
  const renameText = (text: string): string => {
    const exact = forward.get(text);
    if (exact !== undefined) return exact;
    if (!text.startsWith(upstream.origin)) return text;
    let renamed = ownOrigin + text.slice(upstream.origin.length);
    for (const [pattern, slug] of slugRenames) renamed = renamed.replace(pattern, `/${slug}`);
    return renamed;
  };
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') return renameText(value);
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null) return value;
    const renamed = Object.fromEntries(Object.entries(value).map(([key, inner]) => [renameText(key), rename(inner)])) as Record<string, unknown>;
    // A listing, a record or a check's finding of the dataset stated without its licence label.
    if ((renamed.id === UNLICENSED_ID || renamed.dataset_id === UNLICENSED_ID) && typeof renamed.license === 'string') delete renamed.license;
    return renamed;
  };
  const datasetOf = (name: string) => datasetBack.get(name) ?? name;

  const upstreamTarget = (requestUrl: string): URL => {
    const target = new URL(requestUrl, upstream);
    const segments = target.pathname.split('/');
    const at = segments.indexOf('datasets');
    if (at >= 0 && segments[at + 1] !== undefined && segments[at + 1] !== '') {
      segments[at + 1] = encodeURIComponent(datasetOf(decodeURIComponent(segments[at + 1]!)));
      target.pathname = segments.join('/');
    }
    const category = target.searchParams.get('category');
    if (category !== null) target.searchParams.set('category', categoryBack.get(category) ?? category);
    return target;
  };
  const upstreamBody = (body: string): string => {
    const parsed = JSON.parse(body) as { dataset_ids?: unknown };
    if (Array.isArray(parsed.dataset_ids)) parsed.dataset_ids = parsed.dataset_ids.map((id) => (typeof id === 'string' ? datasetOf(id) : id));
    return JSON.stringify(parsed);
  };

  const peer = await startPeer(async (request, response) => {
    const headers = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name] as string]] : [])),
    );
    const hasBody = request.method === 'POST' && request.body !== '';
    const answer = await fetch(upstreamTarget(request.url), {
      method: request.method,
      headers,
      body: hasBody ? upstreamBody(request.body) : undefined,
      redirect: 'manual',
    });
    const passed = Object.fromEntries(PASSED_BACK_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])));
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (!(answer.headers.get('content-type') ?? '').includes('json')) {
      response.writeHead(answer.status, passed);
      response.end(bytes);
      return;
    }
    response.writeHead(answer.status, passed);
    response.end(JSON.stringify(rename(JSON.parse(bytes.toString('utf8')))));
  });
  ownOrigin = new URL(peer.url).origin;
  return { url: peer.url, datasets, requests: peer.requests, close: () => peer.close() };
}
