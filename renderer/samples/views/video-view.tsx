import { useId } from 'react';
import { formatNumber } from '../../../shared/display/format';
import type { VideoTrackFacts, VideoView as VideoViewModel } from '../parse/documents-and-video/document-video-model';
import { RgbaCanvas } from './rgba-canvas';

const seconds = (value: number | null) => (value === null ? 'not stated in the file' : `${formatNumber(Number(value.toFixed(2)))} s`);

function trackRows(track: VideoTrackFacts): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Codec', `${track.codecName} (${track.codec})`]];
  if (track.type === 'video') {
    rows.push(['Frame size', track.width && track.height ? `${formatNumber(track.width)} × ${formatNumber(track.height)} pixels` : 'not stated in the file']);
  }
  rows.push(['Duration', seconds(track.durationSeconds)]);
  rows.push([
    track.type === 'video' ? 'Frames' : 'Samples',
    `${formatNumber(track.frameCount)}${track.framesPerSecond !== null ? `, ${formatNumber(track.framesPerSecond)} a second (frames over the duration)` : ''}`,
  ]);
  rows.push([
    'Bit rate',
    track.bitrate === null ? 'not known' : `${formatNumber(Math.round(track.bitrate / 1000))} kbit/s (the track’s bytes over its duration)`,
  ]);
  return rows;
}

/** An MP4: its tracks' facts, and the first frames of its video drawn. */
export function VideoView({ view }: { view: VideoViewModel }) {
  const id = useId();
  const name = view.path.split('/').pop() ?? view.path;
  return (
    <div className="sample-video">
      <section aria-labelledby={`${id}-frames`} className="overview__block">
        <h3 id={`${id}-frames`} className="block-title block-title--as-written">
          {name}: {view.frames.length > 0 ? `the first ${view.frames.length === 1 ? 'frame' : `${view.frames.length} frames`}` : 'no frames drawn'}
        </h3>
        {view.frameNote && (
          <p className="sample-inert" role="note">
            {view.frameNote}
          </p>
        )}
        {view.frames.length > 0 && (
          <ol className="sample-video__frames">
            {view.frames.map((frame, index) => (
              <li key={index}>
                <RgbaCanvas image={frame.image} className="sample-video__frame" label={`Frame ${index + 1} of ${name}, at ${seconds(frame.timeSeconds)}`} />
                <span className="muted">at {seconds(frame.timeSeconds)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={`${id}-tracks`} className="overview__block">
        <h3 id={`${id}-tracks`} className="block-title">
          What the file says
        </h3>
        <table className="data-table sample-facts">
          <tbody>
            <tr>
              <th scope="row">Duration</th>
              <td>{seconds(view.durationSeconds)}</td>
            </tr>
            <tr>
              <th scope="row">Brands</th>
              <td>{view.brands.length > 0 ? view.brands.join(', ') : 'not stated in the file'}</td>
            </tr>
          </tbody>
        </table>
        {view.tracks.map((track) => (
          <table key={track.id} className="data-table sample-facts">
            <caption className="block-title--as-written">
              Track {track.id} ({track.type})
            </caption>
            <tbody>
              {trackRows(track).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
    </div>
  );
}
