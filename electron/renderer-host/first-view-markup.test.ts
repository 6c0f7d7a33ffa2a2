import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_NOTES, firstViewMarkup, pageWithFirstView } from './first-view-markup';
import type { PageFirstView } from '../../shared/ipc/first-view';

const PAGE = '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body>\n    <div id="root"></div>\n  </body></html>';

describe('firstViewMarkup', () => {
  it('writes the copy inert, under a note saying it is a saved copy', () => {
    const markup = firstViewMarkup({
      tag: 'div',
      className: 'results-list',
      children: [{ tag: 'button', className: 'result-row__open', children: ['Street scenes'] }],
    });
    expect(markup).toContain(FIRST_VIEW_NOTES.saved);
    expect(markup).toMatch(
      /<div class="first-view__copy" inert aria-hidden="true"><div class="results-list"><button class="result-row__open" type="button" tabindex="-1">Street scenes<\/button><\/div><\/div>/,
    );
  });

  it('wears the dark theme on its frame when the window it copies was dark', () => {
    const dark = firstViewMarkup({ tag: 'section', className: 'search-screen__results first-view--dark', children: ['Street scenes'] });
    expect(dark).toMatch(/^<div id="first-view" class="first-view first-view--dark">/);
    expect(firstViewMarkup({ tag: 'section', className: 'search-screen__results', children: ['Street scenes'] })).toMatch(
      /^<div id="first-view" class="first-view">/,
    );
  });

  it('escapes every text and value, so nothing a marketplace sent becomes markup', () => {
    const title = '<img src=x onerror=alert(1)><script>alert(2)</script>&amp;"\'';
    const markup = firstViewMarkup({ tag: 'div', children: [title, { tag: 'input', value: '"><script>alert(3)</script>' }] });
    expect(markup).not.toMatch(/<img|<script|"><script/);
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&amp;amp;&quot;&#39;');
    expect(markup).toContain('value="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"');
  });

  it('writes nothing for what is no first view (another tag, another attribute, none at all)', () => {
    expect(firstViewMarkup({ tag: 'script', children: ['alert(1)'] })).toBe('');
    expect(firstViewMarkup({ tag: 'div', style: 'background: url(x)' })).toBe('');
    expect(firstViewMarkup({ tag: 'div', className: 'x" style="color:red' })).toBe('');
    expect(firstViewMarkup(null)).toBe('');
  });

  it('never writes a style attribute, which the CSP would refuse', () => {
    expect(firstViewMarkup({ tag: 'div', className: 'result-row', children: ['x'] })).not.toContain('style=');
  });
});

describe('pageWithFirstView', () => {
  const parts = async (html: string, view: Promise<PageFirstView | null>, onError: (error: unknown) => void = () => undefined) => {
    const sent: string[] = [];
    for await (const part of pageWithFirstView(html, view, onError)) sent.push(part);
    return sent;
  };
  const VIEW: PageFirstView = { kind: 'opening', view: { tag: 'section', className: 'search-screen__results', children: ['Street scenes'] } };

  it('sends the head before the view is read, then the view just before the app root, then the rest', async () => {
    let release: (view: PageFirstView) => void = () => undefined;
    const view = new Promise<PageFirstView>((resolve) => (release = resolve));
    const sent: string[] = [];
    const done = (async () => {
      for await (const part of pageWithFirstView(PAGE, view, () => undefined)) sent.push(part);
    })();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([PAGE.slice(0, PAGE.indexOf('<div id="root">'))]);
    expect(sent[0]).toContain('<script');
    release(VIEW);
    await done;
    expect(sent).toHaveLength(3);
    expect(sent[1]).toContain(FIRST_VIEW_NOTES.opening);
    expect(sent[1]).toContain('Street scenes');
    expect(sent.join('')).toMatch(/<\/head><body>\n {4}<div id="first-view" class="first-view first-view--opening">.*<\/div><div id="root"><\/div>/s);
  });

  it('says which view it is: a saved copy, or the first results just received', async () => {
    const saved = (await parts(PAGE, Promise.resolve({ ...VIEW, kind: 'saved' }))).join('');
    expect(saved).toContain(FIRST_VIEW_NOTES.saved);
    expect(saved).toContain('<div id="first-view" class="first-view">');
    expect((await parts(PAGE, Promise.resolve(VIEW))).join('')).not.toContain(FIRST_VIEW_NOTES.saved);
  });

  it('puts a theme left to the system on the frame, for the page to read', async () => {
    const system: PageFirstView = { kind: 'opening', view: { tag: 'section', className: 'search-screen__results first-view--system', children: ['x'] } };
    expect((await parts(PAGE, Promise.resolve(system))).join('')).toContain('class="first-view first-view--opening first-view--system"');
  });

  it('leaves the page as it is without a view, with a view that fails to be read, or without a root', async () => {
    expect((await parts(PAGE, Promise.resolve(null))).join('')).toBe(PAGE);
    const errors: unknown[] = [];
    expect((await parts(PAGE, Promise.reject(new Error('unreadable')), (error: unknown) => void errors.push(error))).join('')).toBe(PAGE);
    expect(errors).toHaveLength(1);
    expect(await parts('<html></html>', Promise.resolve(VIEW))).toEqual(['<html></html>']);
    expect((await parts(PAGE, Promise.resolve({ kind: 'opening', view: { tag: 'script', children: ['x'] } } as unknown as PageFirstView))).join('')).toBe(PAGE);
  });
});
