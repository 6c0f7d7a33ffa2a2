/**
 * What a person's browser gets when a dataset's page cannot be shown (GET /datasets/{slug} with
 * a slug no published dataset has, a path that is not valid percent-encoding, a server error):
 * an HTML page in the dataset page's look, with the status of the API's error, not its JSON body.
 */
import type { ApiError } from '../http/api-error';
import type { RouteResponse } from '../http/send-response';
import { htmlPage, markup, PAGE_CSP, text, type Markup } from './html-page';

function explain(error: ApiError): { title: string; body: Markup } {
  const asked = error.details?.id;
  if (error.code === 'dataset_not_found') {
    const which = typeof asked === 'string' ? markup` “${text(asked)}”` : text('');
    return {
      title: 'Dataset not found',
      body: markup`<p>No published dataset on this marketplace has the address${which}. It may have been withdrawn, or the link may be mistyped or cut short.</p>`,
    };
  }
  if (error.status < 500) {
    return { title: 'Not a dataset’s address', body: markup`<p>${text(error.message)}</p>` };
  }
  return { title: 'This page could not be shown', body: markup`<p>The marketplace could not show this page just now. Try again in a moment.</p>` };
}

export function datasetPageError(error: ApiError): RouteResponse {
  const { title, body } = explain(error);
  return {
    status: error.status,
    body: htmlPage(text(title), markup`<h1>${text(title)}</h1>\n${body}\n<p><small>A page of the built-in demo marketplace.</small></p>`),
    contentType: 'text/html; charset=utf-8',
    headers: { ...error.headers, 'Content-Security-Policy': PAGE_CSP },
  };
}
