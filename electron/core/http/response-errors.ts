/**
 * Turns whatever a failing marketplace (or a proxy in front of it) answered into the one typed
 * `AppError` the renderer acts on. Error bodies may be the decided JSON shape, `{"error": "text"}`,
 * `{"message"}`, `{"detail"}`, plain text or an HTML page; the message is always a readable
 * sentence with the status, never raw HTML.
 */
import { marketplaceErrorCode, type AppError } from '../../../shared/domain/app-error';
import { formatUtc } from '../failure-text';
import { nextUtcMidnight } from '../../../shared/domain/utc-day';
import { readTooManyRequests, type HeaderSource } from './rate-limit-headers';

const MAX_SERVER_MESSAGE = 300;

export interface FailedResponse {
  status: number;
  statusText?: string;
  headers: HeaderSource;
  bodyText: string;
}

interface ServerExplanation {
  message: string | null;
  code: string | null;
  details: Record<string, unknown>;
  isHtml: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** One line of readable text: no control characters, no runs of spaces, bounded length. */
export function tidyText(raw: string, maxLength = MAX_SERVER_MESSAGE): string {
  const oneLine = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
}

function firstString(...candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return null;
}

/** FastAPI-style `detail`: a string, or a list of `{msg, loc}` objects. */
function detailText(detail: unknown): string | null {
  if (typeof detail === 'string') return detail;
  if (!Array.isArray(detail)) return null;
  const parts = detail.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (!isRecord(entry)) return [];
    const message = firstString(entry.msg, entry.message);
    if (message === null) return [];
    const location = Array.isArray(entry.loc) ? entry.loc.join('.') : '';
    return [location ? `${location}: ${message}` : message];
  });
  return parts.length > 0 ? parts.join('; ') : null;
}

function explainJson(body: unknown): ServerExplanation | null {
  if (!isRecord(body)) return null;
  // JSON:API: `{"errors": [{"title", "detail", "code"}]}`; the first error speaks for the answer.
  const error =
    Array.isArray(body.errors) && isRecord(body.errors[0])
      ? { ...body.errors[0], message: firstString(body.errors[0].detail, body.errors[0].title) }
      : body.error;
  if (isRecord(error)) {
    return {
      message: firstString(error.message, error.detail, error.title),
      code: firstString(error.code, error.type),
      details: isRecord(error.details) ? error.details : isRecord(error.meta) ? error.meta : {},
      isHtml: false,
    };
  }
  return {
    message: firstString(error, body.message, detailText(body.detail), body.title, body.error_description),
    code: firstString(body.code, body.error_code, isRecord(body.error) ? null : body.type),
    details: isRecord(body.details) ? body.details : {},
    isHtml: false,
  };
}

/**
 * Only the start of an error body is read: a reason fits in it, and a body of any size up to the
 * 10 MB cap then costs the same bounded, linear time (a page of many `<title` fragments once held
 * the event loop for a minute per megabyte).
 */
const ERROR_BODY_HEAD_CHARS = 16 * 1024;
/** A JSON error body is parsed whole only up to this size; a larger one is read as text. */
const MAX_JSON_ERROR_CHARS = 1024 * 1024;
const MAX_TITLE_CHARS = 2_000;

/** Where `pattern` (a literal, flags `gi`) next occurs in `text` from `from`, or -1: one linear pass. */
function indexFrom(text: string, pattern: RegExp, from: number): number {
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? -1;
}

function htmlTitle(head: string): string | null {
  const open = indexFrom(head, /<title/gi, 0);
  if (open < 0) return null;
  const start = head.indexOf('>', open);
  if (start < 0) return null;
  const end = indexFrom(head, /<\/title/gi, start);
  if (end < 0) return null;
  const title = tidyText(
    head
      .slice(start + 1, Math.min(end, start + 1 + MAX_TITLE_CHARS))
      // `[^<>]` cannot run past the next tag's start, so stripping tags stays linear.
      .replace(/<[^<>]*>/g, ' ')
      .replace(/&nbsp;/gi, ' ')
      .replace(/&amp;/gi, '&')
      .replace(/&lt;/gi, '<')
      .replace(/&gt;/gi, '>')
      .replace(/&#?\w+;/g, ' '),
    120,
  );
  return title === '' ? null : title;
}

function looksLikeHtml(head: string): boolean {
  return /^(<!doctype html|<html|<head|<body|<\?xml|<[a-z]+[\s>])/i.test(head);
}

/** What the server said, whatever form it said it in; reads at most the body's first 16 K characters (a JSON body up to 1 MB whole). */
export function explainErrorBody(bodyText: string): ServerExplanation {
  const body = bodyText.trimStart();
  if (body === '') return { message: null, code: null, details: {}, isHtml: false };
  if ((body.startsWith('{') || body.startsWith('[')) && body.length <= MAX_JSON_ERROR_CHARS) {
    try {
      const explained = explainJson(JSON.parse(body));
      if (explained) return explained;
    } catch {
      // Not JSON after all: read it as text below.
    }
  }
  const head = body.slice(0, ERROR_BODY_HEAD_CHARS).trimEnd();
  if (looksLikeHtml(head)) return { message: htmlTitle(head), code: null, details: {}, isHtml: true };
  return { message: head, code: null, details: {}, isHtml: false };
}

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const strings = value.filter((item): item is string => typeof item === 'string');
  return strings.length > 0 ? strings : undefined;
}

function scopeName(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return stringList(value)?.join(', ');
}

function describeStatus(response: FailedResponse): string {
  const reason = response.statusText ? ` ${tidyText(response.statusText, 60)}` : '';
  return `HTTP ${response.status}${reason}`;
}

/** Appends what the server said, or explains that a proxy answered with a web page. */
function withServerWords(lead: string, response: FailedResponse, explanation: ServerExplanation, redact: (text: string) => string): string {
  const status = describeStatus(response);
  if (explanation.isHtml) {
    const title = explanation.message ? ` ("${redact(explanation.message)}")` : '';
    return `${lead} The server answered ${status} with a web page${title} instead of the marketplace's JSON, so a proxy or gateway may be in the way.`;
  }
  if (explanation.message) {
    return `${lead} The server said: "${redact(tidyText(explanation.message))}" (${status}).`;
  }
  return `${lead} (${status})`;
}

/**
 * Maps a non-2xx response to an AppError. `redact` removes the API key from any text a server
 * echoed back, so the key never reaches the renderer.
 */
export function appErrorFromResponse(response: FailedResponse, now: Date, redact: (text: string) => string = (t) => t): AppError {
  const explanation = explainErrorBody(response.bodyText);
  const { status } = response;
  const code = explanation.code ? { code: marketplaceErrorCode(tidyText(explanation.code, 80)) } : {};
  const base = { status, ...code };
  const { details } = explanation;

  if (status === 400 || status === 415 || status === 422) {
    const param = typeof details.param === 'string' ? { param: details.param } : {};
    const allowed = stringList(details.allowed);
    const lead = `The marketplace rejected the request as invalid${allowed ? ` (allowed: ${allowed.join(', ')})` : ''}.`;
    return { kind: 'invalid_input', message: withServerWords(lead, response, explanation, redact), ...base, ...param };
  }
  if (status === 401) {
    const lead = 'The marketplace did not accept the API key. Check the key in Settings.';
    return { kind: 'unauthorized', message: withServerWords(lead, response, explanation, redact), ...base };
  }
  if (status === 403) {
    const requiredScope = scopeName(details.required ?? details.required_scope ?? details.scope);
    const lead = requiredScope ? `The API key is not allowed to do this: it needs the scope "${requiredScope}".` : 'The API key is not allowed to do this.';
    return {
      kind: 'forbidden',
      message: withServerWords(lead, response, explanation, redact),
      ...base,
      ...(requiredScope ? { requiredScope } : {}),
    };
  }
  if (status === 404) {
    const unknownIds = stringList(details.unknown_ids ?? details.unknownIds);
    const lead = unknownIds
      ? `The marketplace does not know ${unknownIds.length === 1 ? 'this dataset' : 'these datasets'}: ${unknownIds.join(', ')}.`
      : 'The marketplace could not find what was asked for.';
    return { kind: 'not_found', message: withServerWords(lead, response, explanation, redact), ...base, ...(unknownIds ? { unknownIds } : {}) };
  }
  if (status === 429) {
    // The same reading as the quota tracker's, so the error and the meter agree.
    const reading = readTooManyRequests(response.headers, now, explanation.code);
    if (reading.kind === 'quota') {
      const resetAt = (reading.until ?? nextUtcMidnight(now)).toISOString();
      const lead = `The request quota is used up until ${formatUtc(resetAt)}.`;
      return { kind: 'quota_exceeded', message: withServerWords(lead, response, explanation, redact), ...base, resetAt };
    }
    const retryAt = reading.until?.toISOString();
    const lead = retryAt
      ? `The marketplace asked the app to send fewer requests until ${formatUtc(retryAt, true)}.`
      : 'The marketplace asked the app to send fewer requests for a moment.';
    return { kind: 'rate_limited', message: withServerWords(lead, response, explanation, redact), ...base, ...(retryAt ? { retryAt } : {}) };
  }
  if (status >= 500) {
    return { kind: 'server', message: withServerWords('The marketplace had a problem answering.', response, explanation, redact), ...base };
  }
  if (status >= 300 && status < 400) {
    const lead = 'The marketplace tried to redirect the request elsewhere; the app only talks to the configured address.';
    return { kind: 'unexpected_response', message: `${lead} (${describeStatus(response)})`, ...base };
  }
  return { kind: 'unexpected_response', message: withServerWords('The marketplace gave an unexpected answer.', response, explanation, redact), ...base };
}
