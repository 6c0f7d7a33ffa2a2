import { useId } from 'react';
import { formatCount, formatNumber } from '../../../shared/display/format';
import type { TextView as TextViewModel } from '../parse/view-model';
import { describeTextCut } from '../sample-limits-text';

const INERT_NOTES: Partial<Record<TextViewModel['kind'], string>> = {
  html: 'This file is a web page (HTML), whatever its name or its server said. It is shown as text: nothing in it runs or loads.',
  svg: 'This file is an SVG drawing. It is shown as text: nothing in it runs or loads.',
  xml: 'This file is XML; it is shown as text.',
};

/** A text sample's first lines, as text; a page or drawing in it is never rendered. */
export function TextView({ view }: { view: TextViewModel }) {
  const id = useId();
  const note = INERT_NOTES[view.kind];
  const cut = describeTextCut(view);
  return (
    <section aria-labelledby={id} className="overview__block">
      <h3 id={id} className="block-title block-title--as-written">
        {view.lines.length < view.totalLines
          ? `The first ${formatNumber(view.lines.length)} of ${formatCount(view.totalLines, 'line')}`
          : formatCount(view.totalLines, 'line')}{' '}
        ({view.path})
      </h3>
      {note && (
        <p className="sample-inert" role="note">
          {note}
        </p>
      )}
      {cut && <p className="muted sample-note">{cut}</p>}
      <pre className="sample-text" tabIndex={0} aria-labelledby={id}>
        {view.lines.join('\n')}
      </pre>
    </section>
  );
}
