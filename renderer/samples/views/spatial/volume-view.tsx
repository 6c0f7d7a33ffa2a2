import { ownValue } from '../../../../shared/domain/own-keys';
import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '../../../../shared/display/format';
import type { VolumeView as VolumeViewModel } from '../../parse/spatial/view-model-3d';
import { FactsTable } from '../facts-table';

/** The plane a slice across each voxel axis shows, from the world direction the axis runs (R/L: sagittal, A/P: coronal, S/I: axial). */
const PLANES: Readonly<Record<string, string>> = { R: 'sagittal', L: 'sagittal', A: 'coronal', P: 'coronal', S: 'axial', I: 'axial' };
const AXES = ['i', 'j', 'k'] as const;

/** A NIfTI volume: one slice at a time across the axis chosen (a slider picks it), and what the header says. */
export function VolumeView({ view }: { view: VolumeViewModel }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const volume = view.volume;
  const [axis, setAxis] = useState<0 | 1 | 2>(2);
  const sizes = volume ? [volume.width, volume.height, volume.depth] : [1, 1, 1];
  const [slices, setSlices] = useState(() => sizes.map((size) => Math.floor(size / 2)));
  const slice = Math.min(slices[axis]!, sizes[axis]! - 1);
  // The two other axes, across and up the canvas.
  const [across, up] = ([0, 1, 2] as const).filter((other) => other !== axis) as [number, number];
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!volume || !context) return;
    const grey = new Uint8Array(volume.grey);
    const width = sizes[across]!;
    const height = sizes[up]!;
    const image = context.createImageData(width, height);
    const strides = [1, volume.width, volume.width * volume.height];
    for (let v = 0; v < height; v++)
      for (let u = 0; u < width; u++) {
        // Up the canvas as the axis grows (row 0 is the last voxel).
        const value = grey[slice * strides[axis]! + u * strides[across]! + (height - 1 - v) * strides[up]!]!;
        const at = (v * width + u) * 4;
        image.data[at] = value;
        image.data[at + 1] = value;
        image.data[at + 2] = value;
        image.data[at + 3] = 255;
      }
    context.putImageData(image, 0, 0);
  });
  const letter = (index: number) => view.orientation?.[index];
  const axisName = (index: number) => {
    const world = letter(index);
    const plane = world ? ownPlane(world) : undefined;
    return plane ? `${plane} (across ${AXES[index]})` : `across ${AXES[index]}`;
  };
  const unit = view.unit === 'unit not stated' ? '' : ` ${view.unit}`;
  const facts: Array<[string, string]> = [
    ['Dimensions', `${view.dims.map(formatNumber).join(' × ')} voxels${view.dims.length > 3 ? ' (the first volume is shown)' : ''}`],
    ['Voxel size', `${view.voxelSize.map((value) => formatNumber(Number(value.toFixed(3)))).join(' × ')}${unit}${unit ? '' : ' (the file states no unit)'}`],
    ['Field of view', `${view.voxelSize.map((value, i) => formatNumber(Number((value * (view.dims[i] ?? 1)).toFixed(1)))).join(' × ')}${unit}`],
    ['Data type', view.dataType],
    ['Scaling', view.scaling ? `value × ${formatNumber(view.scaling.slope)} + ${formatNumber(view.scaling.intercept)}` : 'none (values as stored)'],
    [
      'Orientation',
      view.orientation
        ? `${view.orientation}: i, j, k run towards ${[...view.orientation].map((l) => ownValue(WORDS, l) ?? l).join(', ')} (from the ${view.orientationFrom})`
        : 'not stated: the file’s sform and qform codes are 0',
    ],
  ];
  if (view.description) facts.push(['Description (the file’s own)', view.description]);
  if (view.window)
    facts.push([
      'Drawn',
      `${formatNumber(Number(view.window.low.toFixed(2)))} as black to ${formatNumber(Number(view.window.high.toFixed(2)))} as white: the app’s choice, the volume’s 1st to 99th percentile`,
    ]);
  return (
    <div className="sample-dicom">
      <section aria-labelledby={`${id}-image`} className="overview__block">
        <h3 id={`${id}-image`} className="block-title block-title--as-written">
          {view.path.split('/').pop()}
        </h3>
        {volume ? (
          <>
            <fieldset className="sample-volume__axes">
              <legend>Slice</legend>
              {([0, 1, 2] as const).map((index) => (
                <label key={index}>
                  <input type="radio" name={`${id}-axis`} checked={axis === index} onChange={() => setAxis(index)} /> {axisName(index)}
                </label>
              ))}
            </fieldset>
            <canvas
              ref={canvas}
              className="sample-volume__image"
              width={sizes[across]}
              height={sizes[up]}
              style={{ aspectRatio: `${sizes[across]! * view.voxelSize[across]!} / ${sizes[up]! * view.voxelSize[up]!}` }}
              role="img"
              aria-label={`Slice ${slice + 1} of ${sizes[axis]} across ${AXES[axis]}, ${sizes[across]} × ${sizes[up]} voxels`}
            />
            <label className="sample-volume__slider">
              Slice{' '}
              <input
                type="range"
                min={1}
                max={sizes[axis]}
                value={slice + 1}
                onChange={(event) => setSlices(slices.map((value, index) => (index === axis ? Number(event.target.value) - 1 : value)))}
              />{' '}
              <span className="tabular">
                {slice + 1} of {sizes[axis]}
              </span>
            </label>
            <p className="muted sample-note">
              {AXES[across]} runs across, {AXES[up]} up the image
              {letter(across) && letter(up) ? ` (towards ${ownValue(WORDS, letter(across)!)} and ${ownValue(WORDS, letter(up)!)})` : ''}; drawn to the voxels’
              proportions.
            </p>
          </>
        ) : (
          <p className="muted">{view.imageNote}</p>
        )}
      </section>
      <FactsTable facts={facts} />
    </div>
  );
}

const WORDS: Readonly<Record<string, string>> = { R: 'right', L: 'left', A: 'anterior', P: 'posterior', S: 'superior', I: 'inferior' };
const ownPlane = (letter: string) => ownValue(PLANES, letter);
