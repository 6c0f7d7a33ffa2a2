// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSystemTheme } from './first-view-theme';

const systemDark = (dark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList);
const frame = (classes: string) => `<div id="first-view" class="${classes}"><p>first results</p></div>`;
const classesOfView = () => document.getElementById('first-view')?.className;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('first results left to the system’s theme', () => {
  it('wear the dark theme on a dark system, whether the view came before this script or after', async () => {
    systemDark(true);
    document.body.innerHTML = frame('first-view first-view--opening first-view--system');
    followSystemTheme();
    expect(classesOfView()).toContain('first-view--dark');

    document.body.innerHTML = '';
    followSystemTheme();
    document.body.insertAdjacentHTML('afterbegin', frame('first-view first-view--opening first-view--system'));
    await Promise.resolve();
    expect(classesOfView()).toContain('first-view--dark');
  });

  it('stay light on a light system, and a theme the user chose is left as it is', () => {
    systemDark(false);
    document.body.innerHTML = frame('first-view first-view--opening first-view--system');
    followSystemTheme();
    expect(classesOfView()).not.toContain('first-view--dark');
    systemDark(true);
    document.body.innerHTML = frame('first-view first-view--opening');
    followSystemTheme();
    expect(classesOfView()).not.toContain('first-view--dark');
  });
});
