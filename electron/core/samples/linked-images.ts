/**
 * Fetches the images a sample's labels name by address (image-links.ts) under the sample rules:
 * each address checked as a sample's is (https, or http on this computer; no credentials); those
 * on the sample's own origin, the embedded marketplace, or a host the user agreed to, at once;
 * those on another host only after the user's go-ahead for that host (the key is never sent
 * there); a custom marketplace's own origin, which may count each request, only after a go-ahead
 * naming the count. At most MAX_LINKED_IMAGES images and MAX_LINKED_IMAGE_BYTES in all, within
 * the sample's time limit; each is sniffed, and kept only when its bytes are an image.
 */
import { IMAGE_KINDS, sniffContent } from '../../../shared/domain/samples/sniff-content';
import {
  LINKED_IMAGE_CONCURRENCY,
  MAX_LINKED_IMAGE_BYTES,
  MAX_LINKED_IMAGES,
  type LinkedImages,
  type SampleQuotaEffect,
} from '../../../shared/domain/samples/sample-types';
import { describeByteLimit } from '../http/read-capped-body';
import type { ImageLinks } from './image-links';
import { checkSampleUrl, type SampleRoute } from './sample-addresses';
import type { UnpackedFile } from './unpack-sample';

export type FetchedImage = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export interface LinkedImageContext {
  /** The sample's own address (the labels' base) and whether the user has agreed to its host. */
  sampleUrl: URL;
  sampleAgreed: boolean;
  route(url: URL): SampleRoute;
  isApproved(host: string): boolean;
  /** Hosts the user agreed to for this sample's images, in this request. */
  imageHosts: ReadonlySet<string>;
  approve(host: string): void;
  /** One image, with the key only when `keyed`, at most `maxBytes`, within `timeoutMs`. */
  fetchImage(url: URL, keyed: boolean, maxBytes: number, timeoutMs: number): Promise<FetchedImage>;
  timeoutMs: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export async function fetchLinkedImages(found: ImageLinks, context: LinkedImageContext): Promise<{ files: UnpackedFile[]; info: LinkedImages }> {
  const problems = new Map<string, number>();
  const problem = (message: string) => problems.set(message, (problems.get(message) ?? 0) + 1);
  for (let i = 0; i < found.unreadable; i++) problem('their labels give no web address for them');

  const todo: Array<{ path: string; url: URL; keyed: boolean }> = [];
  const waiting = new Map<string, { count: number; quota: SampleQuotaEffect }>();
  const wanted = found.links.slice(0, MAX_LINKED_IMAGES);
  for (const link of wanted) {
    const checked = checkSampleUrl(link.url);
    if (!checked.ok) {
      problem(refusalOf(link.url));
      continue;
    }
    const url = checked.url;
    const route = context.route(url);
    const agreedNow = context.imageHosts.has(url.host);
    const atOnce =
      route.quota === 'may-count'
        ? agreedNow
        : route.quota === 'not-counted' || agreedNow || context.isApproved(url.host) || (url.origin === context.sampleUrl.origin && context.sampleAgreed);
    if (!atOnce) {
      const entry = waiting.get(url.host) ?? { count: 0, quota: route.quota };
      entry.count++;
      waiting.set(url.host, entry);
      continue;
    }
    if (agreedNow && route.quota !== 'may-count') context.approve(url.host);
    todo.push({ path: link.path, url, keyed: route.keySent });
  }

  const started = Date.now();
  const files: Array<UnpackedFile | null> = todo.map(() => null);
  const hosts = new Set<string>();
  let bytes = 0;
  let next = 0;
  let full = false;
  async function worker() {
    while (next < todo.length) {
      const index = next++;
      const item = todo[index] as (typeof todo)[number];
      const remainingBytes = MAX_LINKED_IMAGE_BYTES - bytes;
      const remainingMs = context.timeoutMs - (Date.now() - started);
      if (full || remainingBytes <= 0) {
        problem(`they would go past ${describeByteLimit(MAX_LINKED_IMAGE_BYTES)} of images in all`);
        continue;
      }
      if (remainingMs <= 0) {
        problem(`the app stops fetching images after ${context.timeoutMs / 1000} s`);
        continue;
      }
      const fetched = await context.fetchImage(item.url, item.keyed, remainingBytes, remainingMs);
      if (!fetched.ok) {
        problem(fetched.message.replace(/\.$/, ''));
        continue;
      }
      if (bytes + fetched.bytes.length > MAX_LINKED_IMAGE_BYTES) {
        full = true;
        problem(`they would go past ${describeByteLimit(MAX_LINKED_IMAGE_BYTES)} of images in all`);
        continue;
      }
      const kind = sniffContent(fetched.bytes);
      if (!IMAGE_KINDS.has(kind)) {
        problem(`what their address answered is no PNG, JPEG, GIF or WebP image (its bytes read as ${kind})`);
        continue;
      }
      bytes += fetched.bytes.length;
      hosts.add(item.url.host);
      files[index] = { path: item.path, kind, bytes: fetched.bytes };
    }
  }
  await Promise.all(Array.from({ length: Math.min(LINKED_IMAGE_CONCURRENCY, todo.length) }, worker));

  const kept = files.filter((file): file is UnpackedFile => file !== null);
  return {
    files: kept,
    info: {
      format: found.format,
      named: found.distinct + found.unreadable,
      fetched: kept.length,
      fetchedBytes: bytes,
      fetchedFrom: [...hosts],
      waiting: [...waiting].map(([host, entry]) => ({ host, ...entry })),
      beyondCap: Math.max(0, found.distinct - MAX_LINKED_IMAGES),
      problems: [...problems].map(([message, count]) => `${plural(count, 'image')} not fetched: ${message}.`),
    },
  };
}

/** Why an address the labels give is not fetched, said of the images. */
function refusalOf(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'their labels give no web address for them';
  }
  if (url.username !== '' || url.password !== '') return 'their addresses hold a user name or password, which the app does not use';
  if (url.protocol === 'http:') return `they are offered over plain http:// (${url.host}), and the app fetches only https:// or addresses on this computer`;
  return `their addresses use ${url.protocol.replace(/:$/, '')}:, which the app does not fetch (only https://)`;
}
