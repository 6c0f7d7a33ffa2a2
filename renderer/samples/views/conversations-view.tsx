import { useId } from 'react';
import { formatCount, formatNumber } from '../../../shared/display/format';
import type { ConversationsView as ConversationsViewModel } from '../parse/documents-and-video/document-video-model';
import { TableView } from './table-view';

/** Chat or instruction rows: each row's turns with their roles, then the same rows as a table. */
export function ConversationsView({ view }: { view: ConversationsViewModel }) {
  const id = useId();
  const shown = view.conversations.length;
  return (
    <div className="sample-conversations">
      <section aria-labelledby={`${id}-title`} className="overview__block">
        <h3 id={`${id}-title`} className="block-title block-title--as-written">
          {shown < view.conversationRows
            ? `The first ${formatNumber(shown)} of ${formatCount(view.conversationRows, 'conversation')}`
            : formatCount(view.conversationRows, 'conversation')}{' '}
          ({view.table.sourceFile})
        </h3>
        <p className="muted sample-note">
          Each row’s turns, from its {view.shape} {view.shape.includes('/') ? 'fields' : 'field'}; the roles are the file’s own words.
          {view.conversationRows < view.table.rowCount ? ` ${formatCount(view.table.rowCount - view.conversationRows, 'row')} hold no conversation.` : ''}
        </p>
        <ol className="sample-conversations__list" tabIndex={0} aria-labelledby={`${id}-title`}>
          {view.conversations.map((conversation) => (
            <li key={conversation.row}>
              <article aria-label={`Row ${conversation.row}`} className="sample-conversation">
                <p className="muted sample-conversation__row">Row {formatNumber(conversation.row)}</p>
                <dl>
                  {conversation.turns.map((turn, index) => (
                    <div key={index} className="sample-conversation__turn" data-role={turn.role}>
                      <dt>{turn.role}</dt>
                      <dd>{turn.content}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ol>
      </section>
      <details className="sample-archive">
        <summary>The same rows as a table</summary>
        <TableView view={view.table} />
      </details>
    </div>
  );
}
