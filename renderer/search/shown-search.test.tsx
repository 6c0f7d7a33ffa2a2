// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DatasetListQuery } from '../queries/query-keys';
import { queryFingerprint } from '../../shared/domain/search-query';
import { useShownSearchKey } from './shown-search';

const browsing: DatasetListQuery = { category: 'Medical Imaging', sort: 'quality_score', order: 'desc', per_page: 20 };
const typed: DatasetListQuery = { ...browsing, q: 'scans mri' };

function render() {
  return renderHook(({ query, showingPrevious }) => useShownSearchKey(query, showingPrevious), {
    initialProps: { query: browsing, showingPrevious: false },
  });
}

describe('useShownSearchKey', () => {
  it('changes as soon as another search’s results are shown (from the cache, no placeholder)', () => {
    const { result, rerender } = render();
    expect(result.current).toBe(queryFingerprint(browsing));
    rerender({ query: typed, showingPrevious: false });
    expect(result.current).toBe(queryFingerprint(typed));
  });

  it('stays on the earlier search while its results stand in, then moves once the new ones are in', () => {
    const { result, rerender } = render();
    rerender({ query: typed, showingPrevious: true });
    expect(result.current).toBe(queryFingerprint(browsing));
    rerender({ query: typed, showingPrevious: false });
    expect(result.current).toBe(queryFingerprint(typed));
  });

  it('is the same for the same search asked with its keys in another order', () => {
    const { result, rerender } = render();
    const before = result.current;
    rerender({ query: { per_page: 20, order: 'desc', sort: 'quality_score', category: 'Medical Imaging' }, showingPrevious: false });
    expect(result.current).toBe(before);
  });
});
