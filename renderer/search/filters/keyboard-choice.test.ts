// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { choiceChange } from './keyboard-choice';

describe('choiceChange', () => {
  it('reads a change right after an arrow key as typing, and a later one as a choice', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      document.dispatchEvent(new KeyboardEvent('keydown', { key }));
      const at = performance.now();
      expect(choiceChange(at + 10), key).toBe('typed');
      expect(choiceChange(at + 1_000), key).toBe('chosen');
    }
  });

  it('reads Space or a click as a choice', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    expect(choiceChange(performance.now() + 10_000)).toBe('chosen');
  });
});
