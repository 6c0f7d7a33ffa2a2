// @vitest-environment happy-dom
import { renderHook, act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agreeToLoad, mayFetch, needsAgreement, resetAgreements, useAgreedToLoad } from './compare-consent';

const record = (over: Partial<Parameters<typeof needsAgreement>[0]> = {}) => ({ data: undefined, isError: false, error: null, agreed: false, ...over });

describe('the comparison sends nothing the user has not agreed to', () => {
  afterEach(resetAgreements);

  it('asks agreement for a record not held, until agreed; never for one held, however old', () => {
    expect(needsAgreement(record())).toBe(true);
    expect(needsAgreement(record({ agreed: true }))).toBe(false);
    expect(needsAgreement(record({ data: { raw: {} } }))).toBe(false);
    expect(mayFetch(record(), false)).toBe(false);
    expect(mayFetch(record({ agreed: true }), false)).toBe(true);
    expect(mayFetch(record({ agreed: true, data: { raw: {} } }), false)).toBe(false);
  });

  it('fetches nothing at quota 0, even agreed', () => {
    expect(mayFetch(record({ agreed: true }), true)).toBe(false);
  });

  it('asks again for a record whose request failed, but not for a dataset the marketplace does not have', () => {
    const failed = (kind: string) => record({ agreed: true, isError: true, error: { kind, message: 'x' } });
    expect(needsAgreement(failed('network'))).toBe(true);
    expect(needsAgreement(failed('not_found'))).toBe(false);
  });

  it('keeps each agreement per connection and dataset', () => {
    const { result } = renderHook(() => useAgreedToLoad('ns', ['a', 'b']));
    expect(result.current).toEqual([false, false]);
    act(() => agreeToLoad('other', ['a']));
    expect(result.current).toEqual([false, false]);
    act(() => agreeToLoad('ns', ['b']));
    expect(result.current).toEqual([false, true]);
  });
});
