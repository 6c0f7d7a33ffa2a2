import { useId } from 'react';
import { formatDateTime, formatNumber } from '../../../shared/display/format';
import type { DocumentView as DocumentViewModel } from '../parse/documents-and-video/document-video-model';
import { RgbaCanvas } from './rgba-canvas';

/** Paper sizes a page is named by, in points (either orientation, within a point). */
const PAPER_SIZES: ReadonlyArray<[string, number, number]> = [
  ['A4', 595, 842],
  ['A5', 420, 595],
  ['A3', 842, 1191],
  ['US Letter', 612, 792],
  ['US Legal', 612, 1008],
];

function pageSize(width: number, height: number): string {
  const [short, long] = width < height ? [width, height] : [height, width];
  const paper = PAPER_SIZES.find(([, a, b]) => Math.abs(a - short) <= 1 && Math.abs(b - long) <= 1)?.[0];
  const mm = (points: number) => formatNumber(Math.round((points * 25.4) / 72));
  return `${formatNumber(width)} × ${formatNumber(height)} points (${mm(width)} × ${mm(height)} mm${paper ? `, ${paper}` : ''})`;
}

/** A PDF: what the file says of itself, then its first pages drawn, each with its text. */
export function DocumentView({ view }: { view: DocumentViewModel }) {
  const id = useId();
  const name = view.path.split('/').pop() ?? view.path;
  const first = view.pages[0];
  const stated = (value: string | null) => value ?? 'not stated in the file';
  const facts: Array<[string, string]> = [
    ['Pages', formatNumber(view.pageCount)],
    ['Page size (page 1)', first ? pageSize(first.widthPt, first.heightPt) : 'the file has no pages'],
    ['PDF version', stated(view.pdfVersion)],
    ['Title', stated(view.info.title)],
    ['Author', stated(view.info.author)],
    ['Subject', stated(view.info.subject)],
    ['Producer', stated(view.info.producer)],
    ['Creator', stated(view.info.creator)],
    ['Created', view.info.created ? formatDateTime(view.info.created) : 'not stated in the file'],
  ];
  return (
    <div className="sample-document">
      <section aria-labelledby={`${id}-facts`} className="overview__block">
        <h3 id={`${id}-facts`} className="block-title block-title--as-written">
          {name}: what the file says
        </h3>
        <table className="data-table sample-facts">
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {view.pages.length < view.pageCount && (
          <p className="muted sample-note">
            {view.pages.length === 1
              ? `Only the first of its ${formatNumber(view.pageCount)} pages is shown.`
              : `The first ${formatNumber(view.pages.length)} of its ${formatNumber(view.pageCount)} pages are shown.`}
          </p>
        )}
        {view.imageNote && <p className="muted sample-note">{view.imageNote}</p>}
      </section>
      {view.pages.map((page) => (
        <section key={page.number} aria-labelledby={`${id}-page-${page.number}`} className="overview__block sample-document__page">
          <h3 id={`${id}-page-${page.number}`} className="block-title">
            Page {page.number} of {view.pageCount}
          </h3>
          {page.image && (
            <RgbaCanvas
              image={page.image}
              className="sample-document__image"
              label={`Page ${page.number} of ${name}, ${formatNumber(page.widthPt)} × ${formatNumber(page.heightPt)} points, drawn`}
            />
          )}
          <h4 className="sample-document__text-title" id={`${id}-text-${page.number}`}>
            Its text, as the file holds it{page.textCut ? ' (cut at 20,000 characters)' : ''}
          </h4>
          {page.text === '' ? (
            <p className="muted">The page holds no text (a scan without a text layer, or drawings only).</p>
          ) : (
            <pre className="sample-text" tabIndex={0} aria-labelledby={`${id}-text-${page.number}`}>
              {page.text}
            </pre>
          )}
        </section>
      ))}
    </div>
  );
}
