import type { Stated } from '../../../shared/domain/stated';

/** "From the marketplace's field “price” (sent as "19.99")": a stated fact's source, for its hover. */
export function sourceOf(fact: Stated<unknown>): string {
  const sent = fact.sent === undefined ? '' : ` (sent as ${truncate(JSON.stringify(fact.sent) ?? String(fact.sent))})`;
  return `From the marketplace's field “${fact.from}”${sent}`;
}

function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
