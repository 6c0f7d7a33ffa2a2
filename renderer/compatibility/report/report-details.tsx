import { receivedFact } from '../../../shared/domain/fact-state';
import type { BannerTone } from '../../ui';
import { CheckCircleIcon, CrossCircleIcon, InfoIcon, WarningIcon } from '../../ui';
import { useCachedDatasets } from '../../facts/cached-record-state';
import { StatedValue } from '../../ui/display/stated-value';
import { cachedLicense } from './compatibility-export';
import type { CheckedDataset, CompatibilityReport, TermFlag } from '../compatibility-result';
import { appDiffers, conflictSeverity, conflictTone, termNote, termTone, type TermKind } from '../verdict-message';
import { APP_READING_TAG, MARKETPLACE_VERDICT_TAG, appReadingWords } from './report-lines';

const NAME_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A use the combination may or may not be put to (allowed: tick, not allowed: cross), or a
 * requirement it brings (required: a warning to act on, not a refusal; not required: tick),
 * coloured under the verdict (verdict-message.ts), with the datasets it comes from.
 */
function FlagItem({ flag, kind, verdictTone }: { flag: TermFlag; kind: TermKind; verdictTone: BannerTone }) {
  const value = flag.fact?.value;
  const tone = termTone(flag, kind, verdictTone);
  const Icon = value === undefined ? InfoIcon : kind === 'requirement' ? (value ? WarningIcon : CheckCircleIcon) : value ? CheckCircleIcon : CrossCircleIcon;
  const [yes, no] = kind === 'permission' ? ['allowed', 'not allowed'] : ['required', 'not required'];
  const note = termNote(flag, kind);
  return (
    <li className={`compat-flag compat-flag--${tone}`}>
      <Icon className="compat-flag__icon" />
      <span className="compat-flag__label">{flag.label}</span>
      <span className="compat-flag__word">
        <StatedValue fact={receivedFact(flag.fact)} notStated="not stated">
          {(stated) => (stated ? yes : no)}
        </StatedValue>
      </span>
      {note !== null && (
        <span
          className="compat-flag__source"
          title={
            note.byApp
              ? 'From the app’s own licence table, not from the marketplace'
              : flag.source.by === 'marketplace'
                ? `From the marketplace's field “${flag.source.from}”`
                : undefined
          }
        >
          {note.byApp ? (
            <>
              <span className="compat-reading-tag">The app’s reading{note.differs ? ' differs' : ''}:</span> {note.text}
            </>
          ) : (
            upperFirst(note.text)
          )}
        </span>
      )}
    </li>
  );
}

function DatasetFinding({ dataset, readBy }: { dataset: CheckedDataset; readBy: CompatibilityReport['datasetsReadBy'] }) {
  const cachedOf = useCachedDatasets();
  const state = dataset.allowed === null ? 'unknown' : dataset.allowed ? 'yes' : 'no';
  const Icon = state === 'yes' ? CheckCircleIcon : state === 'no' ? CrossCircleIcon : InfoIcon;
  const words =
    readBy === 'app'
      ? ['The app reads: allowed', 'The app reads: not allowed', 'The app cannot say']
      : ['Allowed for this use', 'Not allowed for this use', 'Not stated'];
  const differs = appDiffers(dataset) && dataset.appReading !== null;
  return (
    <li className={`compat-finding compat-finding--${state}`}>
      <div className="compat-finding__head">
        <h4 className="compat-finding__title">{dataset.title}</h4>
        <span className={`compat-finding__allowed compat-finding__allowed--${state}`}>
          <Icon />
          {differs && <span className="visually-hidden">{MARKETPLACE_VERDICT_TAG} </span>}
          {state === 'yes' ? words[0] : state === 'no' ? words[1] : words[2]}
        </span>
      </div>
      <p className="compat-finding__license muted">
        Licence: {dataset.license ?? <StatedValue fact={cachedLicense(cachedOf(dataset.ref))} notStated="not stated" loadingWidth={80} />}
      </p>
      {differs && dataset.appReading !== null && (
        <p className="compat-finding__app">
          <span className="compat-reading-tag">{APP_READING_TAG}</span> {appReadingWords(dataset.appReading)} The verdict beside the title is the marketplace’s.
        </p>
      )}
      {dataset.conditions.length > 0 && (
        <>
          <p className="compat-finding__label">Conditions</p>
          <ul className="compat-finding__list">
            {dataset.conditions.map((condition, index) => (
              <li key={index}>{condition}</li>
            ))}
          </ul>
        </>
      )}
      {dataset.reasons.length > 0 && (
        <>
          <p className="compat-finding__label">Reasons</p>
          <ul className="compat-finding__list">
            {dataset.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** Everything the verdict rests on; a part the answer did not state says so. */
export function ReportDetails({ report, verdictTone }: { report: CompatibilityReport; verdictTone: BannerTone }) {
  return (
    <div className="compat-details">
      <section className="compat-section" aria-label="Combined terms">
        <h3 className="compat-section__title">Combined terms</h3>
        {verdictTone === 'error' && (
          <p className="compat-section__lead muted">What the licences allow together. Under this verdict they do not clear the use.</p>
        )}
        {report.mostRestrictiveLicense !== null && (
          <p className="compat-section__lead">
            Most restrictive licence, as the marketplace ranks them: <strong>{report.mostRestrictiveLicense}</strong>
            {report.mostRestrictiveDatasets.length > 0 && ` (${NAME_LIST.format(report.mostRestrictiveDatasets.map((dataset) => dataset.title))})`}
          </p>
        )}
        <div className="compat-terms">
          <ul className="compat-flags" aria-label="Uses of the combined data">
            {report.permissions.map((flag) => (
              <FlagItem key={flag.key} flag={flag} kind="permission" verdictTone={verdictTone} />
            ))}
          </ul>
          <ul className="compat-flags" aria-label="Requirements of the combined data">
            {report.requirements.map((flag) => (
              <FlagItem key={flag.key} flag={flag} kind="requirement" verdictTone={verdictTone} />
            ))}
          </ul>
        </div>
      </section>

      <section className="compat-section" aria-label="Obligations">
        <h3 className="compat-section__title">Obligations</h3>
        {report.obligations === null ? (
          <p className="not-stated">Not stated by this marketplace.</p>
        ) : report.obligations.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="compat-obligations">
            {report.obligations.map((obligation, index) => (
              <li key={index}>{obligation}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="compat-section" aria-label="Conflicts">
        <h3 className="compat-section__title">Conflicts</h3>
        {report.conflicts === null ? (
          <p className="not-stated">Not stated by this marketplace.</p>
        ) : report.conflicts.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="compat-conflicts">
            {report.conflicts.map((conflict, index) => (
              <li key={index} className={`compat-conflict compat-conflict--${conflictTone(conflict)}`}>
                {conflictTone(conflict) === 'error' ? <CrossCircleIcon className="compat-conflict__icon" /> : <WarningIcon className="compat-conflict__icon" />}
                <span>
                  <span className="compat-conflict__severity">{conflictSeverity(conflict)}.</span>{' '}
                  {/* A reason that names its datasets itself is not prefixed with them again. */}
                  {!(conflict.reason && conflict.datasetNames.length > 0 && conflict.datasetNames.every((name) => conflict.reason!.includes(name))) && (
                    <>
                      <strong>{conflict.datasetNames.length > 0 ? NAME_LIST.format(conflict.datasetNames) : 'Datasets not named'}</strong>:{' '}
                    </>
                  )}
                  {conflict.reason ?? <span className="not-stated">no reason stated</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="compat-section" aria-label="Datasets">
        <h3 className="compat-section__title">Datasets</h3>
        {report.datasetsReadBy === 'app' && (
          <p className="compat-section__note">
            <InfoIcon size={14} />
            <span>
              The marketplace gave no answer per dataset. Below is <strong>the app’s own reading</strong> of each licence, from its licence table; the verdict
              above is the marketplace’s.
            </span>
          </p>
        )}
        {report.datasets.length === 0 ? (
          <p className="not-stated">The answer lists no datasets.</p>
        ) : (
          <ul className="compat-findings">
            {report.datasets.map((dataset) => (
              <DatasetFinding key={dataset.ref} dataset={dataset} readBy={report.datasetsReadBy} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
