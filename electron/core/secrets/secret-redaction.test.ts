import { describe, expect, it } from 'vitest';
import { MAX_NESTING, MIN_REMEMBERED_SECRET, NESTED_TOO_DEEP, REDACTED_SECRET, createSecretRedactor } from './secret-redaction';

const KEY = 'ls_live_SecretSecretSecretSecretSecret12';

/** `[{"k": [{"k": … leaf … }]}]`: `depth` levels, arrays at even levels counted from the outside, built without recursion. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = depth - 1; level >= 0; level -= 1) value = level % 2 === 0 ? [value] : { k: value };
  return value;
}

/** What lies `levels` levels inside a value made by `nested`. */
function descend(value: unknown, levels: number): unknown {
  let current = value;
  for (let level = 0; level < levels; level += 1) current = level % 2 === 0 ? (current as unknown[])[0] : (current as { k: unknown }).k;
  return current;
}

describe('createSecretRedactor', () => {
  it('does not take out a secret too short to tell from ordinary text (a proxy password "x"), and takes out one long enough', () => {
    const redactor = createSecretRedactor();
    redactor.remember('x');
    redactor.remember('pass');
    const view = { noProxy: ['.corp.example'], password: 'hidden' };
    expect(redactor.deep(view)).toEqual(view);
    const longEnough = 'pw'.padEnd(MIN_REMEMBERED_SECRET, 'Q');
    redactor.remember(longEnough);
    expect(redactor.text(`proxy password ${longEnough}`)).toBe(`proxy password ${REDACTED_SECRET}`);
  });

  it('replaces a remembered key in every string and object key, keeping the shape and key order', () => {
    const redactor = createSecretRedactor();
    redactor.remember(KEY);
    const clean = redactor.deep({ b: `echo ${KEY}`, a: [1, null, KEY, { [KEY]: true }], c: { d: false } });
    expect(clean).toEqual({ b: `echo ${REDACTED_SECRET}`, a: [1, null, REDACTED_SECRET, { [REDACTED_SECRET]: true }], c: { d: false } });
    expect(Object.keys(clean)).toEqual(['b', 'a', 'c']);
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const redactor = createSecretRedactor();
    redactor.remember(KEY);
    const clean = redactor.deep(JSON.parse(`{"__proto__": {"x": "${KEY}"}}`) as object);
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.hasOwn(clean, '__proto__')).toBe(true);
    expect(JSON.stringify(clean)).toBe(`{"__proto__":{"x":"${REDACTED_SECRET}"}}`);
  });

  it('replaces what is nested deeper than MAX_NESTING levels, so a value 100,000 levels deep neither overflows the stack nor lets a key through', () => {
    const redactor = createSecretRedactor();
    redactor.remember(KEY);
    const clean = redactor.deep(nested(100_000, { [`x${KEY}`]: `y${KEY}` }));
    expect(descend(clean, MAX_NESTING)).toBe(NESTED_TOO_DEEP);
    const serialised = JSON.stringify(clean);
    expect(serialised).not.toContain(KEY);
    expect(serialised).not.toContain('[API key]');
  });

  it('keeps everything up to MAX_NESTING levels, and cleans it even before any key is known', () => {
    const clean = createSecretRedactor().deep(nested(MAX_NESTING, 'leaf'));
    expect(descend(clean, MAX_NESTING)).toBe('leaf');
    expect(descend(createSecretRedactor().deep(nested(MAX_NESTING + 1, 'leaf')), MAX_NESTING)).toBe(NESTED_TOO_DEEP);
  });
});
