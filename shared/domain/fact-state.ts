/**
 * The four states of every fact the app shows from a marketplace, and of the record it comes from
 * (docs/facts-and-states.md):
 *
 * 1. stated: a value, with the field it came from (`Stated<T>`);
 * 2. stated as none: `null`, an empty list (or what the caller says means none), also with its field;
 * 3. not stated: the record arrived and has no readable field for the fact;
 * 4. not known yet: the record is loading, failed, or was not asked for because the quota is used
 *    up or the marketplace cannot be reached (or, for an export made from what the app has, because
 *    nothing asked for it yet).
 *
 * Screens hold a `RecordState` and derive each fact's state from it with `factOf` or
 * `fullRecordFactOf`: a record that has not arrived can only give "not known yet", so "not stated"
 * can only come from a record that was received.
 */
import type { AppError } from './app-error';
import type { Stated } from './stated';

/** Why a record, and so each of its facts, is not known yet. */
export type NotKnownYet =
  | { readonly reason: 'loading' }
  | { readonly reason: 'failed'; readonly error: AppError }
  /** Not asked for: today's quota is used up. `until`: when it returns (ISO 8601), when known. */
  | { readonly reason: 'quota'; readonly until: string | null }
  /** The marketplace could not be reached. */
  | { readonly reason: 'offline'; readonly error: AppError }
  /** Nothing has asked for it yet: an export says what the app has, and never asks (renderer/facts/cached-record-state.ts). */
  | { readonly reason: 'not-asked' };

/**
 * A record as the app has it. `partial`: a part of it was received and stands in for the rest, e.g.
 * the search result's list item while the dataset's detail record loads (or failed, or waits for
 * the quota): the facts the part has are stated from it, the others are not known yet (`rest`).
 */
export type RecordState<R, Part = R> =
  | { readonly state: 'received'; readonly record: R }
  | { readonly state: 'partial'; readonly part: Part; readonly rest: NotKnownYet }
  | { readonly state: 'not-known'; readonly why: NotKnownYet };

export type FactState<T> =
  | { readonly state: 'stated'; readonly fact: Stated<T> }
  | { readonly state: 'none'; readonly fact: Stated<T> }
  | { readonly state: 'not-stated' }
  | { readonly state: 'not-known'; readonly why: NotKnownYet };

/** Whether a value stated for a fact means "none" (e.g. `false` for "has a sample"). */
export type MeansNone<T> = (value: T) => boolean;

/** By default `null` and an empty list mean none; anything else is a value. */
const nullOrEmpty: MeansNone<unknown> = (value) => value === null || (Array.isArray(value) && value.length === 0);

export const LOADING: NotKnownYet = { reason: 'loading' };
export const NOT_ASKED: NotKnownYet = { reason: 'not-asked' };

export const received = <R>(record: R): RecordState<R> => ({ state: 'received', record });
export const notKnown = (why: NotKnownYet): { readonly state: 'not-known'; readonly why: NotKnownYet } => ({ state: 'not-known', why });

/**
 * The state of a field of a record in hand that the marketplace sent (a component given a received
 * record): stated, stated as none, or not stated. Anything not received goes through `factOf`.
 */
export function receivedFact<T>(fact: Stated<T> | undefined, meansNone: MeansNone<T> = nullOrEmpty): FactState<T> {
  if (fact === undefined) return { state: 'not-stated' };
  return { state: meansNone(fact.value) ? 'none' : 'stated', fact };
}

/** A fact the received part has too (for a dataset: a field of the list item). */
export function factOf<R extends Part, Part, T>(
  record: RecordState<R, Part>,
  pick: (record: NoInfer<Part>) => Stated<T> | undefined,
  meansNone?: MeansNone<T>,
): FactState<T> {
  if (record.state === 'received') return receivedFact(pick(record.record), meansNone);
  if (record.state === 'partial') {
    // The part states it, or the rest may still: only the full record can say it is not stated.
    const fact = pick(record.part);
    return fact === undefined ? notKnown(record.rest) : receivedFact(fact, meansNone);
  }
  return notKnown(record.why);
}

/** A fact only the full record has (for a dataset: the detail record's description, size, version…). */
export function fullRecordFactOf<R, Part, T>(
  record: RecordState<R, Part>,
  pick: (record: NoInfer<R>) => Stated<T> | undefined,
  meansNone?: MeansNone<T>,
): FactState<T> {
  if (record.state === 'received') return receivedFact(pick(record.record), meansNone);
  return notKnown(record.state === 'partial' ? record.rest : record.why);
}

/** The record or its received part, to show what it has (a title, a header); undefined when nothing arrived. */
export function receivedPart<R extends Part, Part>(record: RecordState<R, Part>): Part | undefined {
  return record.state === 'received' ? record.record : record.state === 'partial' ? record.part : undefined;
}

/** Why the record (or its rest) is not known yet; undefined once it is received. */
export function pendingOf(record: RecordState<unknown, unknown>): NotKnownYet | undefined {
  return record.state === 'received' ? undefined : record.state === 'partial' ? record.rest : record.why;
}

/** A record whose part was received stands in for it until the rest is (a list item for a detail). */
export function withPart<R extends Part, Part>(record: RecordState<R>, part: Part | undefined): RecordState<R, Part> {
  if (record.state !== 'not-known' || part === undefined) return record;
  return { state: 'partial', part, rest: record.why };
}

/** The value of a fact that is stated (or stated as none); undefined for a fact not stated or not known yet. */
export function valueOf<T>(fact: FactState<T>): T | undefined {
  return fact.state === 'stated' || fact.state === 'none' ? fact.fact.value : undefined;
}

function isNotKnown<T>(fact: FactState<T>): fact is { readonly state: 'not-known'; readonly why: NotKnownYet } {
  return fact.state === 'not-known';
}

/**
 * The first fact that says something: `primary` when stated (or stated as none), else `fallback`
 * when it is; else not known yet if either is (it may still say), else not stated. For a fact two
 * records may hold (a composite in the quality record, else in the listing).
 */
export function firstStated<T>(primary: FactState<T>, fallback: FactState<T>): FactState<T> {
  for (const fact of [primary, fallback]) if (fact.state === 'stated' || fact.state === 'none') return fact;
  const pending = [primary, fallback].filter(isNotKnown);
  if (pending.length === 0) return { state: 'not-stated' };
  return pending.find((fact) => fact.why.reason === 'loading') ?? pending[0]!;
}

/**
 * What an aggregate over several facts (a "Best" mark, a count, a chart's scale) may use: the
 * values stated, by position, and whether it is provisional because some fact is not known yet.
 */
export interface Aggregate<T> {
  values: Array<{ index: number; value: T }>;
  provisional: boolean;
  /** Some fact is still loading (as against failed or waiting for the quota or the connection). */
  loading: boolean;
}

export function aggregateOf<T>(facts: readonly FactState<T>[]): Aggregate<T> {
  const values: Aggregate<T>['values'] = [];
  let provisional = false;
  let loading = false;
  facts.forEach((fact, index) => {
    if (fact.state === 'stated' || fact.state === 'none') values.push({ index, value: fact.fact.value });
    else if (fact.state === 'not-known') {
      provisional = true;
      if (fact.why.reason === 'loading') loading = true;
    }
  });
  return { values, provisional, loading };
}
