import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Select } from '../../ui/controls/field';
import { formatCount, formatNumber } from '../../../shared/display/format';
import type { BagView as BagViewModel, FieldValue, UlogView as UlogViewModel } from '../parse/logs/bag-view-model';

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', ' UTC');
const seconds = (ms: number) => `${formatNumber(Number((ms / 1000).toFixed(3)))} s`;
const hertz = (hz: number | null) => (hz === null ? '—' : `${formatNumber(Number(hz.toPrecision(3)))} Hz`);

function Problems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="status" className="sample-problems">
      {problems.join(' ')}
    </div>
  );
}

function FieldTable({ rows, caption }: { rows: readonly FieldValue[]; caption: string }) {
  return (
    <table className="data-table sample-log__fields">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.field} ${index}`}>
            <td className="tabular sample-log__field">{row.field}</td>
            <td className="tabular sample-log__value">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Region({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <div className="overview__block">
      <h3 id={id} className="block-title">
        {title}
      </h3>
      <div className="sample-scroll sample-rows" tabIndex={0} role="region" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

/** A ROS bag: its topics with counts, types, rates and times; the first messages of the chosen topic; an image topic's first frame. */
export function BagView({ view }: { view: BagViewModel }) {
  const id = useId();
  const start = view.firstMs ?? 0;
  const [chosen, setChosen] = useState(() => view.topics.find((topic) => topic.first.length > 0)?.topic ?? view.topics[0]?.topic ?? '');
  const topic = view.topics.find((candidate) => candidate.topic === chosen);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const image = view.image;
    const context = canvas.current?.getContext('2d');
    if (!image || !context) return;
    context.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
  }, [view.image]);
  return (
    <div className="sample-packets">
      <p className="sample-note">
        {view.format} · {formatCount(view.topics.length, 'topic')} · {formatCount(view.messageCount, 'message')}
        {view.firstMs !== null && view.lastMs !== null ? ` · ${time(view.firstMs)} to ${time(view.lastMs)} (${seconds(view.lastMs - view.firstMs)})` : ''}
      </p>
      <Problems problems={view.problems} />
      <Region id={`${id}-topics`} title={formatCount(view.topics.length, 'topic')}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Type</th>
              <th scope="col">Messages</th>
              <th scope="col">Frequency</th>
              <th scope="col">First</th>
              <th scope="col">Last</th>
            </tr>
          </thead>
          <tbody>
            {view.topics.map((row) => (
              <tr key={`${row.topic} ${row.type}`}>
                <td className="tabular">{row.topic}</td>
                <td className="tabular">{row.type}</td>
                <td className="tabular">{formatNumber(row.messages)}</td>
                <td className="tabular">{hertz(row.hz)}</td>
                <td className="tabular">{row.firstMs === null ? '—' : seconds(row.firstMs - start)}</td>
                <td className="tabular">{row.lastMs === null ? '—' : seconds(row.lastMs - start)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Region>
      <p className="muted sample-note">
        Frequency: messages a second, from each topic’s first message to its last. First and last: seconds after the bag’s first message.
      </p>
      {(view.image || view.imageNote) && (
        <section aria-labelledby={`${id}-frame`} className="overview__block">
          <h3 id={`${id}-frame`} className="block-title block-title--as-written">
            {view.image ? `The first frame of ${view.image.topic}` : 'Camera frames'}
          </h3>
          {view.image ? (
            <canvas
              ref={canvas}
              className="sample-raster__image sample-log__frame"
              width={view.image.width}
              height={view.image.height}
              role="img"
              aria-label={`First frame of ${view.image.topic}, ${view.image.width} × ${view.image.height} pixels (${view.image.encoding})`}
            />
          ) : (
            <p className="muted">{view.imageNote}</p>
          )}
        </section>
      )}
      {view.topics.length > 0 && (
        <section aria-labelledby={`${id}-messages`} className="overview__block sample-log__chosen">
          <Select
            label="Show the first messages of"
            value={chosen}
            options={view.topics.map((row) => ({ value: row.topic, label: `${row.topic} (${row.type})` }))}
            onChange={setChosen}
          />
          <h3 id={`${id}-messages`} className="block-title block-title--as-written">
            {topic && topic.first.length > 0 ? `The first ${formatCount(topic.first.length, 'message')} of ${topic.topic}` : `Messages of ${chosen}`}
          </h3>
          {topic?.problem && <p className="sample-problems">{topic.problem}</p>}
          {topic && topic.first.length === 0 && !topic.problem && <p className="muted">The preview read no message of this topic.</p>}
          {topic?.first.map((message, index) => (
            <div key={index} className="sample-scroll sample-rows" tabIndex={0} role="region" aria-label={`${topic.topic} message ${index + 1}`}>
              <p className="muted sample-note">
                Message {index + 1} · {time(message.ms)}
                {message.moreFields > 0 ? ` · the first 60 fields; ${formatNumber(message.moreFields)} more not shown` : ''}
              </p>
              <FieldTable rows={message.fields} caption={`${topic.topic} message ${index + 1}`} />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

/** A PX4 ULog: its topics with their first values, the system's info, its parameters and the text it logged. */
export function UlogView({ view }: { view: UlogViewModel }) {
  const id = useId();
  const [chosen, setChosen] = useState(() => view.topics[0]?.name ?? '');
  const topic = view.topics.find((candidate) => candidate.name === chosen);
  const messages = view.topics.reduce((sum, row) => sum + row.messages, 0);
  const sinceBoot = (us: number) => seconds(us / 1000);
  return (
    <div className="sample-packets">
      <p className="sample-note">
        ULog version {view.version} · {formatCount(view.topics.length, 'topic')} · {formatCount(messages, 'logged message')}
        {view.lastUs !== null
          ? ` · ${seconds((view.lastUs - view.startUs) / 1000)} of log, from ${sinceBoot(view.startUs)} to ${sinceBoot(view.lastUs)} after boot`
          : ''}
        {view.dropouts.count > 0 ? ` · ${formatCount(view.dropouts.count, 'dropout')} (${formatNumber(view.dropouts.ms)} ms lost)` : ''}
      </p>
      <Problems problems={view.problems} />
      <Region id={`${id}-topics`} title={`${formatCount(view.topics.length, 'topic')} of ${formatCount(view.formatCount, 'format')}`}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Instance</th>
              <th scope="col">Messages</th>
              <th scope="col">Frequency</th>
              <th scope="col">Fields</th>
            </tr>
          </thead>
          <tbody>
            {view.topics.map((row) => (
              <tr key={`${row.name} ${row.multiId}`}>
                <td className="tabular">{row.name}</td>
                <td className="tabular">{row.multiId}</td>
                <td className="tabular">{formatNumber(row.messages)}</td>
                <td className="tabular">{hertz(row.hz)}</td>
                <td className="tabular">{row.fields.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Region>
      <p className="muted sample-note">Frequency: messages a second, from each topic’s first message to its last.</p>
      {view.topics.length > 0 && (
        <section aria-labelledby={`${id}-first`} className="overview__block sample-log__chosen">
          <Select
            label="Show the first values of"
            value={chosen}
            options={view.topics.map((row) => ({ value: row.name, label: row.name }))}
            onChange={setChosen}
          />
          <h3 id={`${id}-first`} className="block-title block-title--as-written">
            {`The first ${chosen} message`}
          </h3>
          {topic && topic.first.length > 0 ? (
            <div className="sample-scroll sample-rows" tabIndex={0} role="region" aria-label={`First values of ${chosen}`}>
              <FieldTable rows={topic.first} caption={`First values of ${chosen}`} />
            </div>
          ) : (
            <p className="muted">The log holds no message of this topic.</p>
          )}
        </section>
      )}
      <Region
        id={`${id}-logs`}
        title={
          view.logs.length < view.logCount
            ? `The first ${view.logs.length} of ${formatCount(view.logCount, 'logged text message')}`
            : formatCount(view.logCount, 'logged text message')
        }
      >
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Since boot</th>
              <th scope="col">Level</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {view.logs.map((line, index) => (
              <tr key={index}>
                <td className="tabular">{sinceBoot(line.us)}</td>
                <td>{line.level}</td>
                <td>{line.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Region>
      <Region id={`${id}-info`} title="System information">
        <FieldTable rows={view.info} caption="System information" />
      </Region>
      <Region id={`${id}-parameters`} title={formatCount(view.parameters.length, 'parameter')}>
        <FieldTable rows={view.parameters} caption="Parameters" />
      </Region>
    </div>
  );
}
