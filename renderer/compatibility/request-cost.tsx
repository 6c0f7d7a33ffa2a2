/**
 * What pressing a button costs, said on the button itself: "1 request", or "no request" when the
 * answer is in the cache (or `words` for another count, e.g. "4 requests"). The separator is only for the eye; a screen reader hears a pause.
 */
export function RequestCost({ cached = false, words }: { cached?: boolean; words?: string }) {
  return (
    <span className="compat-cost">
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      {words ?? (cached ? 'no request' : '1 request')}
    </span>
  );
}
