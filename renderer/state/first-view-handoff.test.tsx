// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_LONGEST_MS, limitFirstView, useFirstViewReplaced, useSearchReplacesFirstView } from './first-view-handoff';

function Replacer({ replaced }: { replaced: boolean }) {
  useFirstViewReplaced(replaced);
  return null;
}

const copyShown = () => document.getElementById('first-view') !== null;

beforeEach(() => {
  document.body.innerHTML = '<div id="first-view" class="first-view"></div>';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the saved first view giving way to the app', () => {
  it('stays while the app has nothing of its own to show, and goes as it has', () => {
    const { rerender } = render(<Replacer replaced={false} />);
    expect(copyShown()).toBe(true);
    rerender(<Replacer replaced />);
    expect(copyShown()).toBe(false);
  });

  it('goes as the user reaches the app under it: a key, a click or a focus', () => {
    for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new PointerEvent('pointerdown'), new FocusEvent('focusin')]) {
      document.body.innerHTML = '<div id="first-view" class="first-view"></div><div id="root"><input></div>';
      limitFirstView();
      expect(copyShown()).toBe(true);
      document.querySelector('input')!.dispatchEvent(event);
      expect(copyShown()).toBe(false);
    }
  });

  it('for the search screen: a saved copy goes at once, first results just received once the screen shows its own', () => {
    const Search = ({ shown }: { shown: boolean }) => {
      useSearchReplacesFirstView(shown);
      return null;
    };
    const saved = render(<Search shown={false} />);
    expect(copyShown()).toBe(false);
    saved.unmount();
    document.body.innerHTML = '<div id="first-view" class="first-view first-view--opening"></div>';
    const opening = render(<Search shown={false} />);
    expect(copyShown()).toBe(true);
    opening.rerender(<Search shown />);
    expect(copyShown()).toBe(false);
  });

  it('goes at the latest a few seconds after the app mounted', () => {
    vi.useFakeTimers();
    limitFirstView();
    vi.advanceTimersByTime(FIRST_VIEW_LONGEST_MS - 1);
    expect(copyShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(copyShown()).toBe(false);
  });
});
