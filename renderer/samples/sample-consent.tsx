import type { SamplePlan } from '../../shared/domain/samples/sample-types';
import { Button } from '../ui/controls/button';
import { describeLimit } from './sample-limits-text';

export interface SampleConsentProps {
  plan: SamplePlan;
  redirectedFrom: string | null;
  marketplaceHost: string | null;
  onLoad(): void;
}

/** Before the first fetch from another host, or one the marketplace may count: where, with what, and a button. */
export function SampleConsent({ plan, redirectedFrom, marketplaceHost, onLoad }: SampleConsentProps) {
  const other = plan.where === 'other-host';
  return (
    <section className="sample-consent" aria-labelledby="sample-consent-title">
      <h3 id="sample-consent-title" className="block-title block-title--as-written">
        Load the sample from {plan.host}?
      </h3>
      {redirectedFrom && (
        <p>
          <strong>{redirectedFrom}</strong> sent the app on to <strong>{plan.host}</strong> for this sample.
        </p>
      )}
      {other ? (
        <p>
          The sample is on <strong>{plan.host}</strong>, not on the marketplace{marketplaceHost ? ` (${marketplaceHost})` : ''}. The app fetches it there
          without your API key, so it costs no quota, and asks before fetching from any other host it is sent to.
        </p>
      ) : (
        <p>
          The sample is on the marketplace itself (<strong>{plan.host}</strong>). The app sends your API key with the request, and this marketplace may count it
          against your quota: 1 request.
        </p>
      )}
      <p className="muted">The app downloads at most {describeLimit()}; nothing in the sample runs, and pages or SVG files in it are shown as text.</p>
      <Button variant="primary" onClick={onLoad}>
        {other ? `Load the sample from ${plan.host}` : 'Load the sample (1 request)'}
      </Button>
    </section>
  );
}
