import { useEffect, useId, useRef } from 'react';
import { formatNumber } from '../../../shared/display/format';
import type { RasterView as RasterViewModel } from '../parse/view-model';

/** A TIFF or GeoTIFF: its first image (drawn on a canvas from the worker's RGBA) and what the file says of it. */
export function RasterView({ view }: { view: RasterViewModel }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const image = view.image;
    const context = canvas.current?.getContext('2d');
    if (!image || !context) return;
    context.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  }, [view.image]);
  const kind = view.crs ? 'GeoTIFF' : 'TIFF';
  const units = view.crs?.startsWith('EPSG:4326') || view.crs?.startsWith('EPSG:4258') ? '°' : ' m';
  const coordinate = (value: number) => `${formatNumber(Number(value.toFixed(units === '°' ? 5 : 1)))}${units}`;
  const facts: Array<[string, string]> = [
    ['Size', `${formatNumber(view.width)} × ${formatNumber(view.height)} pixels, ${view.bands} ${view.bands === 1 ? 'band' : 'bands'}`],
    ['Samples', view.sampleType],
    ['Coordinate reference system', view.crs ?? 'none: the file is not georeferenced'],
  ];
  if (view.bounds) {
    facts.push(['West – east', `${coordinate(view.bounds.west)} – ${coordinate(view.bounds.east)}`]);
    facts.push(['South – north', `${coordinate(view.bounds.south)} – ${coordinate(view.bounds.north)}`]);
  }
  if (view.pixelSize) facts.push(['Pixel size', `${coordinate(view.pixelSize[0])} × ${coordinate(view.pixelSize[1])}`]);
  if (view.description) facts.push(['Description (the file’s own)', view.description]);
  return (
    <div className="sample-dicom">
      <section aria-labelledby={`${id}-image`} className="overview__block">
        <h3 id={`${id}-image`} className="block-title block-title--as-written">
          {view.path.split('/').pop()}
        </h3>
        {view.image ? (
          <>
            <canvas
              ref={canvas}
              className="sample-raster__image"
              width={view.image.width}
              height={view.image.height}
              role="img"
              aria-label={`${kind} image, ${view.width} × ${view.height} pixels${view.image.width < view.width ? `, drawn at ${view.image.width} × ${view.image.height}` : ''}`}
            />
            {view.stretch && (
              <p className="muted sample-note">
                One band drawn as grey from {formatNumber(view.stretch.low)} (black) to {formatNumber(view.stretch.high)} (white): the app’s choice, its 2nd to
                98th percentile.
              </p>
            )}
          </>
        ) : (
          <p className="muted">{view.imageNote}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-facts`} className="overview__block">
        <h3 id={`${id}-facts`} className="block-title">
          What the file says
        </h3>
        <table className="data-table sample-figures">
          <tbody>
            {facts.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
