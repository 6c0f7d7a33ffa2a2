import { useState } from 'react';
import type { QualityReading } from '../../shared/readings/quality-reading';
import type { Stated } from '../../shared/stated';
import { formatDate, formatScore } from '../ui/format';
import { StatedValue } from '../ui/stated-value';
import { tierWordLabel } from '../ui/tier';
import { TierBadge } from '../ui/tier-badge';
import { FactList, type Fact } from './fact-list';
import { QualityChart } from './quality-chart';
import { useBadge } from './use-badge';

/** Composite and tier large, trainability, version, scored date, badge, and the dimension chart. */
export function QualityTab({ record }: { record: QualityReading }) {
  const facts: Fact[] = [
    ['Trainability', <StatedValue fact={record.trainability}>{(value) => formatScore(value)}</StatedValue>],
    ['LQS version', <StatedValue fact={record.lqsVersion} />],
    ['Scored', <StatedValue fact={record.scoredAt}>{(date) => formatDate(date)}</StatedValue>],
    ['Dimensions', record.dimensionCount > 0 ? String(record.dimensionCount) : <StatedValue fact={undefined} />],
  ];
  return (
    <div className="quality">
      <div className="quality__summary">
        <div className="quality__composite">
          <span className="quality__label">LQS composite</span>
          {record.composite || record.tier ? (
            <TierBadge tier={record.tier} score={record.composite} size="lg" />
          ) : (
            <StatedValue fact={undefined} />
          )}
          {record.composite === undefined && record.tier !== undefined && <span className="not-stated">Composite score not stated</span>}
        </div>
        <FactList className="facts--inline" valueClassName="tabular" facts={facts} />
        {record.badgeUrl && <Badge key={record.badgeUrl.value} url={record.badgeUrl.value} tier={record.tier} score={record.composite} />}
      </div>
      <QualityChart quality={record} />
    </div>
  );
}

/** The marketplace's badge image, fetched through the core; hidden when there is none or it cannot be shown. */
function Badge({ url, tier, score }: { url: string; tier: QualityReading['tier']; score: Stated<number> | undefined }) {
  const badge = useBadge(url);
  const [failed, setFailed] = useState(false);
  const dataUrl = badge.data?.dataUrl;
  if (!dataUrl || failed) return null;
  const alt = `The marketplace's LQS badge${tier ? `: ${tierWordLabel(tier.value)}` : ''}${score !== undefined ? ` ${formatScore(score.value)}` : ''}`;
  return <img className="quality__badge" src={dataUrl} alt={alt} height={20} onError={() => setFailed(true)} />;
}
