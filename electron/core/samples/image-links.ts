/**
 * The images a sample's labels name by address, when the sample holds the labels but not the
 * images: a COCO file's `coco_url` (else its `file_name`, relative to the annotation file's own
 * address), a YOLO image list (a text file of image paths or addresses, one a line), or a
 * Pascal VOC file's `<path>` when it is a web address (else its `<filename>`, relative to the
 * annotation file). Each becomes an absolute address and the name the image gets in the sample,
 * so the Preview matches it to its boxes as it does for images inside a zip.
 */
import { IMAGE_KINDS } from '../../../shared/domain/samples/sniff-content';
import type { UnpackedFile } from './unpack-sample';

interface ImageLink {
  /** The image's name in the sample: the label file's own reference (e.g. `images/000001.jpg`). */
  path: string;
  url: string;
}

export interface ImageLinks {
  format: 'COCO' | 'YOLO image list' | 'Pascal VOC';
  /** The first MAX_KEPT_LINKS distinct addresses. */
  links: ImageLink[];
  /** How many distinct addresses the labels give in all. */
  distinct: number;
  /** References that are no web address, even relative to the annotation file. */
  unreadable: number;
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp)(\?.*)?$/i;
/** Links kept at most (the fetch takes far fewer); the rest are only counted. */
const MAX_KEPT_LINKS = 10_000;

const textOf = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: false }).decode(bytes);

/** Null when the sample holds images itself, or its labels name none. */
export function findImageLinks(files: readonly UnpackedFile[], sampleUrl: string): ImageLinks | null {
  if (files.some((file) => IMAGE_KINDS.has(file.kind))) return null;
  return cocoLinks(files, sampleUrl) ?? vocLinks(files, sampleUrl) ?? yoloListLinks(files, sampleUrl);
}

function collect(format: ImageLinks['format'], references: Iterable<{ path: string; address: string }>, base: string): ImageLinks | null {
  const links: ImageLink[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  for (const { path, address } of references) {
    let url: string;
    try {
      url = new URL(address, base).href;
    } catch {
      unreadable++;
      continue;
    }
    if (seen.has(url)) continue;
    seen.add(url);
    if (links.length < MAX_KEPT_LINKS) links.push({ path, url });
  }
  return seen.size + unreadable === 0 ? null : { format, links, distinct: seen.size, unreadable };
}

function cocoLinks(files: readonly UnpackedFile[], base: string): ImageLinks | null {
  for (const file of files) {
    if (file.kind !== 'json') continue;
    let json: unknown;
    try {
      json = JSON.parse(textOf(file.bytes));
    } catch {
      continue;
    }
    const { images, annotations } = (json ?? {}) as { images?: unknown; annotations?: unknown };
    if (!Array.isArray(images) || !Array.isArray(annotations)) continue;
    const references = (images as Array<{ file_name?: unknown; coco_url?: unknown }>).flatMap((image) => {
      const name = typeof image?.file_name === 'string' && image.file_name.trim() !== '' ? image.file_name.trim() : null;
      const url = typeof image?.coco_url === 'string' && image.coco_url.trim() !== '' ? image.coco_url.trim() : null;
      const address = url ?? name;
      return address === null ? [] : [{ path: name ?? lastSegment(address), address }];
    });
    return collect('COCO', references, base);
  }
  return null;
}

function vocLinks(files: readonly UnpackedFile[], base: string): ImageLinks | null {
  const references: Array<{ path: string; address: string }> = [];
  for (const file of files) {
    if (file.kind !== 'xml') continue;
    const xml = textOf(file.bytes);
    if (!/<annotation[\s>]/.test(xml)) continue;
    const name = /<filename>\s*([^<]+?)\s*<\/filename>/.exec(xml)?.[1];
    const path = /<path>\s*([^<]+?)\s*<\/path>/.exec(xml)?.[1];
    const web = path !== undefined && /^https?:\/\//i.test(path) ? unescapeXml(path) : undefined;
    const address = web ?? (name === undefined ? undefined : unescapeXml(name));
    if (address !== undefined) references.push({ path: name === undefined ? lastSegment(address) : unescapeXml(name), address });
  }
  return references.length === 0 ? null : collect('Pascal VOC', references, base);
}

/** A text file whose every line names an image (YOLO's train.txt / val.txt). */
function yoloListLinks(files: readonly UnpackedFile[], base: string): ImageLinks | null {
  for (const file of files) {
    if (file.kind !== 'text') continue;
    const lines = textOf(file.bytes)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    if (lines.length === 0 || !lines.every((line) => IMAGE_NAME.test(line) && !/\s/.test(line))) continue;
    return collect(
      'YOLO image list',
      lines.map((line) => ({ path: line.replace(/^[a-z]+:\/\/[^/]*\//i, '').replace(/\?.*$/, ''), address: line })),
      base,
    );
  }
  return null;
}

function lastSegment(address: string): string {
  return (
    address
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() || 'image'
  );
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
