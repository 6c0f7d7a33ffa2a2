/**
 * A COCO sample whose images are not inside it: the annotation file alone, its images named by
 * `file_name` relative to the file's own address (`images/000001.jpg` beside
 * `/v1/datasets/{id}/sample`), as a COCO dataset is often published. The images are served by
 * routes/get-dataset-sample-image.ts from the same generation, so labels and pictures agree.
 * Half of the COCO datasets (by their id) are served this way, the rest as a zip.
 */
import { createHash } from 'node:crypto';
import type { Random } from '../../catalog/prng';
import { cocoAnnotations } from './image-labels';
import { drawSampleImages } from './image-sample';
import { classesOf } from './image-scenes';
import type { SampleFile } from '../sample-file';
import type { SampleTheme } from '../sample-plan';

/** The folder, relative to the sample's address, its images are served under. */
export const LINKED_IMAGE_FOLDER = 'images';

export function servesImagesByUrl(facts: { id: string; format: string }): boolean {
  return facts.format.toLowerCase() === 'coco' && (createHash('sha256').update(facts.id).digest()[0] as number) % 2 === 0;
}

export async function cocoByUrlSample(random: Random, theme: SampleTheme, image: 'png' | 'jpeg'): Promise<SampleFile> {
  const classes = classesOf(theme);
  const labelled = await drawSampleImages(random, theme, image, LINKED_IMAGE_FOLDER);
  const annotations = JSON.parse(cocoAnnotations(labelled, classes)) as { info: Record<string, unknown>; images: Array<Record<string, unknown>> };
  annotations.info.description = 'Sample of the dataset: its images are at the addresses file_name gives, relative to this file';
  // cocoAnnotations names images as inside a zip's images/ folder; here file_name is the path from this file.
  annotations.images.forEach((entry, index) => (entry.file_name = labelled[index]?.path));
  const contentType = image === 'png' ? 'image/png' : 'image/jpeg';
  return {
    fileName: 'instances.json',
    contentType: 'application/json',
    bytes: Buffer.from(JSON.stringify(annotations)),
    parts: Object.fromEntries(labelled.map((entry) => [entry.path, { contentType, bytes: Buffer.from(entry.encoded) }])),
  };
}
