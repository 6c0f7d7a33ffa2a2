/** Bounding boxes written the three common ways: COCO (one JSON), YOLO (a text file per image), Pascal VOC (an XML file per image). */
import type { LabelledBox } from './image-scenes';

export interface LabelledImage {
  /** Path in the archive, e.g. `images/000001.jpg`. */
  path: string;
  width: number;
  height: number;
  boxes: LabelledBox[];
}

export function cocoAnnotations(images: readonly LabelledImage[], classes: readonly string[]): string {
  let annotationId = 0;
  return JSON.stringify({
    info: { description: 'Sample of the dataset', version: '1.0' },
    images: images.map((image, index) => ({ id: index + 1, file_name: image.path.replace(/^images\//, ''), width: image.width, height: image.height })),
    categories: classes.map((name, index) => ({ id: index + 1, name })),
    annotations: images.flatMap((image, index) =>
      image.boxes.map((box) => ({
        id: ++annotationId,
        image_id: index + 1,
        category_id: classes.indexOf(box.label) + 1,
        bbox: [box.x, box.y, box.width, box.height],
        area: box.width * box.height,
        iscrowd: 0,
      })),
    ),
  });
}

/** One line per box: class index, then centre x, centre y, width, height as fractions of the image. */
export function yoloLabels(image: LabelledImage, classes: readonly string[]): string {
  const f = (value: number) => value.toFixed(6);
  return image.boxes
    .map(
      (box) =>
        `${classes.indexOf(box.label)} ${f((box.x + box.width / 2) / image.width)} ${f((box.y + box.height / 2) / image.height)} ${f(box.width / image.width)} ${f(box.height / image.height)}`,
    )
    .join('\n')
    .concat('\n');
}

export function vocAnnotation(image: LabelledImage): string {
  const objects = image.boxes
    .map(
      (box) =>
        `  <object>\n    <name>${box.label}</name>\n    <pose>Unspecified</pose>\n    <truncated>0</truncated>\n    <difficult>0</difficult>\n    <bndbox>\n      <xmin>${box.x}</xmin>\n      <ymin>${box.y}</ymin>\n      <xmax>${box.x + box.width}</xmax>\n      <ymax>${box.y + box.height}</ymax>\n    </bndbox>\n  </object>\n`,
    )
    .join('');
  const fileName = image.path.split('/').pop() ?? image.path;
  return `<annotation>\n  <folder>JPEGImages</folder>\n  <filename>${fileName}</filename>\n  <size>\n    <width>${image.width}</width>\n    <height>${image.height}</height>\n    <depth>3</depth>\n  </size>\n${objects}</annotation>\n`;
}
