/** Reads `/v1/me` of any reasonable shape: who, the plan, today's and all-time usage, each key, and the daily history. */
import type { AccountReading, DailyRequests, KeyReading } from '../../../shared/domain/readings/account-reading';
import type { Stated } from '../../../shared/domain/stated';
import { collectionAt, unwrapRecord, type Entry } from './fields/collections';
import { ACCOUNT_FIELDS, DAY_FIELDS, KEY_FIELDS } from './fields/field-aliases';
import { isJsonObject } from './fields/field-lookup';
import { statedFact, statedNullable } from './fields/stated-fact';
import { readCount, readDate, readId, readText, readTextList, type Reader } from './fields/value-readers';
import { PLAN_WORDS, wordReader } from './fields/word-tables';

const ACCOUNT_WRAPPERS = ['data', 'account', 'user', 'profile', 'me'] as const;

/** Scopes as a list, or as one text ("datasets:read licenses:check" or comma-separated). */
const readScopes: Reader<string[]> = (sent) => readTextList(typeof sent === 'string' ? sent.split(/[\s,]+/) : sent);

function readKey(entry: Entry): KeyReading | undefined {
  if (!isJsonObject(entry.value)) return undefined;
  const fact = <T>(aliases: readonly string[], read: Reader<T>) => statedFact(entry.value, aliases, read, entry.from);
  return {
    id: fact(KEY_FIELDS.id, readId),
    label: fact(KEY_FIELDS.label, readText) ?? (entry.name !== undefined ? { value: entry.name, from: entry.from } : undefined),
    prefix: fact(KEY_FIELDS.prefix, readText),
    scopes: fact(KEY_FIELDS.scopes, readScopes),
    requestsToday: fact(KEY_FIELDS.requestsToday, readCount),
    requestsAllTime: fact(KEY_FIELDS.requestsAllTime, readCount),
    lastUsedAt: statedNullable(entry.value, KEY_FIELDS.lastUsedAt, readDate, entry.from),
    createdAt: fact(KEY_FIELDS.createdAt, readDate),
  };
}

/** A day: `{date, requests}`, or `"2026-11-01": 12` in a map. */
function readDay(entry: Entry): DailyRequests | undefined {
  if (entry.name !== undefined && readCount(entry.value) !== undefined) {
    const date = readDate(entry.name);
    return date ? { date: date.slice(0, 10), requests: readCount(entry.value)! } : undefined;
  }
  if (!isJsonObject(entry.value)) return undefined;
  const date = statedFact(entry.value, DAY_FIELDS.date, readDate)?.value;
  const requests = statedFact(entry.value, DAY_FIELDS.requests, readCount)?.value;
  return date !== undefined && requests !== undefined ? { date: date.slice(0, 10), requests } : undefined;
}

function listOf<T>(record: unknown, aliases: readonly string[], base: string, read: (entry: Entry) => T | undefined): Stated<T[]> | undefined {
  const collection = collectionAt(record, aliases, base);
  if (collection === undefined) return undefined;
  const items = collection.entries.map(read).filter((item): item is T => item !== undefined);
  return items.length === 0 && collection.entries.length > 0 ? undefined : { value: items, from: collection.from };
}

export function readAccount(json: unknown): AccountReading | undefined {
  const unwrapped = unwrapRecord(json, ACCOUNT_WRAPPERS);
  if (unwrapped === undefined) return undefined;
  const { record, base } = unwrapped;
  const fact = <T>(aliases: readonly string[], read: Reader<T>) => statedFact(record, aliases, read, base);
  return {
    id: fact(ACCOUNT_FIELDS.id, readId),
    name: fact(ACCOUNT_FIELDS.name, readText),
    username: fact(ACCOUNT_FIELDS.username, readText),
    email: fact(ACCOUNT_FIELDS.email, readText),
    plan: fact(ACCOUNT_FIELDS.plan, wordReader(PLAN_WORDS)),
    activeListings: fact(ACCOUNT_FIELDS.activeListings, readCount),
    quota: {
      limit: fact(ACCOUNT_FIELDS.quotaLimit, readCount),
      used: fact(ACCOUNT_FIELDS.quotaUsed, readCount),
      remaining: fact(ACCOUNT_FIELDS.quotaRemaining, readCount),
      resetsAt: fact(ACCOUNT_FIELDS.quotaResetsAt, readDate),
    },
    usage: {
      requestsToday: fact(ACCOUNT_FIELDS.requestsToday, readCount),
      requestsAllTime: fact(ACCOUNT_FIELDS.requestsAllTime, readCount),
      activeKeys: fact(ACCOUNT_FIELDS.activeKeys, readCount),
      keys: listOf(record, ACCOUNT_FIELDS.keys, base, readKey),
      daily: listOf(record, ACCOUNT_FIELDS.daily, base, readDay),
    },
    raw: json,
  };
}
