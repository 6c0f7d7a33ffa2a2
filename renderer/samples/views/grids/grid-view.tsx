import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatCount } from '../../../../shared/display/format';
import type { GridVariable, GridView as GridViewModel } from '../../parse/grids/grid-view-model';
import { colourAt, heatmapPixels, MISSING_RGB } from './grid-colours';
import { coordinateAt, isDrawable, shortNumber, sliceOf } from './grid-slice';
import './grid-view.css';

const COORDINATE_NAMES = /^(time|lat|lon|latitude|longitude|x|y)$/i;
/** The heatmap's width over height stays between these. */
const MIN_RATIO = 0.75;
const MAX_RATIO = 4;

/** A gridded sample (HDF5, NetCDF, GRIB2, Zarr): its variables, and a heatmap of one 2-D slice of the chosen one. */
export function GridView({ view }: { view: GridViewModel }) {
  const id = useId();
  const data = useMemo(() => new Float64Array(view.data), [view.data]);
  const drawable = view.variables.filter(isDrawable);
  const first = drawable.find((variable) => !COORDINATE_NAMES.test(variable.name)) ?? drawable[0];
  const [chosenName, setChosenName] = useState(first?.name ?? null);
  const chosen = drawable.find((variable) => variable.name === chosenName) ?? first ?? null;
  return (
    <div className="sample-grid">
      <p className="sample-note">
        {view.detail} · {formatCount(view.variables.length, 'variable')}
      </p>
      {view.problems.length > 0 && (
        <div role="status" className="sample-problems">
          {view.problems.join(' ')}
        </div>
      )}
      <section aria-labelledby={`${id}-heatmap`} className="overview__block">
        <h3 id={`${id}-heatmap`} className="block-title">
          Heatmap of one slice
        </h3>
        {chosen ? (
          <Heatmap key={chosen.name} view={view} data={data} drawable={drawable} variable={chosen} onChoose={setChosenName} />
        ) : (
          <p className="muted">No variable has two dimensions with values the preview read, so there is no slice to draw.</p>
        )}
      </section>
      <div className="overview__block">
        <h3 id={`${id}-variables`} className="block-title">
          Variables
        </h3>
        <div className="sample-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-variables`}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Dimensions</th>
                <th scope="col">Shape</th>
                <th scope="col">Type</th>
                <th scope="col">Units</th>
                <th scope="col">Values (smallest – largest)</th>
                <th scope="col">Attributes</th>
              </tr>
            </thead>
            <tbody>
              {view.variables.map((variable) => (
                <VariableRow key={variable.name} variable={variable} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {view.attributes.length > 0 && (
        <section aria-labelledby={`${id}-globals`} className="overview__block">
          <h3 id={`${id}-globals`} className="block-title">
            The file’s own attributes
          </h3>
          <table className="data-table sample-figures">
            <tbody>
              {view.attributes.map((attribute) => (
                <tr key={attribute.name}>
                  <th scope="row">{attribute.name}</th>
                  <td>{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

function VariableRow({ variable }: { variable: GridVariable }) {
  const values = variable.values;
  return (
    <tr>
      <th scope="row">
        {variable.name}
        {variable.longName && <div className="muted">{variable.longName}</div>}
      </th>
      <td>{variable.dimensions.length > 0 ? variable.dimensions.map((dimension) => dimension.name).join(', ') : 'none (one value)'}</td>
      <td>{variable.dimensions.length > 0 ? variable.dimensions.map((dimension) => dimension.size.toLocaleString('en')).join(' × ') : '1'}</td>
      <td>{variable.type}</td>
      <td>{variable.units ?? <span className="muted">not stated</span>}</td>
      <td>
        {values === null ? (
          <span className="muted">{variable.note}</span>
        ) : values.min === null || values.max === null ? (
          'all missing'
        ) : (
          <>
            {shortNumber(values.min)} – {shortNumber(values.max)}
            {values.missing > 0 && <div className="muted">{formatCount(values.missing, 'missing value')}</div>}
          </>
        )}
      </td>
      <td>
        {variable.attributes.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          <details>
            <summary>{formatCount(variable.attributes.length, 'attribute')}</summary>
            <dl className="sample-grid__attributes">
              {variable.attributes.map((attribute) => (
                <div key={attribute.name}>
                  <dt>{attribute.name}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </td>
    </tr>
  );
}

interface HeatmapProps {
  view: GridViewModel;
  data: Float64Array;
  drawable: GridVariable[];
  variable: GridVariable;
  onChoose: (name: string) => void;
}

function Heatmap({ view, data, drawable, variable, onChoose }: HeatmapProps) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const leading = variable.dimensions.slice(0, -2);
  const [indices, setIndices] = useState<number[]>(() => leading.map(() => 0));
  const slice = sliceOf(data, variable, indices);
  const min = variable.values?.min ?? 0;
  const max = variable.values?.max ?? 0;
  const missingHere = slice.values.reduce((count, value) => count + (Number.isNaN(value) ? 1 : 0), 0);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.putImageData(new ImageData(heatmapPixels(slice.values, min, max), slice.columns, slice.rows), 0, 0);
  }, [slice.values, slice.columns, slice.rows, min, max]);
  const rowAxis = variable.dimensions.at(-2);
  const columnAxis = variable.dimensions.at(-1);
  const axisText = (axis: typeof rowAxis) => {
    if (!axis) return '';
    const from = coordinateAt(view, data, axis.name, 0);
    const to = coordinateAt(view, data, axis.name, axis.size - 1);
    return `${axis.name} (${axis.size.toLocaleString('en')}${from !== null && to !== null ? `, ${from} to ${to}` : ''})`;
  };
  const at = leading.map((dimension, axis) => {
    const index = indices[axis] ?? 0;
    const coordinate = coordinateAt(view, data, dimension.name, index);
    return `${dimension.name} ${index + 1} of ${dimension.size}${coordinate !== null ? ` (${coordinate})` : ''}`;
  });
  const units = variable.units ?? 'units not stated';
  // Drawn to scale unless the slice is very wide or tall; then stretched, and said so.
  const ratio = slice.columns / slice.rows;
  const shownRatio = Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio));
  return (
    <>
      <div className="sample-grid__controls">
        <label htmlFor={`${id}-variable`}>Variable</label>
        <select id={`${id}-variable`} value={variable.name} onChange={(event) => onChoose(event.target.value)}>
          {drawable.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name}
              {candidate.longName ? ` — ${candidate.longName}` : ''}
            </option>
          ))}
        </select>
        {leading.map((dimension, axis) => (
          <div key={dimension.name + axis} className="sample-grid__slider">
            <label htmlFor={`${id}-dim-${axis}`}>{dimension.name}</label>
            <input
              id={`${id}-dim-${axis}`}
              type="range"
              min={0}
              max={dimension.size - 1}
              step={1}
              value={indices[axis] ?? 0}
              aria-valuetext={at[axis]}
              onChange={(event) => setIndices((current) => current.map((value, index) => (index === axis ? Number(event.target.value) : value)))}
            />
            <output htmlFor={`${id}-dim-${axis}`}>{at[axis]}</output>
          </div>
        ))}
      </div>
      <canvas
        ref={canvas}
        className="sample-grid__heatmap"
        width={slice.columns}
        height={slice.rows}
        style={{ aspectRatio: `${shownRatio}` }}
        role="img"
        aria-label={`Heatmap of ${variable.name}${at.length > 0 ? ` at ${at.join(', ')}` : ''}: rows are ${axisText(rowAxis)}, columns are ${axisText(columnAxis)}`}
      />
      <p className="muted sample-note">
        Rows: {axisText(rowAxis)}, first row at the top. Columns: {axisText(columnAxis)}. Each cell is one value
        {shownRatio === ratio ? '' : ', stretched to fit'}.
      </p>
      <figure className="sample-grid__legend" aria-label={`Colour scale in ${units}`}>
        <ColourBar />
        <figcaption>
          <span>
            {shortNumber(min)} {variable.units ?? ''}
          </span>
          <span>
            {shortNumber(max)} {variable.units ?? ''}
          </span>
          <span className="sample-grid__caption">
            Colour scale ({units}): from {shortNumber(min)} at the left to {shortNumber(max)} at the right, the smallest and largest of {variable.name} over all
            its slices.
            {missingHere > 0 && (
              <>
                {' '}
                <span className="sample-grid__swatch" style={{ background: `rgb(${MISSING_RGB.join(',')})` }} aria-hidden="true" /> Grey: missing (
                {formatCount(missingHere, 'value')} in this slice).
              </>
            )}
          </span>
        </figcaption>
      </figure>
    </>
  );
}

function ColourBar() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const pixels = new Uint8ClampedArray(256 * 4);
    for (let x = 0; x < 256; x++) {
      const [r, g, b] = colourAt(x / 255);
      pixels.set([r, g, b, 255], x * 4);
    }
    context.putImageData(new ImageData(pixels, 256, 1), 0, 0);
  }, []);
  return <canvas ref={canvas} className="sample-grid__bar" width={256} height={1} aria-hidden="true" />;
}
