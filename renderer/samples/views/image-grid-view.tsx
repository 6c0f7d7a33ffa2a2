import { useId, useState } from 'react';
import type { SampleFileEntry } from '../../../shared/domain/samples/sample-types';
import { Checkbox } from '../../ui/controls/field';
import { formatCount, formatNumber } from '../../../shared/display/format';
import type { ImageItem, ImagesView } from '../parse/view-model';

/** Distinct on light and dark pictures alike; a class keeps its colour across the grid. */
const CLASS_COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#14b8c4', '#f032e6', '#9bbb1b', '#b45309', '#469990'];

export function ImageGridView({ view, files }: { view: ImagesView; files: readonly SampleFileEntry[] }) {
  const id = useId();
  const [showLabels, setShowLabels] = useState(true);
  const colourOf = (label: string) =>
    CLASS_COLOURS[
      Math.max(
        0,
        view.classes.findIndex((entry) => entry.name === label),
      ) % CLASS_COLOURS.length
    ] as string;
  const dataOf = new Map(files.map((file) => [file.path, file.data]));
  return (
    <section aria-labelledby={id} className="overview__block sample-images">
      <div className="sample-images__head">
        <h3 id={id} className="block-title">
          {formatCount(view.images.length, 'image')}
          {view.labelFormat ? ` with ${view.labelFormat} labels` : ''}
        </h3>
        {view.classes.length > 0 && <Checkbox label="Show labels" checked={showLabels} onChange={setShowLabels} asSwitch />}
      </div>
      {view.classes.length > 0 ? (
        <ul className="sample-legend" aria-label="Classes">
          {view.classes.map((entry) => (
            <li key={entry.name}>
              <span className="sample-legend__swatch" style={{ borderColor: colourOf(entry.name) }} aria-hidden="true" />
              {entry.name} <span className="muted tabular">{formatNumber(entry.count)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted sample-note">The sample has no labels the app reads (COCO, YOLO or Pascal VOC).</p>
      )}
      <ul className="sample-images__grid">
        {view.images.map((image) => (
          <li key={image.path}>
            <LabelledImage image={image} data={dataOf.get(image.path) ?? ''} showLabels={showLabels} colourOf={colourOf} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function altText(image: ImageItem): string {
  const name = image.path.split('/').pop() ?? image.path;
  if (image.boxes.length === 0) return `${name}: no labelled objects`;
  const counts = new Map<string, number>();
  for (const box of image.boxes) counts.set(box.label, (counts.get(box.label) ?? 0) + 1);
  return `${name}: ${[...counts.entries()].map(([label, count]) => `${count} ${label}`).join(', ')}`;
}

function LabelledImage({ image, data, showLabels, colourOf }: { image: ImageItem; data: string; showLabels: boolean; colourOf(label: string): string }) {
  const alt = altText(image);
  return (
    <figure className="sample-image">
      <div className="sample-image__frame" style={image.width && image.height ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}>
        {/* A data: URL of the type the bytes were sniffed as (PNG, JPEG, GIF or WebP; never SVG): the CSP's img-src already allows data:. */}
        <img src={`data:${image.mime};base64,${data}`} alt={alt} />
        {showLabels && image.boxes.length > 0 && (
          <svg className="sample-image__boxes" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
            {image.boxes.map((box, index) => (
              <rect key={index} x={box.x} y={box.y} width={box.width} height={box.height} stroke={colourOf(box.label)} vectorEffect="non-scaling-stroke" />
            ))}
          </svg>
        )}
      </div>
      <figcaption>
        <span className="sample-image__name">{image.path.split('/').pop()}</span>
        <span className="muted">
          {image.width && image.height ? ` ${image.width} × ${image.height}` : ''} · {formatCount(image.boxes.length, 'box', 'boxes')}
        </span>
      </figcaption>
    </figure>
  );
}
