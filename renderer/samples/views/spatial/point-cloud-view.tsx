import { ownValue } from '../../../../shared/domain/own-keys';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatCount, formatNumber } from '../../../../shared/display/format';
import type { PointCloudView as PointCloudViewModel } from '../../parse/spatial/view-model-3d';
import { BOX_COLOUR, CLASS_COLOURS, drawCloud, type Camera } from './point-cloud-drawing';
import { FactsTable } from '../facts-table';

const TOP_SIZE = 440;
const ORBIT = { width: 560, height: 360 };
const metres = (value: number) => `${formatNumber(Number(value.toFixed(2)))} m`;

/** A LiDAR scan from above and from an orbit (turned by its sliders or the arrow keys), with its label boxes and what the file says. */
export function PointCloudView({ view }: { view: PointCloudViewModel }) {
  const id = useId();
  const top = useRef<HTMLCanvasElement>(null);
  const orbit = useRef<HTMLCanvasElement>(null);
  const [camera, setCamera] = useState<Camera>({ azimuth: 0, tilt: 25 });
  useEffect(() => {
    const context = top.current?.getContext('2d');
    if (context) drawCloud(context, view, null);
  }, [view]);
  useEffect(() => {
    const context = orbit.current?.getContext('2d');
    if (context) drawCloud(context, view, camera);
  }, [view, camera]);
  const turn = (event: KeyboardEvent) => {
    const steps: Record<string, Partial<Camera>> = {
      ArrowLeft: { azimuth: (camera.azimuth + 355) % 360 },
      ArrowRight: { azimuth: (camera.azimuth + 5) % 360 },
      ArrowUp: { tilt: Math.min(85, camera.tilt + 5) },
      ArrowDown: { tilt: Math.max(0, camera.tilt - 5) },
    };
    const step = ownValue(steps, event.key);
    if (!step) return;
    event.preventDefault();
    setCamera({ ...camera, ...step });
  };
  const boxes = view.boxes.length;
  const drawnWords =
    view.drawnCount === view.readCount ? 'all drawn' : `${formatNumber(view.drawnCount)} drawn, evenly thinned (the app’s choice, at most 150,000)`;
  const classCounts = new Map<string, number>();
  for (const box of view.boxes) classCounts.set(box.label, (classCounts.get(box.label) ?? 0) + 1);
  const facts: Array<[string, string]> = [
    ['Format', view.format === 'KITTI' ? 'KITTI velodyne scan' : `PCD, ${view.encoding}`],
    [
      'Points',
      `${formatNumber(view.pointCount)} in the file${view.readCount < view.pointCount ? `, ${formatNumber(view.readCount)} read` : ''}; ${drawnWords}`,
    ],
    ['Fields', view.fields.join(', ')],
  ];
  if (view.bounds) {
    const { min, max } = view.bounds;
    for (const [axis, index] of [
      ['x', 0],
      ['y', 1],
      ['z', 2],
    ] as const)
      facts.push([`Bounds in ${axis}`, `${metres(min[index])} to ${metres(max[index])}`]);
  }
  facts.push(['Colour', view.colourBy === 'height' ? 'height (z): the app’s choice, the file has no intensity' : `the ${view.colourBy} field`]);
  facts.push(['Label boxes', view.boxesFrom ? `${formatCount(boxes, 'box', 'boxes')} from ${view.boxesFrom}` : (view.boxesNote ?? 'none')]);
  if (view.frames > 1) facts.push(['Scans in the sample', `${formatNumber(view.frames)}; the first is shown`]);
  const label = (what: string) =>
    `${what} of ${view.path.split('/').pop()}: ${formatCount(view.drawnCount, 'point')}${boxes > 0 ? ` and ${formatCount(boxes, 'label box', 'label boxes')}` : ''}`;
  return (
    <div className="sample-cloud">
      {view.problems.length > 0 && (
        <div role="status" className="sample-problems">
          {view.problems.join(' ')}
        </div>
      )}
      {view.points ? (
        <div className="sample-cloud__views">
          <section aria-labelledby={`${id}-top`} className="overview__block">
            <h3 id={`${id}-top`} className="block-title">
              From above
            </h3>
            <canvas ref={top} className="sample-cloud__canvas" width={TOP_SIZE} height={TOP_SIZE} role="img" aria-label={label('Top-down view')} />
            <p className="muted sample-note">Forward (x) is up, left (y) is left; the view reaches as far as 95 % of the points (the app’s choice).</p>
          </section>
          <section aria-labelledby={`${id}-orbit`} className="overview__block">
            <h3 id={`${id}-orbit`} className="block-title">
              Orbit
            </h3>
            <canvas
              ref={orbit}
              className="sample-cloud__canvas"
              width={ORBIT.width}
              height={ORBIT.height}
              role="img"
              tabIndex={0}
              onKeyDown={turn}
              aria-label={`${label('Orbit view')}, seen from ${camera.azimuth}° around and ${camera.tilt}° above; arrow keys turn it`}
            />
            <div className="sample-cloud__controls">
              <label>
                Around{' '}
                <input
                  type="range"
                  min={0}
                  max={359}
                  value={camera.azimuth}
                  onChange={(event) => setCamera({ ...camera, azimuth: Number(event.target.value) })}
                />{' '}
                <span className="tabular">{camera.azimuth}°</span>
              </label>
              <label>
                Above{' '}
                <input type="range" min={0} max={85} value={camera.tilt} onChange={(event) => setCamera({ ...camera, tilt: Number(event.target.value) })} />{' '}
                <span className="tabular">{camera.tilt}°</span>
              </label>
            </div>
          </section>
        </div>
      ) : (
        <p className="muted">{view.note}</p>
      )}
      {(classCounts.size > 0 || view.classes) && (
        <ul className="sample-cloud__legend" aria-label="Legend">
          {[...classCounts].map(([name, count]) => (
            <li key={`box-${name}`}>
              <span className="sample-cloud__swatch" style={{ borderColor: BOX_COLOUR }} aria-hidden="true" /> {name}: {formatCount(count, 'box', 'boxes')}
            </li>
          ))}
          {view.classes &&
            Object.entries(view.classes).map(([classId, name]) => (
              <li key={`class-${classId}`}>
                <span
                  className="sample-cloud__swatch sample-cloud__swatch--fill"
                  style={{ background: `rgb(${(CLASS_COLOURS[Number(classId)] ?? CLASS_COLOURS[0]!).join(',')})` }}
                  aria-hidden="true"
                />{' '}
                {classId}: {name} (points)
              </li>
            ))}
        </ul>
      )}
      <FactsTable facts={facts} />
    </div>
  );
}
