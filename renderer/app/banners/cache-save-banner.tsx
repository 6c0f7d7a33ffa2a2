import { Banner } from '../../ui/feedback/banner';
import { useCacheSaveProblem } from '../../queries/cache-save-problem';

/** The results' saved copy could not be written: nothing on screen is lost, but a restart fetches them again. */
export function CacheSaveBanner() {
  const problem = useCacheSaveProblem((s) => s.problem);
  if (!problem) return null;
  return (
    <Banner tone="warning" title="Your results are not saved for next time">
      {problem} The results here are unaffected; after a restart they load again from the marketplace, which spends requests.
    </Banner>
  );
}
