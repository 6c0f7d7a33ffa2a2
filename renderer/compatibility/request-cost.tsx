/**
 * What pressing a button costs, said on the button itself: "1 request", or "no request" when the
 * answer is in the cache. The separator is only for the eye; a screen reader hears a pause.
 */
export function RequestCost({ cached }: { cached: boolean }) {
  return (
    <span className="compat-cost">
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      {cached ? 'no request' : '1 request'}
    </span>
  );
}
