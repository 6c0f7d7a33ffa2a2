/** The key owner's profile and usage as the app read them from `/v1/me`, wherever the record put them. */
import type { Stated, Word } from '../stated';

export type Plan = 'free' | 'pro';

export interface KeyReading {
  id?: Stated<string>;
  label?: Stated<string>;
  prefix?: Stated<string>;
  scopes?: Stated<string[]>;
  requestsToday?: Stated<number>;
  requestsAllTime?: Stated<number>;
  /** `null`: the server stated the key was never used. */
  lastUsedAt?: Stated<string | null>;
  createdAt?: Stated<string>;
}

export interface DailyRequests {
  /** YYYY-MM-DD (UTC). */
  date: string;
  requests: number;
}

export interface AccountReading {
  id?: Stated<string>;
  name?: Stated<string>;
  username?: Stated<string>;
  email?: Stated<string>;
  plan?: Stated<Word<Plan>>;
  activeListings?: Stated<number>;
  quota: {
    limit?: Stated<number>;
    used?: Stated<number>;
    remaining?: Stated<number>;
    resetsAt?: Stated<string>;
  };
  usage: {
    requestsToday?: Stated<number>;
    requestsAllTime?: Stated<number>;
    activeKeys?: Stated<number>;
    keys?: Stated<KeyReading[]>;
    daily?: Stated<DailyRequests[]>;
  };
  raw: unknown;
}
