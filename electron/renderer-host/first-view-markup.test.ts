import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_NOTE, firstViewMarkup, withFirstView } from './first-view-markup';

const PAGE = '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body>\n    <div id="root"></div>\n  </body></html>';

describe('firstViewMarkup', () => {
  it('writes the copy inert, under a note saying it is a saved copy', () => {
    const markup = firstViewMarkup({
      tag: 'div',
      className: 'results-list',
      children: [{ tag: 'button', className: 'result-row__open', children: ['Street scenes'] }],
    });
    expect(markup).toContain(FIRST_VIEW_NOTE);
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

describe('withFirstView', () => {
  it('puts the copy just before the app root, after the head and its scripts', () => {
    const page = withFirstView(PAGE, '<div id="first-view"></div>');
    expect(page).toMatch(/<\/head><body>\n {4}<div id="first-view"><\/div><div id="root"><\/div>/);
  });

  it('leaves the page as it is without a copy or without a root', () => {
    expect(withFirstView(PAGE, '')).toBe(PAGE);
    expect(withFirstView('<html></html>', '<div id="first-view"></div>')).toBe('<html></html>');
  });
});
