import { USE_CLASS_WORDS, describeTerms } from './license-words';
import type { LicenseTermsReading } from '../../shared/domain/licenses/license-terms';
import { choiceSentences, unknownLicenseSentence } from '../../shared/domain/licenses/use-fit';
import { ABOUT_THE_READING, CREDIT_WORDS, entriesOf, LICENSE_TABLE_VERSION } from './license-sources';
import { ExternalLink } from '../dataset/external-link';
import './licenses.css';

/**
 * The app's own reading of a licence label: what the label reads as (SPDX ids, an expression, a
 * choice, an exception), the terms the app's table gives it, and, on request, where the table
 * took them from. Always labelled as the app's reading.
 */
export function AppLicenseReading({ reading, from }: { reading: LicenseTermsReading; from: string }) {
  const entries = entriesOf(reading);
  const exceptions = reading.parts.flatMap((part) => (part.exception ? [`${part.id ?? part.written} with the exception ${part.exception}`] : []));
  return (
    <div className="app-license-reading">
      <p className="muted">
        The app's reading of {from} (“{reading.written}”)
        {reading.expression !== undefined && reading.expression !== reading.written && (
          <>
            {' '}
            as <code>{reading.expression}</code>
          </>
        )}
        {reading.combination === 'and' && ': every licence here applies, so each permission is the strictest of them'}
        {reading.combination === 'or' && ': the licence offers a choice'}.
      </p>
      {!reading.known ? (
        <p>{unknownLicenseSentence(reading.written, reading)} It is treated as the most restrictive licence: nothing is cleared on a guess.</p>
      ) : (
        <>
          {choiceSentences(reading.choices).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          {exceptions.length > 0 && <p>Named exception: {exceptions.join('; ')}.</p>}
          <ul className="app-license-reading__terms">
            <li>Use: {USE_CLASS_WORDS[reading.terms.useClass]}</li>
            {describeTerms(reading.terms).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {reading.terms.credit.length > 0 && <li>A credit holds {reading.terms.credit.map((element) => CREDIT_WORDS[element]).join(', ')}.</li>}
          </ul>
          {reading.terms.useRestrictions.length > 0 && (
            <>
              <p className="block-subtitle">Use restrictions</p>
              <ul className="app-license-reading__terms">
                {reading.terms.useRestrictions.map((restriction) => (
                  <li key={restriction}>{restriction}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <details className="app-license-reading__about">
        <summary>About this reading (licence table version {LICENSE_TABLE_VERSION})</summary>
        <p className="muted">{ABOUT_THE_READING}</p>
        {entries.length === 0 ? (
          <p className="muted">No entry of the table covers this licence.</p>
        ) : (
          <ul>
            {entries.map((entry) => (
              <li key={entry.id}>
                <strong>
                  {entry.name} ({entry.id})
                </strong>
                <ul>
                  {entry.sources.map((source) => (
                    <li key={`${source.url}-${source.took}`}>
                      {source.took}
                      {source.url !== null && (
                        <>
                          {' · '}
                          <ExternalLink url={source.url}>source</ExternalLink>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
