import { useMemo, useState } from 'react';
import type { ReceivedQualityRecord } from '../../shared/received';
import { formatDate, formatScore } from '../ui/format';
import { TierBadge } from '../ui/tier-badge';
import { FactList, type Fact } from './fact-list';
import { normalizeQuality } from './normalize-quality';
import { QualityChart } from './quality-chart';
import { useBadge } from './use-badge';

/** Composite and tier large, trainability, version, scored date, badge, and the dimension chart. */
export function QualityTab({ record }: { record: ReceivedQualityRecord }) {
  const quality = useMemo(() => normalizeQuality(record), [record]);
  const facts: Fact[] = [
    ['Trainability', quality.trainability !== undefined ? formatScore(quality.trainability) : undefined],
    ['LQS version', quality.lqsVersion],
    ['Scored', quality.scoredAt ? formatDate(quality.scoredAt) : undefined],
    ['Dimensions', quality.dimensionCount ? String(quality.dimensionCount) : undefined],
  ];
  return (
    <div className="quality">
      <div className="quality__summary">
        <div className="quality__composite">
          <span className="quality__label">LQS composite</span>
          <TierBadge tier={quality.tier} score={quality.composite} size="lg" />
        </div>
        <FactList className="facts--inline" valueClassName="tabular" facts={facts.filter(([, value]) => value !== undefined)} />
        {quality.badgeUrl && <Badge key={quality.badgeUrl} url={quality.badgeUrl} tier={quality.tier} score={quality.composite} />}
      </div>
      <QualityChart quality={quality} />
    </div>
  );
}

/** The marketplace's badge image, fetched through the core; hidden when there is none or it cannot be shown. */
function Badge({ url, tier, score }: { url: string; tier?: string; score?: number }) {
  const badge = useBadge(url);
  const [failed, setFailed] = useState(false);
  const dataUrl = badge.data?.dataUrl;
  if (!dataUrl || failed) return null;
  const alt = `LQS badge${tier ? `: ${tier}` : ''}${score !== undefined ? ` ${formatScore(score)}` : ''}`;
  return <img className="quality__badge" src={dataUrl} alt={alt} height={20} onError={() => setFailed(true)} />;
}
