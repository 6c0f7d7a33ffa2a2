import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error';
import {
  aggregateOf,
  factOf,
  firstStated,
  fullRecordFactOf,
  LOADING,
  NOT_ASKED,
  pendingOf,
  received,
  receivedFact,
  receivedPart,
  withPart,
  type FactState,
  type NotKnownYet,
  type RecordState,
} from './fact-state';
import type { Stated } from './stated';

interface Listing {
  price?: Stated<number>;
}
interface Detail extends Listing {
  description?: Stated<string>;
  tags?: Stated<string[]>;
}

const error: AppError = { kind: 'server', message: 'Upstream is restarting.' };
const offline: AppError = { kind: 'network', message: 'Connection refused.' };

const stated = <T>(value: T, from = 'field'): Stated<T> => ({ value, from });

const notKnownYet: fc.Arbitrary<NotKnownYet> = fc.oneof(
  fc.constant(LOADING),
  fc.constant(NOT_ASKED),
  fc.constant<NotKnownYet>({ reason: 'failed', error }),
  fc.constant<NotKnownYet>({ reason: 'offline', error: offline }),
  fc
    .option(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      { nil: null },
    )
    .map((until): NotKnownYet => ({ reason: 'quota', until })),
);
const maybeStated = <T>(value: fc.Arbitrary<T>) =>
  fc.option(
    value.map((inner) => stated(inner)),
    { nil: undefined },
  );
const listing: fc.Arbitrary<Listing> = fc.record({ price: maybeStated(fc.double({ noNaN: true })) }, { requiredKeys: [] });
const detail: fc.Arbitrary<Detail> = fc.record(
  { price: maybeStated(fc.double({ noNaN: true })), description: maybeStated(fc.string()), tags: maybeStated(fc.array(fc.string(), { maxLength: 3 })) },
  { requiredKeys: [] },
);
const recordState: fc.Arbitrary<RecordState<Detail, Listing>> = fc.oneof(
  detail.map((record) => received(record)),
  fc.record({ part: listing, rest: notKnownYet }).map(({ part, rest }): RecordState<Detail, Listing> => ({ state: 'partial', part, rest })),
  notKnownYet.map((why): RecordState<Detail, Listing> => ({ state: 'not-known', why })),
);

describe('the four states of a fact', () => {
  it('reads a received field as stated, stated as none, or not stated', () => {
    expect(receivedFact(stated('CC0-1.0'))).toEqual({ state: 'stated', fact: stated('CC0-1.0') });
    expect(receivedFact(stated(null))).toEqual({ state: 'none', fact: stated(null) });
    expect(receivedFact(stated([]))).toEqual({ state: 'none', fact: stated([]) });
    expect(receivedFact(stated(false), (value) => value === false).state).toBe('none');
    expect(receivedFact(stated(false)).state).toBe('stated');
    expect(receivedFact(undefined)).toEqual({ state: 'not-stated' });
  });

  it('a list item standing in for the detail states its own facts; the detail-only ones are not known yet, with the reason', () => {
    const quota: NotKnownYet = { reason: 'quota', until: '2030-01-01T00:00:00.000Z' };
    const record: RecordState<Detail, Listing> = { state: 'partial', part: { price: stated(12) }, rest: quota };
    expect(factOf(record, (part) => part.price)).toEqual({ state: 'stated', fact: stated(12) });
    expect(fullRecordFactOf<Detail, Listing, string>(record, (full) => full.description)).toEqual({ state: 'not-known', why: quota });
    // A field the list item lacks may still come with the detail: not known yet, never "not stated".
    expect(factOf<Detail, Listing, number>({ state: 'partial', part: {}, rest: LOADING }, (part) => part.price)).toEqual({ state: 'not-known', why: LOADING });
  });

  it('only a received record can make a fact "not stated" (property)', () => {
    fc.assert(
      fc.property(recordState, (record) => {
        const facts: FactState<unknown>[] = [
          factOf(record, (part) => part.price),
          fullRecordFactOf(record, (full) => full.description),
          fullRecordFactOf(record, (full) => full.tags),
        ];
        for (const fact of facts) {
          if (record.state !== 'received') expect(fact.state).not.toBe('not-stated');
          else expect(fact.state).not.toBe('not-known');
        }
      }),
    );
  });

  it('a stated fact is always the value the record holds, from any state (property)', () => {
    fc.assert(
      fc.property(recordState, (record) => {
        const part = receivedPart(record);
        const price = factOf(record, (listed) => listed.price);
        if (price.state === 'stated' || price.state === 'none') expect(price.fact).toBe(part?.price);
        const description = fullRecordFactOf(record, (full) => full.description);
        if (description.state === 'stated' || description.state === 'none') {
          expect(record.state).toBe('received');
          expect(description.fact).toBe((part as Detail).description);
        }
      }),
    );
  });

  it('a not-known fact carries its record’s reason (property)', () => {
    fc.assert(
      fc.property(recordState, (record) => {
        const fact = fullRecordFactOf(record, (full) => full.description);
        if (fact.state === 'not-known') expect(fact.why).toBe(pendingOf(record));
        expect(pendingOf(record) === undefined).toBe(record.state === 'received');
      }),
    );
  });
});

describe('a part standing in for a record', () => {
  it('is used only while the record is not known, and keeps the reason', () => {
    const why: NotKnownYet = { reason: 'failed', error };
    expect(withPart<Detail, Listing>({ state: 'not-known', why }, { price: stated(3) })).toEqual({ state: 'partial', part: { price: stated(3) }, rest: why });
    expect(withPart<Detail, Listing>({ state: 'not-known', why }, undefined)).toEqual({ state: 'not-known', why });
    const full = received<Detail>({ description: stated('Scans') });
    expect(withPart<Detail, Listing>(full, { price: stated(3) })).toBe(full);
  });
});

describe('a fact two records may hold', () => {
  const loading: FactState<number> = { state: 'not-known', why: LOADING };
  const failed: FactState<number> = { state: 'not-known', why: { reason: 'failed', error } };
  const notStated: FactState<number> = { state: 'not-stated' };
  const eighty: FactState<number> = { state: 'stated', fact: stated(80, 'composite') };

  it('takes the first that says something, else waits for one that may, else is not stated', () => {
    expect(firstStated(eighty, loading)).toBe(eighty);
    expect(firstStated(notStated, eighty)).toBe(eighty);
    expect(firstStated(loading, eighty)).toBe(eighty);
    expect(firstStated(notStated, loading)).toBe(loading);
    expect(firstStated(failed, loading)).toBe(loading);
    expect(firstStated(failed, notStated)).toBe(failed);
    expect(firstStated(notStated, notStated)).toEqual({ state: 'not-stated' });
  });
});

describe('an aggregate over facts', () => {
  const fact = fc.oneof(
    fc.double({ noNaN: true }).map((value): FactState<number> => ({ state: 'stated', fact: stated(value) })),
    fc.constant<FactState<number>>({ state: 'not-stated' }),
    notKnownYet.map((why): FactState<number> => ({ state: 'not-known', why })),
  );

  it('uses only the stated values and is provisional while any fact is not known yet (property)', () => {
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 6 }), (facts) => {
        const aggregate = aggregateOf(facts);
        expect(aggregate.values.map(({ index }) => facts[index]!.state)).toEqual(facts.filter((entry) => entry.state === 'stated').map(() => 'stated'));
        for (const { index, value } of aggregate.values) expect(value).toBe((facts[index] as { fact: Stated<number> }).fact.value);
        expect(aggregate.provisional).toBe(facts.some((entry) => entry.state === 'not-known'));
        expect(aggregate.loading).toBe(facts.some((entry) => entry.state === 'not-known' && entry.why.reason === 'loading'));
      }),
    );
  });
});
