/**
 * A dataset's links to share: "Copy link" gives the app's own link (dataset-marketplace://…), which
 * opens the dataset in the app; "Copy web link" gives the marketplace's page for it, for a
 * colleague without the app, when the record states one a browser elsewhere can open (https).
 */
import { useState } from 'react';
import { datasetDeepLink, isDatasetId } from '../../shared/domain/deep-link';
import type { DatasetSummaryReading } from '../../shared/domain/readings/dataset-reading';
import { Button } from '../ui/controls/button';
import { useCopy } from '../ui/clipboard';
import { CheckIcon } from '../ui/icons';
import { LinkIcon } from '../ui/icons-more';
import { addressKind } from './external-address';

const COPIED = { app: 'Link copied: it opens the dataset in the app', web: 'Web link copied: the marketplace’s page for the dataset' } as const;

export function CopyLinks({ record }: { record: DatasetSummaryReading }) {
  const { status, copy } = useCopy();
  const [which, setWhich] = useState<keyof typeof COPIED>('app');
  const linkId = [record.slug?.value, record.id].find(isDatasetId);
  const appLink = linkId === undefined ? null : datasetDeepLink(linkId);
  const page = record.pageUrl?.value;
  const webLink = page !== undefined && addressKind(page) === 'openable' ? page : null;
  const copyLink = (kind: keyof typeof COPIED, link: string) => {
    setWhich(kind);
    void copy(link);
  };
  const icon = (kind: keyof typeof COPIED) => (status === 'copied' && which === kind ? <CheckIcon /> : <LinkIcon />);
  return (
    <>
      <Button size="sm" variant="ghost" icon={icon('app')} disabled={appLink === null} onClick={() => appLink && copyLink('app', appLink)}>
        Copy link
      </Button>
      {webLink !== null && (
        <Button size="sm" variant="ghost" icon={icon('web')} onClick={() => copyLink('web', webLink)}>
          Copy web link
        </Button>
      )}
      <span role="status" className={status === 'failed' ? 'copy-status copy-status--failed' : 'copy-status'}>
        {status === 'copied' ? COPIED[which] : status === 'failed' ? 'Could not copy: the clipboard is not available.' : ''}
      </span>
    </>
  );
}
