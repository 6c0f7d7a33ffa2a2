import type { z } from 'zod';
import { invalidParameter, type ApiError } from './api-error';

/**
 * The query values a schema knows, as strings. An empty value counts as absent (forms send
 * `?q=`); a parameter given twice is ambiguous and refused. Unknown parameters are ignored.
 */
export function pickQueryValues(params: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const picked = new Map<string, string>();
  for (const key of keys) {
    const values = params.getAll(key);
    if (values.length > 1) throw invalidParameter(key, `The parameter "${key}" is given ${values.length} times; give it once.`);
    const value = values[0];
    if (value !== undefined && value !== '') picked.set(key, value);
  }
  return Object.fromEntries(picked);
}

/**
 * Parses with a zod schema; the first problem becomes a 400 invalid_parameter naming the
 * parameter. Valid input is parsed once without `reportInput` (which makes zod several times
 * slower); only invalid input is parsed again with it, to tell a missing value from a wrong one.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, rootParam: string): z.output<S> {
  const fast = schema.safeParse(input);
  if (fast.success) return fast.data;
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue === undefined) throw invalidParameter(rootParam, `The ${rootParam} is invalid.`);
  throw issueToError(issue, rootParam);
}

function issueToError(issue: z.core.$ZodIssue, rootParam: string): ApiError {
  const param = issue.path.length > 0 ? String(issue.path[0]) : rootParam;
  const where = issue.path.length > 1 ? `${param}[${issue.path.slice(1).map(String).join('][')}]` : param;
  switch (issue.code) {
    case 'invalid_value':
      return invalidParameter(param, `${where} must be one of: ${issue.values.map(String).join(', ')}.`, { allowed: issue.values });
    case 'invalid_type':
      if (issue.input === undefined) return invalidParameter(param, `${where} is required.`);
      return invalidParameter(param, `${where} must be ${describeType(issue.expected)}.`);
    case 'too_small':
      return invalidParameter(param, `${where} ${boundPhrase('at least', 'greater than', issue.origin, issue.minimum, issue.inclusive)}.`);
    case 'too_big':
      return invalidParameter(param, `${where} ${boundPhrase('at most', 'less than', issue.origin, issue.maximum, issue.inclusive)}.`);
    case 'custom':
      return invalidParameter(param, issue.message, issue.params);
    default:
      return invalidParameter(param, `${where}: ${issue.message}`);
  }
}

function describeType(expected: string): string {
  switch (expected) {
    case 'int':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'array':
      return 'an array';
    case 'object':
      return 'a JSON object';
    default:
      return `a ${expected}`;
  }
}

function boundPhrase(inclusiveWord: string, exclusiveWord: string, origin: string, bound: number | bigint, inclusive: boolean | undefined): string {
  const relation = inclusive === false ? exclusiveWord : inclusiveWord;
  if (origin === 'array' || origin === 'set') return `must have ${relation} ${bound} items`;
  if (origin === 'string') return `must be ${relation} ${bound} characters long`;
  return `must be ${relation} ${bound}`;
}
