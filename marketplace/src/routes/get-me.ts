import type { AccountProfile } from '@dmd/shared/wire/api-types';
import { jsonResponse } from '../http/send-response';
import { accountProfileSchema } from '../schemas/record-schemas';
import { defineRoute } from './define-route';

export const getMeRoute = defineRoute({
  method: 'GET',
  path: '/v1/me',
  operationId: 'getMe',
  tag: 'Account',
  summary: 'Profile and usage of the API key’s owner',
  description:
    'Quota of the account (shared by all its keys, this request included), request counts today and all-time, the active keys with their own counts, and the last 30 UTC days.',
  scope: 'account:read',
  response: { description: 'The account profile.', contentType: 'application/json', schema: accountProfileSchema },
  handle({ caller, services }) {
    if (caller === null) throw new Error('/v1/me reached without a caller');
    const { account } = caller;
    const standing = services.quota.standing(account);
    const usage = services.usage.of(account.id, services.now());
    const profile: AccountProfile = {
      id: account.id,
      name: account.name,
      email: account.email,
      tier: account.tier,
      active_listings: account.activeListings,
      quota: { limit: standing.limit, used: standing.used, remaining: standing.remaining, resets_at: standing.resetsAt.toISOString() },
      usage: {
        requests_today: usage.requestsToday,
        requests_all_time: usage.requestsAllTime,
        active_keys: usage.activeKeys,
        keys: usage.keys,
        daily: usage.daily,
      },
    };
    return jsonResponse(profile);
  },
});
