import type { RecordState } from '../../shared/domain/fact-state';
import type { QualityReading } from '../../shared/domain/readings/quality-reading';
import { formatScore } from '../../shared/display/format';
import { NotKnownValue } from '../ui/display/not-known';
import { sourceOf } from '../ui/display/source-of';
import './charts.css';

export interface PillarBarsProps {
  datasets: ReadonlyArray<{ id: string; title: string; quality: RecordState<QualityReading> }>;
}

/**
 * Each compared dataset's five pillars as small bars side by side, so the shape of the quality
 * shows at a glance (the table below has every figure). Scores are on the LQS 0–100 scale (the
 * reading layer put them there); a pillar the record does not score says so, and a quality record
 * not loaded says why.
 */
export function PillarBars({ datasets }: PillarBarsProps) {
  return (
    <section className="pillar-bars" aria-labelledby="pillar-bars-title">
      <h2 id="pillar-bars-title" className="pillar-bars__title">
        Quality pillars at a glance
      </h2>
      <div className="pillar-bars__grid">
        {datasets.map((dataset) => (
          <figure key={dataset.id} className="pillar-bars__dataset">
            <figcaption className="pillar-bars__name">{dataset.title}</figcaption>
            {dataset.quality.state === 'received' ? (
              <ul className="pillar-bars__list" aria-label={`Pillars of ${dataset.title}`}>
                {dataset.quality.record.pillars.map((pillar) => {
                  const score = pillar.score?.value;
                  return (
                    <li key={pillar.key} className="pillar-bars__pillar" title={pillar.score ? sourceOf(pillar.score) : undefined}>
                      <span className="pillar-bars__label">{pillar.label}</span>
                      <span className="pillar-bars__track" aria-hidden="true">
                        {score !== undefined && <span className="pillar-bars__bar" style={{ width: `${Math.max(0, Math.min(100, score))}%` }} />}
                      </span>
                      <span className={score === undefined ? 'pillar-bars__score not-stated' : 'pillar-bars__score tabular'}>
                        {score === undefined ? 'not stated' : formatScore(score)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : dataset.quality.state === 'not-known' ? (
              <NotKnownValue why={dataset.quality.why} width={120} />
            ) : null}
          </figure>
        ))}
      </div>
    </section>
  );
}
