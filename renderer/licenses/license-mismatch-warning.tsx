import { LABEL_PLACE_NAMES, type LicenseMismatch } from '../../shared/domain/licenses/license-mismatch';
import { WarningIcon } from '../ui/icons';
import './licenses.css';

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * The licence labels of a dataset disagree: names each place and what it says, and which label
 * the app's marks use. `compact` for a list entry (the shortlist); the title carries the name.
 */
export function LicenseMismatchWarning({ mismatch, title, compact = false }: { mismatch: LicenseMismatch; title?: string; compact?: boolean }) {
  const heading = title === undefined ? 'Licence labels disagree' : `Licence labels disagree for ${title}`;
  return (
    <div className={compact ? 'license-mismatch license-mismatch--compact' : 'license-mismatch'} role="note" aria-label={heading}>
      <WarningIcon size={compact ? 12 : 16} />
      <div>
        <p className="license-mismatch__title">{heading}</p>
        <ul className="license-mismatch__labels">
          {mismatch.labels.map((label, index) => (
            <li key={`${label.place}-${index}`}>
              {capitalised(LABEL_PLACE_NAMES[label.place])}: <strong>{label.written}</strong>
              {label.reading?.expression !== undefined && label.reading.expression !== label.written && (
                <span className="muted"> (read as {label.reading.expression})</span>
              )}
              {label === mismatch.marksUse && <span className="license-mismatch__used"> — the app's marks use this one</span>}
            </li>
          ))}
        </ul>
        {!compact && <p className="muted">Ask the seller which licence applies before you rely on it.</p>}
      </div>
    </div>
  );
}
