import type { ScoreBasis, ScoreInterval } from '../../../shared/wire/api-types';
import type { DimensionReading, PillarReading, QualityReading } from '../../../shared/domain/readings/quality-reading';
import type { Stated, Word } from '../../../shared/domain/stated';
import { formatScore, formatWeight } from '../../../shared/display/format';
import { sourceOf } from '../../ui/display/stated-value';
import type { ReactNode } from 'react';
import { ExplainButton, ExplainNote, useExplained } from './explained-term';
import { basisText, dimensionNote, intervalText, pillarNote, type Note } from './quality-notes';
import { formatMargin } from './score-margin';

export interface QualityChartProps {
  quality: QualityReading;
}

/** Scores are on the LQS 0–100 scale (the reading layer put them there), so a score is its bar's width in per cent. */
const percent = (score: number) => `${Math.max(0, Math.min(100, score))}%`;

/**
 * Every dimension as a bar, grouped by pillar with the pillar's weight and score. It is a real
 * table (caption, headers, one row per dimension), so the numbers are read out; the bars are
 * decoration. Scores and weights show only as stated; a pillar score the record lacks is the
 * app's mean of its dimensions, marked so. Each pillar's and dimension's name opens what it
 * measures; a score's interval shows as "±1.2" and a lighter band on its bar.
 */
export function QualityChart({ quality }: QualityChartProps) {
  if (quality.pillars.length === 0) return <p className="not-stated">The quality record lists no pillars or dimensions.</p>;
  const level = quality.evidence.confidenceLevel?.value;
  const recordBasis = quality.evidence.basis?.value;
  // Where any score has an interval, every score keeps room for one, so the bars line up.
  const margins = quality.pillars.some((pillar) => pillar.interval || pillar.dimensions.some((dimension) => dimension.interval));
  return (
    <>
      <table className="quality-chart">
        <caption className="block-title">Dimensions by pillar</caption>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col" className="quality-chart__score-col">
              Score
            </th>
            <th scope="col" className="quality-chart__weight-col">
              Weight
            </th>
          </tr>
        </thead>
        {quality.pillars.map((pillar, index) => (
          <tbody key={`${pillar.key}-${index}`} className="quality-chart__group">
            <ExplainedRow className="quality-chart__pillar" scope="rowgroup" label={pillar.label} note={pillarNote(pillar)}>
              <td>
                <PillarScore pillar={pillar} level={level} margins={margins} />
              </td>
              <td className="tabular quality-chart__weight">
                <Figure fact={pillar.weight} format={formatWeight} />
              </td>
            </ExplainedRow>
            {pillar.dimensions.map((dimension, dimensionIndex) => (
              <ExplainedRow
                key={`${dimension.key}-${dimensionIndex}`}
                className="quality-chart__dimension"
                scope="row"
                label={dimension.label}
                note={dimensionNote(dimension)}
                after={<OwnBasis dimension={dimension} recordBasis={recordBasis} />}
              >
                <td>
                  <span className="quality-chart__score-cell">
                    <Bar score={dimension.score?.value} interval={dimension.interval?.value} />
                    <Figure fact={dimension.score} format={formatScore} />
                    <ScoreMargin score={dimension.score} interval={dimension.interval} level={level} keepRoom={margins} />
                  </span>
                </td>
                <td className="tabular quality-chart__weight">
                  <Figure fact={dimension.weight} format={formatWeight} />
                </td>
              </ExplainedRow>
            ))}
          </tbody>
        ))}
      </table>
      {quality.groupedByApp && (
        <p className="quality-chart__note muted">
          The marketplace did not say which pillar each dimension belongs to; the app grouped them by the LQS 3.0 methodology.
        </p>
      )}
    </>
  );
}

/** A pillar's or dimension's row, whose name opens what it measures in a row of its own below. */
function ExplainedRow({
  className,
  scope,
  label,
  note,
  after,
  children,
}: {
  className: string;
  scope: 'row' | 'rowgroup';
  label: string;
  note: Note;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { open, id, toggle } = useExplained();
  return (
    <>
      <tr className={className}>
        <th scope={scope}>
          <ExplainButton open={open} controls={id} onToggle={toggle}>
            {label}
          </ExplainButton>
          {after}
        </th>
        {children}
      </tr>
      <tr id={id} className="quality-chart__note-row" hidden={!open}>
        <td colSpan={3}>
          <ExplainNote note={note} />
        </td>
      </tr>
    </>
  );
}

function PillarScore({ pillar, level, margins }: { pillar: PillarReading; level: number | undefined; margins: boolean }) {
  const score = pillar.score?.value ?? pillar.appMeanScore;
  return (
    <span className="quality-chart__score-cell">
      <Bar score={score} interval={pillar.interval?.value} strong />
      {pillar.score !== undefined ? (
        <>
          <Figure fact={pillar.score} format={formatScore} />
          <ScoreMargin score={pillar.score} interval={pillar.interval} level={level} keepRoom={margins} />
        </>
      ) : pillar.appMeanScore !== undefined ? (
        <span className="tabular" title="Not stated by the marketplace: the app's mean of the dimension scores shown.">
          {formatScore(pillar.appMeanScore)}
          <span className="quality-chart__computed"> (app's mean)</span>
        </span>
      ) : (
        <span className="not-stated" title="Not stated by this marketplace">
          —
        </span>
      )}
    </span>
  );
}

/**
 * "±1.2", the larger side of the score's interval, with the interval itself on hover; nothing
 * when none is stated (an empty slot with `keepRoom`, so the bars of a table line up).
 */
export function ScoreMargin({
  score,
  interval,
  level,
  keepRoom,
}: {
  score: Stated<number> | undefined;
  interval: Stated<ScoreInterval> | undefined;
  level: number | undefined;
  keepRoom?: boolean;
}) {
  if (score === undefined || interval === undefined) return keepRoom ? <span className="quality__margin tabular" aria-hidden="true" /> : null;
  return (
    <span className="quality__margin tabular" title={intervalText(interval, level)}>
      {formatMargin(score.value, interval.value)}
    </span>
  );
}

/** A dimension scored from something else than the record as a whole (provenance from metadata, say). */
function OwnBasis({ dimension, recordBasis }: { dimension: DimensionReading; recordBasis: Word<ScoreBasis> | undefined }) {
  const basis = dimension.basis;
  if (basis === undefined || JSON.stringify(basis.value) === JSON.stringify(recordBasis)) return null;
  return (
    <span className="quality-chart__basis" title={`${basisText(basis.value)[0]!.toUpperCase()}${basisText(basis.value).slice(1)}. ${sourceOf(basis)}`}>
      {'known' in basis.value ? basis.value.known : basis.value.other}
    </span>
  );
}

/** A stated number with its source on hover, or a dash that says it was not stated. */
function Figure({ fact, format }: { fact: Stated<number> | undefined; format: (value: number) => string }) {
  if (fact === undefined) {
    return (
      <span className="not-stated" title="Not stated by this marketplace">
        —<span className="visually-hidden"> not stated</span>
      </span>
    );
  }
  return (
    <span className="tabular" title={sourceOf(fact)}>
      {format(fact.value)}
    </span>
  );
}

/**
 * The score as a bar. With an interval, the bar is solid up to the interval's low end, pale across
 * the interval, and the score is a tick in it: what is uncertain looks uncertain.
 */
function Bar({ score, interval, strong }: { score: number | undefined; interval?: ScoreInterval; strong?: boolean }) {
  const fill = strong ? 'bar__fill bar__fill--strong' : 'bar__fill';
  if (score === undefined || interval === undefined) {
    return (
      <span className="bar" aria-hidden="true">
        <span className={fill} style={{ width: score === undefined ? '0%' : percent(score) }} />
      </span>
    );
  }
  return (
    <span className="bar" aria-hidden="true">
      <span className={fill} style={{ width: percent(interval.low) }} />
      <span className="bar__interval" style={{ left: percent(interval.low), width: percent(interval.high - interval.low) }} />
      <span className="bar__tick" style={{ left: percent(score) }} />
    </span>
  );
}
