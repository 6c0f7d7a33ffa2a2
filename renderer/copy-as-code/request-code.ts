/**
 * "Copy as curl" and "Copy as Python (requests)": a marketplace request written as code a buyer
 * can run in a terminal or a notebook. The key is never written: curl reads `$LS_API_KEY` from
 * the shell, Python `os.environ["LS_API_KEY"]`. Every value is quoted for its language (titles,
 * search text and filter values may hold quotes, `$`, backticks, newlines), and an `api_key`
 * query parameter is never carried over.
 */
import { datasetQueryParams } from '../../shared/wire/dataset-query-params';
import type { DatasetQuery, UseCase } from '../../shared/wire/api-types';

export const KEY_VARIABLE = 'LS_API_KEY';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One request as the app sends it: method, path under the base URL, query, JSON body. */
export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  params?: Array<[string, string]>;
  body?: JsonValue;
}

/** The query parameter a key could travel in: never copied. */
const KEY_PARAMETER = 'api_key';

const paramsOf = (request: ApiRequest) => (request.params ?? []).filter(([name]) => name.toLowerCase() !== KEY_PARAMETER);

/** The request's full address: base URL (without a trailing slash) + path + encoded query. */
export function requestUrl(baseUrl: string, request: ApiRequest): string {
  const query = new URLSearchParams(paramsOf(request)).toString();
  return `${baseUrl.replace(/\/+$/, '')}${request.path}${query ? `?${query}` : ''}`;
}

/** A POSIX shell word that means exactly `text`: single quotes, each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A Python string literal of `text`. JSON's string syntax is valid Python 3 (`\"`, `\\`, `\n`,
 * `\uXXXX`); the characters Python reads differently in source (none in a JSON string) are escaped
 * all the same, so nothing in the value can end the literal.
 */
export function pythonString(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A Python literal of a JSON value: `True`, `False`, `None`, lists and dicts. */
export function pythonLiteral(value: JsonValue, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return pythonString(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${pythonString(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

/** `curl` with the key from the shell's `$LS_API_KEY`. */
export function toCurl(baseUrl: string, request: ApiRequest): string {
  const lines = [`curl --fail-with-body -sS${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(requestUrl(baseUrl, request))}`];
  lines.push(`  -H "X-Api-Key: $${KEY_VARIABLE}"`);
  lines.push(`  -H 'Accept: application/json'`);
  if (request.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  --data ${shellQuote(JSON.stringify(request.body))}`);
  }
  return lines.join(' \\\n');
}

/** Python with `requests`, the key from `os.environ["LS_API_KEY"]`. */
export function toPython(baseUrl: string, request: ApiRequest): string {
  const params = paramsOf(request);
  const lines = ['import os', '', 'import requests', ''];
  lines.push(`response = requests.${request.method.toLowerCase()}(`);
  lines.push(`    ${pythonString(`${baseUrl.replace(/\/+$/, '')}${request.path}`)},`);
  if (params.length > 0) {
    lines.push('    params=[');
    for (const [name, value] of params) lines.push(`        (${pythonString(name)}, ${pythonString(value)}),`);
    lines.push('    ],');
  }
  if (request.body !== undefined) lines.push(`    json=${pythonLiteral(request.body, '    ')},`);
  lines.push(`    headers={"X-Api-Key": os.environ[${pythonString(KEY_VARIABLE)}], "Accept": "application/json"},`);
  lines.push('    timeout=30,');
  lines.push(')');
  lines.push('response.raise_for_status()');
  lines.push('print(response.json())');
  return `${lines.join('\n')}\n`;
}

/** `GET /v1/datasets` with a search's filters, as the core sends it (shared/wire/dataset-query-params.ts). */
export function searchRequest(query: DatasetQuery): ApiRequest {
  return { method: 'GET', path: '/v1/datasets', params: [...datasetQueryParams(query).entries()] };
}

/** A dataset's record (`''`), its quality record or its licence record. */
export function datasetRequest(id: string, record: '' | '/quality' | '/license' = ''): ApiRequest {
  return { method: 'GET', path: `/v1/datasets/${encodeURIComponent(id)}${record}` };
}

export function compatibilityRequest(datasetIds: readonly string[], useCase?: UseCase): ApiRequest {
  return {
    method: 'POST',
    path: '/v1/licenses/compatibility',
    body: useCase ? { dataset_ids: [...datasetIds], use_case: useCase } : { dataset_ids: [...datasetIds] },
  };
}

export const accountRequest: ApiRequest = { method: 'GET', path: '/v1/me' };
