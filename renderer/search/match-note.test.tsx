// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchMatchReading } from '../../shared/domain/readings/dataset-reading';
import { DEFAULT_SEARCH, useUiStore } from '../state/ui-store';
import { allButWords, MatchNote } from './match-note';

afterEach(cleanup);

const match = (kind: SearchMatchReading['kind'], words: string[], missing: string[], notFound: string[] = []): SearchMatchReading => ({
  kind,
  words,
  missing,
  notFound,
});

describe('allButWords', () => {
  it('names the words the datasets shown lack, as the marketplace stated them', () => {
    expect(allButWords(match('all_but_one', ['skin', 'lesion', 'dermoscopy'], ['dermoscopy']))).toBe('all but “dermoscopy”');
    expect(allButWords(match('all_but_one', ['network', 'intrusion', 'logs'], ['network', 'intrusion', 'logs']))).toBe(
      'all but one of “network”, “intrusion” or “logs”',
    );
    expect(allButWords(match('all_words', ['chest', 'xray', 'zebra'], [], ['zebra']))).toBe('all but “zebra”');
    expect(allButWords(match('all_but_one', ['a', 'b', 'c', 'z'], ['a', 'b'], ['z']))).toBe('all but “z” and one of “a” or “b”');
    expect(allButWords(match('all_but_one', ['a', 'b'], []))).toBe('all but one of the words');
    expect(allButWords(match('all_words', ['chest', 'xray'], []))).toBeNull();
  });
});

describe('MatchNote', () => {
  it('says nothing when every dataset has every word, or when the marketplace does not say', () => {
    expect(render(<MatchNote match={match('all_words', ['chest'], [])} />).container.textContent).toBe('');
    expect(render(<MatchNote match={undefined} />).container.textContent).toBe('');
  });

  it('says which word the results lack, searches the words they have with one click, and folds the no-match suggestions', () => {
    useUiStore.setState({ search: { ...DEFAULT_SEARCH, q: 'skin lesion dermoscopy', lqs_tier: 'gold' } });
    render(<MatchNote match={match('all_but_one', ['skin', 'lesion', 'dermoscopy'], ['dermoscopy'])} />);
    const note = screen.getByRole('status');
    expect(note.textContent).toMatch(/^No dataset has every word; showing datasets with all but “dermoscopy”\./);
    const more = within(note).getByText('Other ways to search');
    expect(more.closest('details')?.open).toBe(false);
    expect(within(note).getByRole('button', { name: 'Search without “dermoscopy”', hidden: true })).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Remove filter: Tier = Gold', hidden: true })).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: 'Search “skin lesion”' }));
    expect(useUiStore.getState().search).toMatchObject({ q: 'skin lesion', lqs_tier: 'gold' });
  });

  it('offers no one search when the results lack different words; a synonym phrase is dropped whole', () => {
    render(<MatchNote match={match('all_but_one', ['network', 'intrusion', 'logs'], ['network', 'logs'])} />);
    expect(screen.queryByRole('button', { name: /^Search “/ })).toBeNull();
    cleanup();
    render(<MatchNote match={match('all_but_one', ['customer', 'support', 'chats', 'xray'], ['customer support'])} />);
    expect(screen.getByRole('button', { name: 'Search “chats xray”' })).toBeTruthy();
  });
});
