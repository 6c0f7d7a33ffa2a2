import { useMemo } from 'react';
import type { ReceivedAccountProfile } from '../../shared/received';
import { describeResetTime } from '../quota/quota-level';
import { useCurrentQuota } from '../quota/use-current-quota';
import { useQuotaGate } from '../quota/use-quota-gate';
import { Button, EmptyState, ErrorPanel, formatNumber, JsonView, LoadingSkeleton, RefreshIcon, Skeleton, StaleDataNotice, UserIcon } from '../ui';
import { DailyChart } from './daily-chart';
import { toDailySeries, withDayAtLeast } from './daily-series';
import { KeysTable } from './keys-table';
import { SessionSavings } from './session-savings';
import { usageFigures } from './usage-figures';
import { useAccount } from './use-account';
import './account.css';

const TIER_WORDS: Record<string, string> = { free: 'Free tier', pro: 'Pro tier' };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The key owner's profile, usage today and all time, keys, and the last 30 days. */
export function AccountView() {
  const account = useAccount();
  const gate = useQuotaGate();
  const refresh = gate.blocked ? undefined : () => void account.refetch();

  return (
    <div className="feature-view account-view" aria-busy={account.isFetching}>
      <header className="account-view__header">
        <p className="muted">The owner of the API key in use, and how its requests are spent.</p>
        <div className="account-view__actions">
          {account.data !== undefined && <StaleDataNotice updatedAt={account.dataUpdatedAt} error={account.isError ? account.error : undefined} />}
          <Button
            size="sm"
            icon={<RefreshIcon />}
            disabled={refresh === undefined || account.isFetching}
            title={gate.reason ?? undefined}
            onClick={refresh}
          >
            Refresh
          </Button>
        </div>
      </header>
      {gate.blocked && <p className="account-view__blocked muted">{gate.reason} Refreshing needs a request.</p>}

      <SessionSavings />

      {account.data !== undefined ? (
        <AccountDetails profile={account.data} />
      ) : account.isError ? (
        <ErrorPanel error={account.error} onRetry={refresh} />
      ) : gate.blocked ? (
        <EmptyState icon={<UserIcon size={24} />} title="Account details not loaded">
          Loading them needs a request, and today’s quota is used up. {gate.reason}
        </EmptyState>
      ) : (
        <AccountSkeleton />
      )}
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="account-stat">
      <dt>{label}</dt>
      <dd className="account-stat__value tabular">{value}</dd>
      {detail !== undefined && <dd className="account-stat__detail muted">{detail}</dd>}
    </div>
  );
}

function AccountDetails({ profile }: { profile: ReceivedAccountProfile }) {
  const keys = Array.isArray(profile.usage?.keys) ? profile.usage.keys : [];
  const tier = text(profile.tier);
  const figures = usageFigures(profile, useCurrentQuota());
  const resetsAt = figures.resetsAt !== undefined ? new Date(figures.resetsAt) : null;
  const validReset = resetsAt !== null && !Number.isNaN(resetsAt.getTime());
  // Today's bar follows the meter too: today (UTC) is the day before the next reset.
  const today = figures.live && validReset ? new Date(resetsAt.getTime() - 86_400_000).toISOString().slice(0, 10) : null;
  const recordSeries = useMemo(() => toDailySeries(profile.usage?.daily), [profile.usage?.daily]);
  const series = today !== null && figures.requestsToday !== undefined ? withDayAtLeast(recordSeries, today, figures.requestsToday) : recordSeries;
  return (
    <>
      <section className="feature-card account-profile" aria-label="Profile">
        <div className="account-profile__avatar" aria-hidden="true">
          <UserIcon size={22} />
        </div>
        <div className="account-profile__text">
          <h2 className="account-profile__name">{text(profile.name) ?? 'Name not given'}</h2>
          <p className="muted">{text(profile.email) ?? 'Email not given'}</p>
        </div>
        <dl className="definition-list account-profile__facts">
          <div>
            <dt>Tier</dt>
            <dd>
              <span className={`account-tier account-tier--${tier ?? 'unknown'}`}>{tier !== null ? (TIER_WORDS[tier] ?? tier) : 'Not given'}</span>
            </dd>
          </div>
          <div>
            <dt>Active listings</dt>
            <dd className="tabular">{formatNumber(profile.active_listings)}</dd>
          </div>
        </dl>
      </section>

      <section className="feature-card" aria-label="Usage">
        <h2 className="feature-card__title">Usage</h2>
        <dl className="definition-list account-stats">
          <Stat label="Requests today" value={formatNumber(figures.requestsToday)} detail={figures.limit !== undefined ? `of ${formatNumber(figures.limit)} a day` : undefined} />
          <Stat label="Requests all time" value={formatNumber(figures.requestsAllTime)} />
          <Stat label="Active keys" value={formatNumber(profile.usage?.active_keys)} />
          <Stat
            label="Left today"
            value={formatNumber(figures.remaining)}
            detail={validReset ? `resets ${describeResetTime(resetsAt)}` : undefined}
          />
        </dl>
      </section>

      <section className="feature-card" aria-label="Daily requests">
        <DailyChart series={series} />
      </section>

      <section className="feature-card" aria-label="API keys">
        <KeysTable keys={keys} />
      </section>

      <details className="account-raw">
        <summary>Raw response</summary>
        <JsonView value={profile} label="Raw JSON of the account record" />
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
