import { useEffect, useId, useRef } from 'react';
import type { DicomView as DicomViewModel } from '../parse/view-model';

/** A DICOM image's main tags and the image, windowed (drawn on a canvas from the worker's grey levels). */
export function DicomView({ view }: { view: DicomViewModel }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const image = view.image;
    const context = canvas.current?.getContext('2d');
    if (!image || !context) return;
    context.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  }, [view.image]);
  const modality = view.tags.find((tag) => tag.name === 'Modality')?.value;
  return (
    <div className="sample-dicom">
      <section aria-labelledby={`${id}-image`} className="overview__block">
        <h3 id={`${id}-image`} className="block-title block-title--as-written">
          {view.path.split('/').pop()}
          {view.files > 1 ? ` (the first of ${view.files} DICOM files)` : ''}
        </h3>
        {view.image ? (
          <>
            <canvas
              ref={canvas}
              className="sample-dicom__image"
              width={view.image.width}
              height={view.image.height}
              role="img"
              aria-label={`${modality ?? 'DICOM'} image, ${view.image.width} × ${view.image.height} pixels, windowed at centre ${view.window?.center} and width ${view.window?.width}`}
            />
            {view.window && (
              <p className="muted sample-note">
                Window: centre {view.window.center}, width {view.window.width} —{' '}
                {view.window.from === 'tags'
                  ? 'from the file’s own window tags.'
                  : 'the app’s choice: the file gives no window, so the full range of its values.'}
              </p>
            )}
          </>
        ) : (
          <p className="muted">{view.imageNote}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-tags`} className="overview__block">
        <h3 id={`${id}-tags`} className="block-title">
          Main tags
        </h3>
        <table className="data-table sample-figures">
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {view.tags.map((tag) => (
              <tr key={tag.tag + tag.name}>
                <td className="tabular">{tag.tag}</td>
                <th scope="row">{tag.name}</th>
                <td>{tag.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
