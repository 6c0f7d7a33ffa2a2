/**
 * Keeps API keys out of everything that leaves the core: every string of every Result and
 * event payload (and every log line) has each key the core knows replaced by `[API key]`, so
 * a server that echoes the key (in an error code, a status text, a 200 body) cannot carry it
 * to the renderer, into the saved query cache or into a log.
 */

export const REDACTED_SECRET = '[API key]';
/**
 * Values nested deeper than this are replaced by NESTED_TOO_DEEP: what leaves the core must be
 * something JSON.stringify, Electron's IPC and the renderer can take (V8 overflows its stack
 * serialising a few thousand levels), and no marketplace record needs more than a few levels.
 */
export const MAX_NESTING = 100;
export const NESTED_TOO_DEEP = `[nested more than ${MAX_NESTING} levels deep: left out]`;

export interface SecretRedactor {
  /** Adds a key to hide from now on (stored, override, demo, or one being checked). */
  remember(secret: string): void;
  text(value: string): string;
  /**
   * A copy of a JSON-like value with the keys removed from every string, object keys included,
   * and anything nested deeper than MAX_NESTING replaced by NESTED_TOO_DEEP.
   */
  deep<T>(value: T): T;
}

export function createSecretRedactor(): SecretRedactor {
  const secrets = new Set<string>();

  function text(value: string): string {
    let clean = value;
    for (const secret of secrets) {
      if (clean.includes(secret)) clean = clean.split(secret).join(REDACTED_SECRET);
    }
    return clean;
  }

  /** At most MAX_NESTING levels of recursion, so a server's answer nested thousands deep cannot overflow the stack. */
  function walk(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return text(value);
    if (typeof value !== 'object' || value === null) return value;
    if (depth >= MAX_NESTING) return NESTED_TOO_DEEP;
    if (Array.isArray(value)) return value.map((entry) => walk(entry, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      // Defined, not assigned, so that a key such as `__proto__` stays an ordinary property.
      Object.defineProperty(copy, text(key), { value: walk(entry, depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }

  return {
    remember(secret) {
      if (secret.length > 0) secrets.add(secret);
    },
    text,
    deep: <T>(value: T): T => walk(value, 0) as T,
  };
}
