// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchToolbar } from './search-toolbar';

afterEach(cleanup);

const summary = () => document.querySelector('.search-toolbar__summary')?.textContent;

describe('SearchToolbar, the total beside the list', () => {
  it('says whose total the marketplace stated: the whole marketplace’s, or this search’s', () => {
    const { rerender } = render(<SearchToolbar total={600} loaded={20} hasMore loading={false} narrowed={false} />);
    expect(summary()).toBe('Showing 1–20 of 600 datasetsin the whole marketplace');
    rerender(<SearchToolbar total={45} loaded={20} hasMore loading={false} narrowed />);
    expect(summary()).toBe('Showing 1–20 of 45 datasetsmatching this search');
  });

  it('states no scope where it states no marketplace total: while answering from the loaded rows, or with no total given', () => {
    const { rerender } = render(<SearchToolbar total={600} loaded={20} hasMore loading={false} localOnly narrowed />);
    expect(summary()).toBe('');
    rerender(<SearchToolbar total={undefined} loaded={20} hasMore loading={false} narrowed />);
    expect(summary()).toBe('Showing 1–20 · more as you scroll');
  });
});
