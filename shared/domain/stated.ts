/**
 * A fact as a marketplace stated it. Every value the app shows from a server's record is one of
 * these: the value in the app's terms, and the field it came from, so a buyer can check it (the
 * screens show `from` on hover, and the record's raw JSON is one click away). A fact the server
 * did not clearly state is simply absent (`undefined`); what a screen says of it depends on whether
 * the record was received (shared/domain/fact-state.ts): "not stated" only then.
 */
export interface Stated<T> {
  readonly value: T;
  /** Where in the record it was: a path as sent, e.g. `quality.composite`, `lqsScore`, `pillars.provenance`. */
  readonly from: string;
  /** The value exactly as sent, when the app had to read it into another form ("19.99", "yes", "GOLD"). */
  readonly sent?: unknown;
}

/** A word the app knows (canonical spelling), or the server's own word, kept as it was sent. */
export type Word<Known extends string> = { readonly known: Known } | { readonly other: string };
