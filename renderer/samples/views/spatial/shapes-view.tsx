import { ownValue } from '../../../../shared/domain/own-keys';
import { useEffect, useId, useRef } from 'react';
import { formatCount, formatNumber } from '../../../../shared/display/format';
import type { ShapesView as ShapesViewModel } from '../../parse/spatial/view-model-3d';
import { FactsTable } from '../facts-table';

const MAP = { width: 560, height: 400 };
const PLURALS: Readonly<Record<string, string>> = { Point: 'points', Polyline: 'polylines', Polygon: 'polygons', MultiPoint: 'multipoints' };

/** A shapefile: its shapes drawn (longitude scaled by the cosine of the mid latitude, the app's choice), its attribute table and what the files say. */
export function ShapesView({ view }: { view: ShapesViewModel }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const base = view.shapeType.replace(/[ZM]$/, '');
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !view.bounds) return;
    drawShapes(context, view, base);
  }, [view, base]);
  const file = view.path.split('/').pop() ?? view.path;
  const units = view.geographic ? '°' : view.crs ? ' (the CRS’s units)' : '';
  const coordinate = (value: number) => `${formatNumber(Number(value.toFixed(view.geographic ? 5 : 1)))}${units}`;
  const facts: Array<[string, string]> = [
    ['Shape type', view.shapeType],
    ['Shapes', formatNumber(view.shapeCount)],
    ['Coordinate reference system', view.crs ? `${view.crs} (${view.crsNote})` : (view.crsNote ?? 'not stated')],
  ];
  if (view.bounds) {
    facts.push(['West – east', `${coordinate(view.bounds.west)} – ${coordinate(view.bounds.east)}`]);
    facts.push(['South – north', `${coordinate(view.bounds.south)} – ${coordinate(view.bounds.north)}`]);
  }
  facts.push(['Attributes', view.fields.length > 0 ? view.fields.join(', ') : (view.tableNote ?? 'none')]);
  const noun = ownValue(PLURALS, base) ?? 'shapes';
  return (
    <div className="sample-shapes">
      {view.problems.length > 0 && (
        <div role="status" className="sample-problems">
          {view.problems.join(' ')}
        </div>
      )}
      <div className="sample-dicom">
        <section aria-labelledby={`${id}-map`} className="overview__block">
          <h3 id={`${id}-map`} className="block-title block-title--as-written">
            {file}
          </h3>
          {view.bounds && view.shapes.length > 0 ? (
            <>
              <canvas
                ref={canvas}
                className="sample-shapes__map"
                width={MAP.width}
                height={MAP.height}
                role="img"
                aria-label={`Map of ${formatNumber(view.shapes.length)} ${noun} from ${file}${view.shapes.length < view.shapeCount ? ` (of ${formatNumber(view.shapeCount)})` : ''}`}
              />
              {view.geographic && (
                <p className="muted sample-note">
                  North is up; longitude is drawn shrunk by the cosine of the middle latitude (the app’s choice), so shapes keep their proportions.
                </p>
              )}
            </>
          ) : (
            <p className="muted">The file holds no shape the preview can draw.</p>
          )}
        </section>
        <FactsTable facts={facts} />
      </div>
      {view.fields.length > 0 && (
        <div className="overview__block">
          <h3 id={`${id}-table`} className="block-title">
            {view.records.length < view.recordCount
              ? `The first ${formatNumber(view.records.length)} of ${formatCount(view.recordCount, 'record')}`
              : `All ${formatCount(view.recordCount, 'record')}`}
          </h3>
          <div className="sample-scroll sample-rows" tabIndex={0} role="region" aria-labelledby={`${id}-table`}>
            <table className="data-table" aria-label={`Attributes of ${file}`}>
              <thead>
                <tr>
                  {view.fields.map((field) => (
                    <th key={field} scope="col">
                      {field.replace(/ \(.*\)$/, '')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.records.map((record, row) => (
                  <tr key={row}>
                    {record.map((cell, column) => (
                      <td key={column} className={typeof cell === 'number' ? 'tabular' : undefined}>
                        {cell === null ? '' : typeof cell === 'boolean' ? (cell ? 'yes' : 'no') : typeof cell === 'number' ? formatNumber(cell) : cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}

function drawShapes(context: CanvasRenderingContext2D, view: ShapesViewModel, base: string): void {
  const { width, height } = context.canvas;
  const { west, south, east, north } = view.bounds!;
  const squeeze = view.geographic ? Math.cos((((south + north) / 2) * Math.PI) / 180) : 1;
  const scale = Math.min((width - 20) / ((east - west) * squeeze || 1e-9), (height - 20) / (north - south || 1e-9));
  const x0 = width / 2 - ((west + east) / 2 - west) * squeeze * scale;
  const project = (x: number, y: number): [number, number] => [x0 + (x - west) * squeeze * scale, height / 2 + ((south + north) / 2 - y) * scale];
  context.fillStyle = '#f3f1ea';
  context.fillRect(0, 0, width, height);
  context.lineWidth = base === 'Polyline' ? 1.5 : 1;
  context.strokeStyle = base === 'Polyline' ? '#3a4a8c' : '#8a3b12';
  context.fillStyle = 'rgba(217, 95, 2, 0.35)';
  for (const shape of view.shapes) {
    if (base === 'Point' || base === 'MultiPoint') {
      context.fillStyle = '#1b6e4f';
      for (const [x, y] of shape as Array<[number, number]>) {
        const [u, v] = project(x, y);
        context.beginPath();
        context.arc(u, v, 3, 0, 2 * Math.PI);
        context.fill();
      }
      continue;
    }
    context.beginPath();
    for (const part of shape) {
      for (let i = 0; i < part.length; i += 2) {
        const [u, v] = project(part[i]!, part[i + 1]!);
        if (i === 0) context.moveTo(u, v);
        else context.lineTo(u, v);
      }
      if (base === 'Polygon') context.closePath();
    }
    if (base === 'Polygon') context.fill('evenodd');
    context.stroke();
  }
}
