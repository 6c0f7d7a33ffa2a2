// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_LIMITS, type FirstViewElement, type FirstViewNode } from '../../shared/ipc/first-view';
import { captureFirstView } from './first-view-capture';

function rowMarkup(index: number): string {
  return `<div role="listitem" class="result-row" style="transform: translateY(${index * 60}px)"><span class="result-row__line"><button class="result-row__open" onclick="x()"><span class="result-row__title" title="t">Dataset ${index}</span></button><svg class="icon"><path d="M0"></path></svg></span></div>`;
}

function screen(rows: number, extra = ''): void {
  document.body.innerHTML = `<div id="root"><section class="search-screen__results"><div class="search-screen__query"><input class="search-box__input" type="search"></div>${extra}<div class="results-scroll"><div class="results-list" style="height: 900px">${Array.from({ length: rows }, (_, index) => rowMarkup(index)).join('')}</div></div></section></div>`;
  const input = document.querySelector('input');
  if (input) input.value = 'street <scenes>';
}

function texts(node: FirstViewNode): string {
  return typeof node === 'string' ? node : (node.children ?? []).map(texts).join('');
}

function find(node: FirstViewNode, className: string): FirstViewElement[] {
  if (typeof node === 'string') return [];
  const here = node.className?.split(' ').includes(className) ? [node] : [];
  return [...here, ...(node.children ?? []).flatMap((child) => find(child, className))];
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('captureFirstView', () => {
  it('copies the results as painted: tags, class names, texts and the search text, no attribute else', () => {
    screen(2);
    const view = captureFirstView();
    expect(view?.className).toBe('search-screen__results');
    expect(texts(view!)).toBe('Dataset 0Dataset 1');
    expect(find(view!, 'search-box__input')[0]).toEqual({ tag: 'input', className: 'search-box__input', value: 'street <scenes>' });
    expect(JSON.stringify(view)).not.toMatch(/style|onclick|transform|"title|svg|path/);
  });

  it('lays the rows out in flow, one after another', () => {
    screen(1);
    expect(find(captureFirstView()!, 'results-list')[0]?.className).toBe('results-list results-list--in-flow');
  });

  it('leaves out what says a time or a state of this moment', () => {
    screen(1, '<span class="stale-notice" data-first-view="skip">Updated 5 min ago</span>');
    expect(texts(captureFirstView()!)).not.toContain('Updated');
  });

  it('copies at most the rows a window shows', () => {
    screen(FIRST_VIEW_LIMITS.rows + 5);
    expect(find(captureFirstView()!, 'result-row')).toHaveLength(FIRST_VIEW_LIMITS.rows);
  });

  it('gives none without result rows, or with the search screen hidden', () => {
    screen(0);
    expect(captureFirstView()).toBeNull();
    screen(1);
    document.querySelector('section')?.setAttribute('hidden', '');
    expect(captureFirstView()).toBeNull();
    document.body.innerHTML = '<div id="root"><main class="account-view"></main></div>';
    expect(captureFirstView()).toBeNull();
  });

  it('marks the copy of a dark window as dark, and only that', () => {
    screen(1);
    document.documentElement.dataset.theme = 'dark';
    expect(captureFirstView()?.className).toBe('search-screen__results first-view--dark');
    document.documentElement.dataset.theme = 'light';
    expect(captureFirstView()?.className).toBe('search-screen__results');
    delete document.documentElement.dataset.theme;
  });
});
