import { escapeMarkup } from './escape-markup';

/**
 * The frame of this marketplace's pages for a person (a dataset's page, and the page that says
 * there is none): one look, light and dark, no script and nothing from another origin.
 */

/** No script, no other origin: the page's own styles and its badge only. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A text made safe for HTML (escape-markup.ts), or markup built from such texts: the only thing a page takes. */
export type Markup = string & { readonly __markup: true };

export const text = (value: string): Markup => escapeMarkup(value) as Markup;

/** Markup from a template whose every value is Markup already (`text(…)` or another `markup`). */
export function markup(parts: TemplateStringsArray, ...values: readonly Markup[]): Markup {
  return parts.reduce((joined, part, index) => joined + (index > 0 ? (values[index - 1] as string) : '') + part, '') as Markup;
}

/** Markup items one after another. */
export const joinMarkup = (items: readonly Markup[], separator = ''): Markup => items.join(separator) as Markup;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;background:#fff}
h1{line-height:1.2;overflow-wrap:anywhere}p{overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.note{display:block;color:#57606a;font-size:.875rem}
@media (prefers-color-scheme:dark){body{color:#e6e8eb;background:#15181c}.note{color:#a3acb6}a{color:#8ab4f8}}`;

export function htmlPage(title: Markup, main: Markup): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
