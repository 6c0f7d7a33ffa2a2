import { formatCountdown } from './quota-level';
import { useClock } from './use-clock';

/**
 * "in 3 h 05 min", counting down to the quota's reset. Ticks on its own, so the figures around it
 * do not re-render every second; not a live region, so it is read once, not at every tick.
 */
export function ResetCountdown({ resetsAt }: { resetsAt: Date }) {
  const now = useClock(1000);
  return <span className="tabular">in {formatCountdown(resetsAt.getTime() - now.getTime())}</span>;
}
