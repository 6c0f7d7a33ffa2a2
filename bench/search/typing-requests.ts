/**
 * What a query costs when typed at a person's pace: the seeded human typing model's keys
 * (tests/harness/typing/human-typing.ts, the model of Step 17's typing bench) replayed on a clock
 * of their own through the search box's one rule for sending (renderer/search/search-timing.ts
 * `planSearch`, with the quota fine): a search leaves once typing has paused long enough, at once
 * on Enter, never for an answer already cached, and never for the text already searched. Pure: no
 * browser and no marketplace, so it runs with the search bench on every query of its sets; the
 * app bench's typing run (bench/app/typing-run.ts) measures the same rule in the real app.
 */
import { planSearch } from '../../renderer/search/search-timing';
import { typePhrase, type TypingEvent } from '../../tests/harness/typing/human-typing';

export interface TypedQueryCost {
  /** Keys pressed, Backspace and Enter included. */
  keys: number;
  /** Searches sent to the marketplace while the query was typed and after it settled. */
  requests: number;
  /** The texts searched, in order. */
  texts: string[];
}

/** The searches the events send, the browsing list (no words) being on screen and cached before the first key. */
export function requestsOfTyping(events: readonly TypingEvent[]): TypedQueryCost {
  const cached = new Set<string>(['']);
  const texts: string[] = [];
  let settled = '';
  let pending: { text: string; at: number } | null = null;
  const settle = (text: string) => {
    settled = text;
    if (cached.has(text)) return;
    cached.add(text);
    texts.push(text);
  };
  let box = '';
  let now = 0;
  for (const event of events) {
    now += event.afterMs;
    if (pending !== null && pending.at <= now) {
      settle(pending.text);
      pending = null;
    }
    const entered = event.key === 'Enter';
    if (event.key === 'Backspace') box = box.slice(0, -1);
    else if (!entered) box += event.key;
    const plan = planSearch({
      text: box,
      typing: !entered,
      how: entered ? 'chosen' : 'typed',
      quota: 'ok',
      sentText: settled,
      isCached: (text) => cached.has(text.trim()),
    });
    // The list query carries the words trimmed (shared/domain/search-query.ts).
    const text = plan.text.trim();
    if (text === settled) pending = null;
    else if (plan.delayMs === 0) {
      pending = null;
      settle(text);
    } else pending = { text, at: now + plan.delayMs };
  }
  if (pending !== null) settle(pending.text);
  return { keys: events.length, requests: texts.length, texts };
}

/** Each query typed in turn by the model, each by a typist of its own pace, from one seed. */
export function typedQueryCosts(queries: readonly string[], random: () => number): TypedQueryCost[] {
  return queries.map((query) => requestsOfTyping(typePhrase(query, random).events));
}
