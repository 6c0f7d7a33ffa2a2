import { receivedFact } from '../../shared/fact-state';
import { CheckCircleIcon, CrossCircleIcon, InfoIcon, WarningIcon } from '../ui';
import { StatedValue } from '../ui/stated-value';
import type { CheckedDataset, CompatibilityReport, TermFlag } from './compatibility-result';

const NAME_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * A use the combination may or may not be put to (allowed: tick, not allowed: cross), or a
 * requirement it brings (required: a warning to act on, not a refusal; not required: tick).
 */
function FlagItem({ flag, kind }: { flag: TermFlag; kind: 'permission' | 'requirement' }) {
  const value = flag.fact?.value;
  const tone = value === undefined ? 'unknown' : kind === 'permission' ? (value ? 'yes' : 'no') : value ? 'warn' : 'yes';
  const Icon = tone === 'yes' ? CheckCircleIcon : tone === 'no' ? CrossCircleIcon : tone === 'warn' ? WarningIcon : InfoIcon;
  const [yes, no] = kind === 'permission' ? ['allowed', 'not allowed'] : ['required', 'not required'];
  return (
    <li className={`compat-flag compat-flag--${tone}`}>
      <Icon className="compat-flag__icon" />
      <span className="compat-flag__label">{flag.label}</span>
      <span className="compat-flag__word">
        <StatedValue fact={receivedFact(flag.fact)} notStated="not stated">
          {(stated) => (stated ? yes : no)}
        </StatedValue>
      </span>
    </li>
  );
}

function DatasetFinding({ dataset, readBy }: { dataset: CheckedDataset; readBy: CompatibilityReport['datasetsReadBy'] }) {
  const state = dataset.allowed === null ? 'unknown' : dataset.allowed ? 'yes' : 'no';
  const Icon = state === 'yes' ? CheckCircleIcon : state === 'no' ? CrossCircleIcon : InfoIcon;
  const words = readBy === 'app' ? ['The app reads: allowed', 'The app reads: not allowed', 'The app cannot say'] : ['Allowed for this use', 'Not allowed for this use', 'Not stated'];
  return (
    <li className={`compat-finding compat-finding--${state}`}>
      <div className="compat-finding__head">
        <h4 className="compat-finding__title">{dataset.title}</h4>
        <span className={`compat-finding__allowed compat-finding__allowed--${state}`}>
          <Icon />
          {state === 'yes' ? words[0] : state === 'no' ? words[1] : words[2]}
        </span>
      </div>
      <p className="compat-finding__license muted">Licence: {dataset.license ?? 'not stated'}</p>
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
export function ReportDetails({ report }: { report: CompatibilityReport }) {
  return (
    <div className="compat-details">
      <section className="compat-section" aria-label="Combined terms">
        <h3 className="compat-section__title">Combined terms</h3>
        {report.mostRestrictiveLicense !== null && (
          <p className="compat-section__lead">
            Most restrictive licence: <strong>{report.mostRestrictiveLicense}</strong>
          </p>
        )}
        <div className="compat-terms">
          <ul className="compat-flags" aria-label="Uses of the combined data">
            {report.permissions.map((flag) => (
              <FlagItem key={flag.key} flag={flag} kind="permission" />
            ))}
          </ul>
          <ul className="compat-flags" aria-label="Requirements of the combined data">
            {report.requirements.map((flag) => (
              <FlagItem key={flag.key} flag={flag} kind="requirement" />
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
              <li key={index} className="compat-conflict">
                <WarningIcon className="compat-conflict__icon" />
                <span>
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
              The marketplace gave no answer per dataset. Below is <strong>the app’s own reading</strong> of each licence, from its licence table; the
              verdict above is the marketplace’s.
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
