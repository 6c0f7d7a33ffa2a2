/**
 * Keeps API keys out of everything that leaves the core: every string of every Result and
 * event payload (and every log line) has each key the core knows replaced by `[API key]`, so
 * a server that echoes the key (in an error code, a status text, a 200 body) cannot carry it
 * to the renderer, into the saved query cache or into a log.
 */

export const REDACTED_SECRET = '[API key]';

export interface SecretRedactor {
  /** Adds a key to hide from now on (stored, override, demo, or one being checked). */
  remember(secret: string): void;
  text(value: string): string;
  /** A copy of a JSON-like value with the keys removed from every string, object keys included. */
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

  function walk(value: unknown): unknown {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      Object.defineProperty(copy, text(key), { value: walk(entry), enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }

  return {
    remember(secret) {
      if (secret.length > 0) secrets.add(secret);
    },
    text,
    deep: <T>(value: T): T => (secrets.size === 0 ? value : (walk(value) as T)),
  };
}
