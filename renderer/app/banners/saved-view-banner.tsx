import { Banner } from '../../ui/feedback/banner';
import { useConnectionStore } from '../../state/connection-store';

/** The saved last view shown at start belonged to another connection than the one the app uses: it was taken away. */
export default function SavedViewBanner() {
  return (
    <Banner tone="info" title="The saved results were set aside" onDismiss={() => useConnectionStore.setState({ savedViewDropped: false })}>
      They were saved from another marketplace than the one in use now; what shows here comes from this one.
    </Banner>
  );
}
