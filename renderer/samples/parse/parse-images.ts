/**
 * Images and their boxes: COCO (a JSON with images, annotations and categories), YOLO (a text
 * file per image, `class cx cy w h` as fractions, class names from classes.txt or obj.names) or
 * Pascal VOC (an XML file per image). Every box becomes fractions of its image, so the screen
 * draws it over the image at any size. Boxes are clamped to the image.
 */
import { textOf } from './base64';
import { ownValue } from '../../../shared/domain/own-keys';
import { imageSize } from './image-size';
import type { ImageItem, ImagesView, NormalisedBox } from './view-model';

export interface ImageSourceFile {
  path: string;
  kind: string;
  bytes: Uint8Array;
}

const MIME: Readonly<Record<string, string>> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
/** At most this many images are shown (the rest are counted in the file list). */
const MAX_IMAGES = 60;

const baseName = (path: string) => path.split('/').pop() ?? path;
const stem = (path: string) => baseName(path).replace(/\.[^.]+$/, '');
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function box(label: string, x: number, y: number, width: number, height: number): NormalisedBox | null {
  const left = clamp01(x);
  const top = clamp01(y);
  const right = clamp01(x + width);
  const bottom = clamp01(y + height);
  if (!(right > left && bottom > top)) return null;
  return { label, x: left, y: top, width: right - left, height: bottom - top };
}

interface Labels {
  format: string;
  boxesOf(image: { path: string; width: number | null; height: number | null }): NormalisedBox[];
}

function cocoLabels(files: readonly ImageSourceFile[]): Labels | null {
  for (const file of files) {
    if (file.kind !== 'json') continue;
    let json: { images?: unknown; annotations?: unknown; categories?: unknown };
    try {
      json = JSON.parse(textOf(file.bytes)) as typeof json;
    } catch {
      continue;
    }
    if (!Array.isArray(json.images) || !Array.isArray(json.annotations)) continue;
    const names = new Map<unknown, string>();
    for (const category of Array.isArray(json.categories) ? (json.categories as Array<{ id?: unknown; name?: unknown }>) : [])
      names.set(category.id, String(category.name ?? category.id));
    const images = new Map<string, { id: unknown; width: number; height: number }>();
    for (const image of json.images as Array<{ id?: unknown; file_name?: unknown; width?: unknown; height?: unknown }>) {
      images.set(baseName(String(image.file_name ?? '')), { id: image.id, width: Number(image.width), height: Number(image.height) });
    }
    const byImage = new Map<unknown, Array<{ category_id?: unknown; bbox?: unknown }>>();
    for (const annotation of json.annotations as Array<{ image_id?: unknown; category_id?: unknown; bbox?: unknown }>) {
      const list = byImage.get(annotation.image_id) ?? [];
      list.push(annotation);
      byImage.set(annotation.image_id, list);
    }
    return {
      format: 'COCO',
      boxesOf(image) {
        const entry = images.get(baseName(image.path));
        if (entry === undefined) return [];
        const width = entry.width > 0 ? entry.width : image.width;
        const height = entry.height > 0 ? entry.height : image.height;
        if (!width || !height) return [];
        return (byImage.get(entry.id) ?? []).flatMap((annotation) => {
          const [x, y, w, h] = Array.isArray(annotation.bbox) ? annotation.bbox.map(Number) : [];
          if ([x, y, w, h].some((v) => v === undefined || !Number.isFinite(v))) return [];
          const made = box(
            names.get(annotation.category_id) ?? String(annotation.category_id),
            (x as number) / width,
            (y as number) / height,
            (w as number) / width,
            (h as number) / height,
          );
          return made ? [made] : [];
        });
      },
    };
  }
  return null;
}

function yoloLabels(files: readonly ImageSourceFile[], imageStems: ReadonlySet<string>): Labels | null {
  const namesFile = files.find((file) => /(^|\/)(classes\.txt|obj\.names)$/i.test(file.path));
  const names = namesFile
    ? textOf(namesFile.bytes)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  const labelFiles = new Map<string, string>();
  for (const file of files) {
    if (file.kind === 'text' && /\.txt$/i.test(file.path) && imageStems.has(stem(file.path))) labelFiles.set(stem(file.path), textOf(file.bytes));
  }
  if (labelFiles.size === 0) return null;
  return {
    format: 'YOLO',
    boxesOf(image) {
      const text = labelFiles.get(stem(image.path));
      if (text === undefined) return [];
      return text.split(/\r?\n/).flatMap((line) => {
        const parts = line.trim().split(/\s+/).map(Number);
        if (parts.length < 5 || parts.some((part) => !Number.isFinite(part))) return [];
        const [index, cx, cy, w, h] = parts as [number, number, number, number, number];
        const made = box(names[index] ?? `class ${index}`, cx - w / 2, cy - h / 2, w, h);
        return made ? [made] : [];
      });
    },
  };
}

/** VOC's few fields, read with patterns: workers have no DOMParser, and nothing here runs or loads. */
function vocLabels(files: readonly ImageSourceFile[]): Labels | null {
  const annotations = new Map<string, string>();
  for (const file of files) {
    if (file.kind !== 'xml') continue;
    const xml = textOf(file.bytes);
    if (!/<annotation[\s>]/.test(xml)) continue;
    const named = /<filename>\s*([^<]+?)\s*<\/filename>/.exec(xml)?.[1];
    annotations.set(stem(named ?? file.path), xml);
  }
  if (annotations.size === 0) return null;
  const number = (xml: string, tag: string) => Number(new RegExp(`<${tag}>\\s*([-\\d.]+)\\s*</${tag}>`).exec(xml)?.[1]);
  return {
    format: 'Pascal VOC',
    boxesOf(image) {
      const xml = annotations.get(stem(image.path));
      if (xml === undefined) return [];
      const size = /<size>([\s\S]*?)<\/size>/.exec(xml)?.[1] ?? '';
      const width = number(size, 'width') || image.width;
      const height = number(size, 'height') || image.height;
      if (!width || !height) return [];
      return [...xml.matchAll(/<object>([\s\S]*?)<\/object>/g)].flatMap(([, object = '']) => {
        const name = /<name>\s*([^<]+?)\s*<\/name>/.exec(object)?.[1] ?? 'object';
        const [xmin, ymin, xmax, ymax] = ['xmin', 'ymin', 'xmax', 'ymax'].map((tag) => number(object, tag)) as [number, number, number, number];
        if (![xmin, ymin, xmax, ymax].every(Number.isFinite)) return [];
        const made = box(name, xmin / width, ymin / height, (xmax - xmin) / width, (ymax - ymin) / height);
        return made ? [made] : [];
      });
    },
  };
}

export function parseImages(files: readonly ImageSourceFile[]): ImagesView {
  const pictures = files
    .filter((file) => ownValue(MIME, file.kind) !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path))
    .slice(0, MAX_IMAGES);
  const labels = cocoLabels(files) ?? yoloLabels(files, new Set(pictures.map((file) => stem(file.path)))) ?? vocLabels(files);
  const counts = new Map<string, number>();
  const images: ImageItem[] = pictures.map((file) => {
    const size = imageSize(file.bytes);
    const item = { path: file.path, mime: ownValue(MIME, file.kind) as string, width: size?.width ?? null, height: size?.height ?? null };
    const boxes = labels?.boxesOf(item) ?? [];
    for (const found of boxes) counts.set(found.label, (counts.get(found.label) ?? 0) + 1);
    return { ...item, boxes };
  });
  const classes = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name, count]) => ({ name, count }));
  return { view: 'images', images, labelFormat: labels?.format ?? null, classes };
}
