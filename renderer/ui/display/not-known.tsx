/**
 * A fact that is not known yet, in place: a placeholder while it loads (its container sets
 * aria-busy), else "Not loaded" and why (failed, the quota, the connection) and when it can load.
 * Never "not stated": only a received record can say that (shared/domain/fact-state.ts).
 */
import type { NotKnownYet } from '../../../shared/domain/fact-state';
import { describeResetTime } from '../../quota/quota-level';
import { cx } from '../class-names';
import { errorTitle } from '../feedback/error-text';
import { Skeleton } from '../feedback/skeleton';

export interface NotKnownWords {
  /** For a cell or a line: "Not loaded: quota used up". */
  short: string;
  /** The whole reason and when it can load, for a notice or a title. */
  long: string;
}

/**
 * The words for a fact (or a record) not known yet. `what`: what is not loaded, e.g. "the dataset
 * record"; the long words name the cause and when it can load.
 */
export function notKnownWords(why: NotKnownYet, what = 'it', timeZone?: string): NotKnownWords {
  switch (why.reason) {
    case 'loading':
      return { short: 'Loading…', long: `Loading ${what} from the marketplace…` };
    case 'quota': {
      const until = why.until === null ? null : new Date(why.until);
      const when = until === null || Number.isNaN(until.getTime()) ? 'at the next daily reset' : `after ${describeResetTime(until, timeZone)}`;
      return { short: 'Not loaded: quota used up', long: `Today’s request quota is used up: ${what} can load ${when}.` };
    }
    case 'offline':
      return {
        short: 'Not loaded: offline',
        long: `${errorTitle(why.error)}: ${sentence(why.error.message)} ${capitalised(what)} loads when you retry with the connection back.`,
      };
    case 'failed':
      return { short: 'Not loaded: request failed', long: `${errorTitle(why.error)}: ${sentence(why.error.message)}` };
    case 'not-asked':
      return { short: 'Not loaded yet', long: `The app has not asked the marketplace for ${what} yet (opening a dataset loads its records).` };
  }
}

/** A message as a sentence of its own: with its closing full stop. */
const sentence = (message: string) => (/[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`);
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export interface NotKnownValueProps {
  why: NotKnownYet;
  /** The placeholder's width while loading. */
  width?: number | string;
  className?: string;
}

export function NotKnownValue({ why, width = 120, className }: NotKnownValueProps) {
  if (why.reason === 'loading') {
    return (
      <span className={cx('not-known not-known--loading', className)}>
        <Skeleton width={width} />
        <span className="visually-hidden">Loading</span>
      </span>
    );
  }
  const words = notKnownWords(why);
  return (
    <span className={cx('not-known', className)} title={`${why.reason === 'failed' ? 'Not loaded' : 'Not loaded yet'}. ${words.long}`}>
      {words.short}
    </span>
  );
}
