/**
 * An image sample: a zip of synthetic images (PNG through pngjs, JPEG through jpeg-js) with their
 * boxes as COCO, YOLO or Pascal VOC labels, laid out as those formats usually ship.
 */
import { zipSync, type Zippable } from 'fflate';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Random } from '../../catalog/prng';
import { cocoAnnotations, vocAnnotation, yoloLabels, type LabelledImage } from './image-labels';
import { classesOf, drawScene } from './image-scenes';
import type { SampleFile } from '../sample-file';
import type { LabelFormat, SampleTheme } from '../sample-plan';
import { pad } from '../sample-random';

const IMAGE_SAMPLE_COUNT = 8;
const JPEG_QUALITY = 82;

/**
 * Encoding an image takes 20–40 ms (jpeg-js): the next image waits for the next turn of the
 * event loop, so requests arriving meanwhile are answered between them.
 */
export async function imageSample(random: Random, theme: SampleTheme, image: 'png' | 'jpeg', labels: LabelFormat): Promise<SampleFile> {
  const classes = classesOf(theme);
  const files: Zippable = {};
  const labelled = await drawSampleImages(random, theme, image, labels === 'voc' ? 'JPEGImages' : 'images');
  // Already compressed: stored, not deflated again.
  for (const entry of labelled) files[entry.path] = [entry.encoded, { level: 0 }];
  if (labels === 'coco') files['annotations/instances.json'] = text(cocoAnnotations(labelled, classes));
  if (labels === 'yolo') {
    files['classes.txt'] = text(`${classes.join('\n')}\n`);
    for (const entry of labelled) files[entry.path.replace(/^images\//, 'labels/').replace(/\.\w+$/, '.txt')] = text(yoloLabels(entry, classes));
  }
  if (labels === 'voc')
    for (const entry of labelled) files[entry.path.replace(/^JPEGImages\//, 'Annotations/').replace(/\.\w+$/, '.xml')] = text(vocAnnotation(entry));
  return { fileName: 'sample.zip', contentType: 'application/zip', bytes: Buffer.from(zipSync(files, { level: 6, mtime: ZIP_TIME })) };
}

/** The sample's images, encoded, with their boxes: `<folder>/000001.jpg` and on. */
export async function drawSampleImages(
  random: Random,
  theme: SampleTheme,
  image: 'png' | 'jpeg',
  folder: string,
): Promise<Array<LabelledImage & { encoded: Uint8Array }>> {
  const extension = image === 'png' ? 'png' : 'jpg';
  const labelled: Array<LabelledImage & { encoded: Uint8Array }> = [];
  for (let i = 1; i <= IMAGE_SAMPLE_COUNT; i++) {
    if (i > 1) await new Promise((resolve) => setImmediate(resolve));
    // Noise makes a PNG incompressible (1.7 MB for twelve): PNGs stay smooth, JPEGs get grain.
    const scene = drawScene(random, theme, image === 'jpeg');
    const { width, height, data } = scene.raster;
    const encoded =
      image === 'png'
        ? PNG.sync.write(Object.assign(new PNG({ width, height }), { data: Buffer.from(data) }))
        : jpeg.encode({ width, height, data }, JPEG_QUALITY).data;
    labelled.push({ path: `${folder}/${pad(i, 6)}.${extension}`, width, height, boxes: scene.boxes, encoded: new Uint8Array(encoded) });
  }
  return labelled;
}

/** A fixed time in every archive, so the same dataset always gives the same bytes (and ETag). */
export const ZIP_TIME = new Date(Date.UTC(2025, 0, 1));

export function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}
