import { LQS_VERSION, PILLARS } from '../../../shared/domain/lqs';
import type { QualityReading } from '../../../shared/domain/readings/quality-reading';
import { formatNumber, formatWeight } from '../../../shared/display/format';
import { sourceOf } from '../../ui/display/stated-value';
import { evidenceParts, LQS_MEANING, NOTE_SOURCE_TEXT, SCHEME_NAME, tierCutoffs, tierCutoffText, TRAINABILITY_MEANING } from './quality-notes';

/**
 * "What these scores mean", closed until asked: LQS and its scale, the tier cut-offs, the pillars
 * and their weights with their dimensions, trainability beside the composite, and what the
 * evidence beside a score says. Each part says whose it is: the marketplace's where its record
 * states it, else the app's reading of the published scheme.
 */
export function QualityExplainer({ record }: { record: QualityReading }) {
  const cutoffs = tierCutoffs(record);
  const version = record.lqsVersion?.value;
  const level = record.evidence.confidenceLevel?.value;
  const levelText = level === undefined ? 'its' : `its ${formatNumber(Math.round(level * 1000) / 10)} %`;
  const parts = evidenceParts(record);
  return (
    <details className="quality-explainer">
      <summary>What these scores mean</summary>
      <div className="quality-explainer__body">
        <section>
          <h3>LQS</h3>
          <p>
            {LQS_MEANING} Higher is better. Each pillar’s score is the mean of its dimensions; the composite weighs every dimension by its pillar’s share.
            {version !== undefined &&
              version !== LQS_VERSION &&
              ` This marketplace states LQS version ${version}; these notes describe version ${LQS_VERSION}.`}
          </p>
          <p className="quality-explainer__source">{NOTE_SOURCE_TEXT.scheme}</p>
        </section>
        <section>
          <h3>Tiers</h3>
          <p title={cutoffs.title}>{tierCutoffText(cutoffs)}.</p>
          <p className="quality-explainer__source">{cutoffs.source === 'marketplace' ? NOTE_SOURCE_TEXT.marketplace : NOTE_SOURCE_TEXT.scheme}</p>
        </section>
        <section>
          <h3>Pillars and dimensions</h3>
          <p>14 dimensions in 5 pillars, weighted 35, 30, 20, 10 and 5 % of the composite. Choose a name in the table to read what it measures.</p>
          <ul>
            {PILLARS.map((pillar) => (
              <li key={pillar.key}>
                <strong>
                  {pillar.label} {formatWeight(pillar.weight)}
                </strong>
                : {pillar.description} ({pillar.dimensions.map((dimension) => dimension.label).join(', ')})
              </li>
            ))}
          </ul>
          <p className="quality-explainer__source">{NOTE_SOURCE_TEXT.scheme} The weights in the table are the marketplace’s where it states them.</p>
        </section>
        <section>
          <h3>Trainability</h3>
          <p>{TRAINABILITY_MEANING}</p>
          <p className="quality-explainer__source">{NOTE_SOURCE_TEXT.scheme}</p>
        </section>
        <section>
          <h3>How sure a score is</h3>
          <p>
            “±” is the larger side of a score’s interval at {levelText} confidence level: where the score would likely fall if it were measured again on other
            items. A score from the files was computed on the data itself, from a sample of its items; one from metadata only, on the listing alone, so it is
            less certain and its interval wider.
          </p>
          <p title={record.evidence.intervalMethod ? sourceOf(record.evidence.intervalMethod) : undefined}>
            {parts.length > 0 || record.compositeInterval
              ? `For this dataset the marketplace states: ${[record.compositeInterval ? 'intervals' : undefined, ...parts].filter(Boolean).join(', ')}.`
              : 'This marketplace does not say how sure its scores are.'}
            {record.evidence.intervalMethod && ` Its method: ${record.evidence.intervalMethod.value}.`}
          </p>
        </section>
        <p className="quality-explainer__source">
          Where the marketplace states a fact, the tab shows its word for it; the rest is the app’s reading of {SCHEME_NAME}.
        </p>
      </div>
    </details>
  );
}
