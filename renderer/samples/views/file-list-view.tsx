import { useId } from 'react';
import { formatBytes, formatCount } from '../../../shared/display/format';
import type { FilesView } from '../parse/view-model';

/** No preview for the format: what the sample holds, with sizes (and the marketplace's own note). */
export function FileListView({ view }: { view: FilesView }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title">
        {view.reason}
      </h3>
      {view.note && <p className="sample-note">The marketplace says: “{view.note}”</p>}
      <SampleFileTable files={view.files} caption={formatCount(view.files.length, 'file')} />
    </section>
  );
}

export function SampleFileTable({ files, caption }: { files: FilesView['files']; caption: string }) {
  return (
    <div className="sample-scroll sample-files" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Size</th>
            <th scope="col">Kind (from its bytes)</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.path}>
              <th scope="row">{file.path}</th>
              <td className="tabular">{file.bytes === null ? 'not stated' : formatBytes(file.bytes)}</td>
              <td>{file.kind ?? 'not known (listed only)'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
