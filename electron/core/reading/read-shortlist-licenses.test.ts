import { describe, expect, it } from 'vitest';
import { shortlistWithLicenseReadings, withLicenseReadings } from './read-shortlist-licenses';

const entry = (id: string, license?: string) => ({ id, title: id, note: '', addedAt: '2026-01-01T00:00:00Z', ...(license ? { license } : {}) });

describe('withLicenseReadings', () => {
  it("adds the app's reading of each entry's licence label", () => {
    const { entries } = withLicenseReadings({ entries: [entry('a', 'odc-by'), entry('b')] });
    expect(entries[0]?.licenseTerms?.expression).toBe('ODC-By-1.0');
    expect(entries[1]?.licenseTerms).toBeUndefined();
  });

  it('leaves a failure as it is', () => {
    const failure = { ok: false as const, error: { kind: 'storage' as const, code: 'x', message: 'm' } };
    expect(shortlistWithLicenseReadings(failure as never)).toBe(failure);
  });
});
