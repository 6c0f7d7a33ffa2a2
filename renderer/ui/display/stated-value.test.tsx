// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING, receivedFact, type FactState } from '../../../shared/domain/fact-state';
import { notKnownWords } from './not-known';
import { NOT_STATED, StatedValue } from './stated-value';

afterEach(cleanup);

const shown = (fact: FactState<string | null>, none?: string) => render(<StatedValue fact={fact} none={none} />).container.textContent;

describe('a fact in each of its states', () => {
  it('shows a stated value with its source, "none" as stated, and "not stated" only for a received record', () => {
    render(<StatedValue fact={receivedFact({ value: 12, from: 'price', sent: '12' })}>{(price) => `$${price}`}</StatedValue>);
    expect(screen.getByText('$12').getAttribute('title')).toBe('From the marketplace\'s field “price” (sent as "12")');
    cleanup();
    expect(shown(receivedFact({ value: null, from: 'data_residency' }), 'None')).toBe('None');
    cleanup();
    expect(shown(receivedFact(undefined))).toBe(NOT_STATED);
  });

  it('a fact not known yet is a placeholder while loading, else says it is not loaded and why, never "not stated"', () => {
    const { container } = render(<StatedValue fact={{ state: 'not-known', why: LOADING }} />);
    expect(container.querySelector('.skeleton')).not.toBeNull();
    expect(container.textContent).toBe('Loading');
    cleanup();
    const quota = render(<StatedValue fact={{ state: 'not-known', why: { reason: 'quota', until: '2030-01-02T00:00:00.000Z' } }} />);
    expect(quota.container.textContent).toBe('Not loaded: quota used up');
    expect(quota.container.querySelector('[title]')?.getAttribute('title')).toMatch(/^Not loaded yet\. Today’s request quota is used up: it can load after /);
    cleanup();
    expect(shown({ state: 'not-known', why: { reason: 'offline', error: { kind: 'network', message: 'Connection refused.' } } })).toBe('Not loaded: offline');
    cleanup();
    expect(shown({ state: 'not-known', why: { reason: 'failed', error: { kind: 'server', message: 'Down.' } } })).toBe('Not loaded: request failed');
  });
});

describe('the words for what is not known yet', () => {
  it('say which: the quota (and when it returns, in local time and UTC), the connection, or the error', () => {
    expect(notKnownWords({ reason: 'quota', until: '2030-01-02T00:00:00.000Z' }, 'the licence record', 'Europe/London').long).toBe(
      'Today’s request quota is used up: the licence record can load after Wed 2 Jan, 00:00 UTC.',
    );
    expect(notKnownWords({ reason: 'quota', until: '2030-01-02T00:00:00.000Z' }, 'it', 'America/New_York').long).toBe(
      'Today’s request quota is used up: it can load after Tue 1 Jan, 19:00 your time (Wed 2 Jan, 00:00 UTC).',
    );
    expect(notKnownWords({ reason: 'quota', until: null }).long).toBe('Today’s request quota is used up: it can load at the next daily reset.');
    expect(notKnownWords({ reason: 'offline', error: { kind: 'network', message: 'Connection refused.' } }, 'the record').long).toBe(
      'Can’t reach the marketplace: Connection refused. The record loads when you retry with the connection back.',
    );
    expect(notKnownWords({ reason: 'failed', error: { kind: 'server', message: 'Upstream is restarting.' } }).long).toBe(
      'The marketplace had a problem: Upstream is restarting.',
    );
    expect(notKnownWords({ reason: 'not-asked' }, 'the dataset record')).toEqual({
      short: 'Not loaded yet',
      long: 'The app has not asked the marketplace for the dataset record yet (opening a dataset loads its records).',
    });
  });
});
