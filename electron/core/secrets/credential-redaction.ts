/**
 * Credentials by their place rather than their value, for text that may quote a request: the
 * values of `X-Api-Key`, `Authorization` and `Proxy-Authorization` (as a header line, a JSON
 * member or `name=value`), `api_key=` in a query, and the password of a URL
 * (`scheme://user:password@host`). secret-redaction.ts applies it to every log line and to the
 * diagnostics, before it takes out each secret it knows by value.
 */
export const REDACTED_CREDENTIAL = '[redacted]';

/** A quote, plain or escaped once or twice by JSON. */
const QUOTE = String.raw`(?:\\{0,3}["'])?`;

const HEADER_VALUE = new RegExp(
  String.raw`(\b(?:x[-_]api[-_]key|proxy[-_]authorization|authorization)${QUOTE}\s*[:=]\s*${QUOTE}\s*)((?:[a-z][\w-]*\s+(?=[^\s"'\\,;&]))?[^\s"'\\,;&]+)`,
  'gi',
);
const QUERY_KEY = /((?:^|[?&;\s"'])api[-_]?key=)([^&#\s"'\\]+)/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"'\\]*:)([^\s/?#@"'\\]+)(@)/gi;

export function redactCredentials(text: string): string {
  return text
    .replace(HEADER_VALUE, (_all, name: string) => `${name}${REDACTED_CREDENTIAL}`)
    .replace(QUERY_KEY, (_all, name: string) => `${name}${REDACTED_CREDENTIAL}`)
    .replace(URL_PASSWORD, (_all, start: string, _password: string, at: string) => `${start}${REDACTED_CREDENTIAL}${at}`);
}
