import { describe, expect, it } from 'vitest';
import { checkFirstView, FIRST_VIEW_LIMITS } from './first-view';

const row = { tag: 'div', className: 'result-row', children: [{ tag: 'span', className: 'result-row__title', children: ['Street scenes'] }] };

describe('checkFirstView', () => {
  it('takes a tree of the listed tags with class names, texts and an input value', () => {
    const view = { tag: 'section', className: 'search-screen__results', children: [{ tag: 'input', value: 'traffic' }, row] };
    expect(checkFirstView(view)).toBe(view);
  });

  it.each([
    ['a tag off the list', { tag: 'script', children: ['alert(1)'] }],
    ['an attribute of another name', { tag: 'div', style: 'color: red' }],
    ['a class name that could leave its attribute', { tag: 'div', className: 'a" onclick="x' }],
    ['a value on what is not an input', { tag: 'div', value: 'x' }],
    ['children in an input', { tag: 'input', children: ['x'] }],
    ['a text as the root', 'text'],
    ['a text too long', { tag: 'p', children: ['x'.repeat(FIRST_VIEW_LIMITS.textChars + 1)] }],
  ])('refuses %s', (_what, view) => {
    expect(checkFirstView(view)).toBeNull();
  });

  it('refuses a tree deeper or larger than its limits', () => {
    let deep: { tag: 'div'; children?: unknown[] } = { tag: 'div' };
    for (let depth = 0; depth <= FIRST_VIEW_LIMITS.depth; depth += 1) deep = { tag: 'div', children: [deep] };
    expect(checkFirstView(deep)).toBeNull();
    expect(checkFirstView({ tag: 'div', children: Array.from({ length: FIRST_VIEW_LIMITS.nodes }, () => 'x') })).toBeNull();
  });
});
