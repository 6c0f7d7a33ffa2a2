import { useMemo, type ReactNode } from 'react';
import { receivedFact, type RecordState } from '../../shared/domain/fact-state';
import type { Stated } from '../../shared/domain/stated';
import type { AccountReading } from '../../shared/domain/readings/account-reading';
import { useRecordState } from '../facts/record-state';
import { retryRequest } from '../queries/retry-request';
import { describeResetTime } from '../quota/quota-level';
import { ResetCountdown } from '../quota/reset-countdown';
import { useCurrentQuota } from '../quota/use-current-quota';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Button, EmptyState, ErrorPanel, formatNumber, JsonView, LoadingSkeleton, RefreshIcon, Skeleton, StaleDataNotice, UserIcon } from '../ui';
import { notKnownWords } from '../ui/display/not-known';
import { NOT_STATED, StatedValue } from '../ui/display/stated-value';
import { CopyAsCode } from '../copy-as-code/copy-as-code';
import { accountRequest } from '../copy-as-code/request-code';
import { RequestLogView } from '../request-log/request-log-view';
import { DailyChart } from './daily-chart';
import { toDailySeries, withDayAtLeast } from './daily-series';
import { KeysTable } from './keys-table';
import { SessionSavings } from './session-savings';
import { usageFigures } from './usage-figures';
import { useAccount } from './use-account';
import './account.css';

const PLAN_WORDS: Record<string, string> = { free: 'Free tier', pro: 'Pro tier' };

/** The key owner's profile, usage today and all time, keys, and the last 30 days. */
export function AccountView() {
  const account = useAccount();
  const record = useRecordState(account);
  const gate = useQuotaGate();
  const refresh = gate.blocked ? undefined : () => retryRequest(() => account.refetch());

  return (
    <div className="feature-view account-view" aria-busy={account.isFetching}>
      <header className="account-view__header">
        <p className="muted">The owner of the API key in use, and how its requests are spent.</p>
        <div className="account-view__actions">
          {account.data !== undefined && <StaleDataNotice updatedAt={account.dataUpdatedAt} error={account.isError ? account.error : undefined} />}
          <Button size="sm" icon={<RefreshIcon />} disabled={refresh === undefined || account.isFetching} title={gate.reason ?? undefined} onClick={refresh}>
            Refresh
          </Button>
        </div>
      </header>
      {gate.blocked && <p className="account-view__blocked muted">{gate.reason} Refreshing needs a request.</p>}

      <SessionSavings />

      <AccountRecord record={record} onRetry={refresh} />

      <RequestLogView />
    </div>
  );
}

/** The account record in its state: received, loading, failed or not loaded (and when it can be). */
function AccountRecord({ record, onRetry }: { record: RecordState<AccountReading>; onRetry: (() => void) | undefined }) {
  if (record.state !== 'not-known') return <AccountDetails profile={record.state === 'received' ? record.record : record.part} />;
  const { why } = record;
  if (why.reason === 'failed' || why.reason === 'offline') return <ErrorPanel error={why.error} onRetry={onRetry} />;
  if (why.reason === 'quota') {
    return (
      <EmptyState icon={<UserIcon size={24} />} title="Account details not loaded">
        Loading them needs a request. {notKnownWords(why, 'they').long}
      </EmptyState>
    );
  }
  return <AccountSkeleton />;
}

function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="account-stat">
      <dt>{label}</dt>
      <dd className="account-stat__value tabular">{value}</dd>
      {detail !== undefined && <dd className="account-stat__detail muted">{detail}</dd>}
    </div>
  );
}

/** A figure of today: the live one from the meter when it is newer, else as the record states it. */
function Figure({ live, value, fact }: { live: boolean; value: number | undefined; fact: Stated<number> | undefined }) {
  if (live && value !== undefined) {
    return <span title="From the latest response's rate-limit headers (newer than the account record)">{formatNumber(value)}</span>;
  }
  return (
    <StatedValue fact={receivedFact(fact)} notStated={<span className="not-stated account-stat__not-stated">{NOT_STATED}</span>}>
      {formatNumber}
    </StatedValue>
  );
}

function AccountDetails({ profile }: { profile: AccountReading }) {
  const plan = profile.plan?.value;
  const planKey = plan !== undefined && 'known' in plan ? plan.known : 'unknown';
  const figures = usageFigures(profile, useCurrentQuota());
  const resetsAt = figures.resetsAt !== undefined ? new Date(figures.resetsAt) : null;
  const validReset = resetsAt !== null && !Number.isNaN(resetsAt.getTime());
  // Today's bar follows the meter too: today (UTC) is the day before the next reset.
  const today = figures.live && validReset ? new Date(resetsAt.getTime() - 86_400_000).toISOString().slice(0, 10) : null;
  const daily = profile.usage.daily?.value;
  const recordSeries = useMemo(() => toDailySeries(daily), [daily]);
  const series = today !== null && figures.requestsToday !== undefined ? withDayAtLeast(recordSeries, today, figures.requestsToday) : recordSeries;
  const who = profile.name ?? profile.username;
  return (
    <>
      <section className="feature-card account-profile" aria-label="Profile">
        <div className="account-profile__avatar" aria-hidden="true">
          <UserIcon size={22} />
        </div>
        <div className="account-profile__text">
          <h2 className="account-profile__name">
            <StatedValue fact={receivedFact(who)} notStated="Name not stated by this marketplace" />
          </h2>
          {profile.name && profile.username && (
            <p className="muted">
              <StatedValue fact={receivedFact(profile.username)}>{(username) => `@${username}`}</StatedValue>
            </p>
          )}
          <p className="muted">
            <StatedValue fact={receivedFact(profile.email)} notStated="Email not stated by this marketplace" />
          </p>
        </div>
        <dl className="definition-list account-profile__facts">
          <div>
            <dt>Plan</dt>
            <dd>
              <span className={`account-tier account-tier--${planKey}`}>
                <StatedValue fact={receivedFact(profile.plan)} notStated="Not stated">
                  {(word) => ('known' in word ? PLAN_WORDS[word.known] : word.other)}
                </StatedValue>
              </span>
            </dd>
          </div>
          <div>
            <dt>Active listings</dt>
            <dd className="tabular">
              <StatedValue fact={receivedFact(profile.activeListings)} notStated="Not stated">
                {formatNumber}
              </StatedValue>
            </dd>
          </div>
        </dl>
      </section>

      <section className="feature-card" aria-label="Usage">
        <h2 className="feature-card__title">Usage</h2>
        <dl className="definition-list account-stats">
          <Stat
            label="Requests today"
            value={<Figure live={figures.live} value={figures.requestsToday} fact={profile.usage.requestsToday} />}
            detail={figures.limit !== undefined ? `of ${formatNumber(figures.limit)} a day` : undefined}
          />
          <Stat label="Requests all time" value={<Figure live={figures.live} value={figures.requestsAllTime} fact={profile.usage.requestsAllTime} />} />
          <Stat label="Active keys" value={<Figure live={false} value={undefined} fact={profile.usage.activeKeys} />} />
          <Stat
            label="Left today"
            value={<Figure live={figures.live} value={figures.remaining} fact={profile.quota.remaining} />}
            detail={
              validReset ? (
                <>
                  resets {describeResetTime(resetsAt)}, <ResetCountdown resetsAt={resetsAt} />
                </>
              ) : undefined
            }
          />
        </dl>
      </section>

      <section className="feature-card" aria-label="Daily requests">
        {daily !== undefined ? <DailyChart series={series} /> : <p className="not-stated">The marketplace gives no daily history.</p>}
      </section>

      <section className="feature-card" aria-label="API keys">
        <KeysTable keys={receivedFact(profile.usage.keys)} />
      </section>

      <CopyAsCode what="account record" request={() => accountRequest} />
      <details className="account-raw">
        <summary>Raw response</summary>
        <JsonView value={profile.raw} label="Raw JSON of the account record, as the marketplace sent it" />
      </details>
    </>
  );
}

function AccountSkeleton() {
  return (
    <LoadingSkeleton label="Loading account…">
      <Skeleton height={72} />
      <Skeleton height={88} />
      <Skeleton height={180} />
      <Skeleton lines={4} />
    </LoadingSkeleton>
  );
}
