import { useState, type ReactNode } from 'react';
import type { ScoreInterval } from '../../../shared/wire/api-types';
import { receivedFact } from '../../../shared/domain/fact-state';
import type { QualityReading } from '../../../shared/domain/readings/quality-reading';
import type { Stated } from '../../../shared/domain/stated';
import { formatDate, formatScore } from '../../../shared/display/format';
import { StatedValue } from '../../ui/display/stated-value';
import { tierWordLabel } from '../../../shared/display/tier';
import { TierBadge } from '../../ui/display/tier-badge';
import { ExplainedTerm } from './explained-term';
import { QualityChart, ScoreMargin } from './quality-chart';
import { QualityExplainer } from './quality-explainer';
import {
  BADGE_MEANING,
  evidenceParts,
  intervalText,
  LQS_MEANING,
  scaleNotes,
  tierCutoffs,
  tierCutoffText,
  TRAINABILITY_MEANING,
  type Note,
} from './quality-notes';
import { formatMargin } from './score-margin';
import { useBadge } from '../use-badge';

function compositeNote(record: QualityReading): Note {
  const cutoffs = tierCutoffs(record);
  const tiers = cutoffs.source === 'marketplace' ? 'Tiers, as the marketplace states them' : 'Tiers';
  return { text: `${LQS_MEANING} ${tiers}: ${tierCutoffText(cutoffs)}.`, source: 'scheme' };
}

/**
 * Composite and tier large, with the evidence the marketplace states for it ("±2.2 · scored from
 * the files · 2,000 items sampled"); trainability, version, scored date, badge; the dimension
 * chart; and what every figure means (each label opens one line; the rest below the chart).
 */
export function QualityTab({ record }: { record: QualityReading }) {
  const level = record.evidence.confidenceLevel?.value;
  const notes = scaleNotes(record.scales);
  return (
    <div className="quality">
      <div className="quality__summary">
        <div className="quality__composite">
          <ExplainedTerm className="quality__label" note={compositeNote(record)}>
            LQS composite
          </ExplainedTerm>
          {record.composite || record.tier ? (
            <TierBadge tier={record.tier} score={record.composite} size="lg" />
          ) : (
            <StatedValue fact={receivedFact(undefined)} />
          )}
          {record.composite === undefined && record.tier !== undefined && <span className="not-stated">Composite score not stated</span>}
          <EvidenceLine record={record} level={level} />
        </div>
        <dl className="definition-list facts facts--inline">
          <div className="facts__item">
            <dt>
              <ExplainedTerm note={{ text: TRAINABILITY_MEANING, source: 'scheme' }}>Trainability</ExplainedTerm>
            </dt>
            <dd className="tabular">
              <StatedValue fact={receivedFact(record.trainability)}>{(value) => formatScore(value)}</StatedValue>
              <ScoreMargin score={record.trainability} interval={record.trainabilityInterval} level={level} />
            </dd>
          </div>
          <Fact label="LQS version">
            <StatedValue fact={receivedFact(record.lqsVersion)} />
          </Fact>
          <Fact label="Scored">
            <StatedValue fact={receivedFact(record.scoredAt)}>{(date) => formatDate(date)}</StatedValue>
          </Fact>
          <Fact label="Dimensions">{record.dimensionCount > 0 ? String(record.dimensionCount) : <StatedValue fact={receivedFact(undefined)} />}</Fact>
        </dl>
        {record.badgeUrl && <Badge key={record.badgeUrl.value} url={record.badgeUrl.value} tier={record.tier} score={record.composite} />}
      </div>
      <QualityChart quality={record} />
      {notes.length > 0 && (
        <div className="quality__scale-notes">
          {notes.map((note) => (
            <p key={note} className="muted">
              {note}
            </p>
          ))}
        </div>
      )}
      <QualityExplainer record={record} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd className="tabular">{children}</dd>
    </div>
  );
}

/** "±2.2 · scored from the files · 2,000 items sampled": how sure the composite is, as far as the record says. */
function EvidenceLine({ record, level }: { record: QualityReading; level: number | undefined }) {
  const parts = evidenceParts(record);
  const interval: Stated<ScoreInterval> | undefined = record.compositeInterval;
  if (parts.length === 0 && interval === undefined) return null;
  const { basis, sampleSize } = record.evidence;
  const title = [
    interval && intervalText(interval, level),
    basis && `Basis from the marketplace's field “${basis.from}”`,
    sampleSize && `Sample size from the marketplace's field “${sampleSize.from}”`,
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <p className="quality__evidence" title={title}>
      {[interval && record.composite ? formatMargin(record.composite.value, interval.value) : undefined, ...parts].filter(Boolean).join(' · ')}
    </p>
  );
}

/** The marketplace's badge image, fetched through the core, with what it is; hidden when there is none or it cannot be shown. */
function Badge({ url, tier, score }: { url: string; tier: QualityReading['tier']; score: Stated<number> | undefined }) {
  const badge = useBadge(url);
  const [failed, setFailed] = useState(false);
  const dataUrl = badge.data?.dataUrl;
  if (!dataUrl || failed) return null;
  const alt = `The marketplace's LQS badge${tier ? `: ${tierWordLabel(tier.value)}` : ''}${score !== undefined ? ` ${formatScore(score.value)}` : ''}`;
  return (
    <figure className="quality__badge-figure">
      <img className="quality__badge" src={dataUrl} alt={alt} height={20} onError={() => setFailed(true)} />
      <figcaption className="quality__label">
        <ExplainedTerm note={{ text: BADGE_MEANING, source: 'none' }}>The marketplace’s badge</ExplainedTerm>
      </figcaption>
    </figure>
  );
}
