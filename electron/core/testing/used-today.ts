/** What the marketplace's own usage (`/v1/me`) says was spent today; that request counts itself. */
import type { AccountReading } from '../../../shared/domain/readings/account-reading';
import type { Core } from '../create-core';
import { value } from './results';

export async function usedToday(core: Core): Promise<number> {
  const me = value<AccountReading>(await core.invoke('account:me', undefined));
  const used = me.usage.requestsToday?.value;
  if (typeof used !== 'number') throw new Error('The marketplace stated no requests today.');
  return used;
}
