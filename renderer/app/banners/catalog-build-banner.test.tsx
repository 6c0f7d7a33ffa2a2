// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogBuildBanner } from './catalog-build-banner';
import { useCatalogBuild } from '../../state/catalog-build-store';

beforeEach(() => useCatalogBuild.setState({ status: null }));
afterEach(cleanup);

const rebuilding = {
  state: 'rebuilding',
  percent: 42,
  message: "The demo marketplace's database is damaged (x), so its catalog is being rebuilt.",
} as const;

describe('CatalogBuildBanner', () => {
  it('shows a rebuild with its progress, then what happened until dismissed', () => {
    render(<CatalogBuildBanner />);
    act(() => useCatalogBuild.getState().receive(rebuilding));
    expect(screen.getByRole('status').textContent).toContain('Rebuilding the demo marketplace');
    expect(screen.getByRole('progressbar', { name: 'Catalog build progress' }).getAttribute('value')).toBe('42');
    expect(screen.getByRole('status').textContent).toContain('42%');
    act(() => useCatalogBuild.getState().receive({ state: 'ready', percent: null, message: 'It was damaged and has been rebuilt; your usage was kept.' }));
    expect(screen.getByRole('status').textContent).toContain('has been rebuilt; your usage was kept');
    fireEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing once a first build is done', () => {
    render(<CatalogBuildBanner />);
    act(() => useCatalogBuild.getState().receive({ state: 'building', percent: 10, message: 'Building the catalog.' }));
    expect(screen.getByRole('status').textContent).toContain('Preparing the demo marketplace');
    act(() => useCatalogBuild.getState().receive({ state: 'ready', percent: null, message: 'Ready.' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure as an error', () => {
    render(<CatalogBuildBanner />);
    act(() => useCatalogBuild.getState().receive({ state: 'failed', percent: null, message: 'The catalog could not be built: disk full.' }));
    expect(screen.getByRole('alert').textContent).toContain('disk full');
  });
});
