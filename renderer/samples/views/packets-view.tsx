import { useId } from 'react';
import { formatBytes, formatCount, formatNumber } from '../../../shared/display/format';
import type { PacketsView as PacketsViewModel } from '../parse/view-model';

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', ' UTC');
const seconds = (ms: number) => `${formatNumber(Number((ms / 1000).toFixed(3)))} s`;

/** A packet capture: its flows (both directions together) and its first packets. */
export function PacketsView({ view }: { view: PacketsViewModel }) {
  const id = useId();
  const start = view.firstMs ?? 0;
  return (
    <div className="sample-packets">
      <p className="sample-note">
        {formatCount(view.packetCount, 'packet')}
        {view.more ? ' read (the capture holds more; the preview reads the first 100,000)' : ''} · {view.linkType}
        {view.firstMs !== null && view.lastMs !== null ? ` · ${time(view.firstMs)} to ${time(view.lastMs)}` : ''}
      </p>
      {view.problems.length > 0 && (
        <div role="status" className="sample-problems">
          {view.problems.join(' ')}
        </div>
      )}
      <div className="overview__block">
        <h3 id={`${id}-flows`} className="block-title">
          {view.flows.length < view.flowCount
            ? `The ${view.flows.length} largest of ${formatCount(view.flowCount, 'flow')}`
            : formatCount(view.flowCount, 'flow')}
        </h3>
        <div className="sample-scroll sample-rows" tabIndex={0} role="region" aria-labelledby={`${id}-flows`}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Protocol</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Packets</th>
                <th scope="col">Bytes</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {view.flows.map((flow) => (
                <tr key={`${flow.protocol} ${flow.source} ${flow.destination}`}>
                  <td>{flow.protocol}</td>
                  <td className="tabular">{flow.source}</td>
                  <td className="tabular">{flow.destination}</td>
                  <td className="tabular">{formatNumber(flow.packets)}</td>
                  <td className="tabular">{formatBytes(flow.bytes)}</td>
                  <td className="tabular">{seconds(flow.lastMs - flow.firstMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="overview__block">
        <h3 id={`${id}-packets`} className="block-title">
          {view.packets.length < view.packetCount ? `The first ${formatNumber(view.packets.length)} packets` : 'Packets'}
        </h3>
        <div className="sample-scroll sample-rows" tabIndex={0} role="region" aria-labelledby={`${id}-packets`}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Time</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Protocol</th>
                <th scope="col">Length</th>
                <th scope="col">Info</th>
              </tr>
            </thead>
            <tbody>
              {view.packets.map((packet) => (
                <tr key={packet.index}>
                  <td className="tabular">{packet.index}</td>
                  <td className="tabular">{seconds(packet.ms - start)}</td>
                  <td className="tabular">{packet.source}</td>
                  <td className="tabular">{packet.destination}</td>
                  <td>{packet.protocol}</td>
                  <td className="tabular">{formatNumber(packet.length)}</td>
                  <td>{packet.info}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
