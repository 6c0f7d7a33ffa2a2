import { MAX_LINKED_IMAGE_BYTES, MAX_LINKED_IMAGES, type LinkedImages } from '../../shared/domain/samples/sample-types';
import { Button } from '../ui/controls/button';
import { formatBytes, formatCount } from '../../shared/display/format';

export interface LinkedImagesNoteProps {
  linked: LinkedImages;
  onLoad(host: string): void;
}

const LIMIT_WORDS = `at most ${MAX_LINKED_IMAGES} images and ${MAX_LINKED_IMAGE_BYTES / (1024 * 1024)} MB of them in all`;

/**
 * The images a sample's labels name by address: how many, which were fetched and from where,
 * and for each host the app has not been allowed to fetch from, what loading them means
 * (with or without the key, what it may cost) and a button.
 */
export function LinkedImagesNote({ linked, onLoad }: LinkedImagesNoteProps) {
  const named = formatCount(linked.named, 'image');
  return (
    <section className="sample-linked" aria-label="Images named by address">
      <p>
        The {linked.format} labels name {named} by address, not inside the sample
        {linked.fetched > 0
          ? `: ${formatCount(linked.fetched, 'image')} fetched from ${linked.fetchedFrom.join(', ')} (${formatBytes(linked.fetchedBytes)}), shown with their boxes.`
          : '.'}
        {linked.beyondCap > 0 && ` The app fetches the first ${MAX_LINKED_IMAGES}; ${formatCount(linked.beyondCap, 'more image')} are not fetched.`}
      </p>
      {linked.problems.length > 0 && (
        <ul className="sample-problems">
          {linked.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {linked.waiting.map(({ host, count, quota }) => (
        <div key={host} className="sample-consent sample-consent--inline">
          {quota === 'may-count' ? (
            <p>
              {formatCount(count, 'image')} {count === 1 ? 'is' : 'are'} on the marketplace itself (<strong>{host}</strong>). The app sends your API key with
              each, and this marketplace may count them against your quota: {formatCount(count, 'request')}; {LIMIT_WORDS}.
            </p>
          ) : (
            <p>
              {formatCount(count, 'image')} {count === 1 ? 'is' : 'are'} on <strong>{host}</strong>, another host. The app fetches them there without your API
              key, so they cost no quota; {LIMIT_WORDS}. It will not ask about {host} again in this run.
            </p>
          )}
          <Button variant="secondary" onClick={() => onLoad(host)}>
            {quota === 'may-count'
              ? `Load ${formatCount(count, 'image')} (${formatCount(count, 'request')})`
              : `Load ${formatCount(count, 'image')} from ${host}`}
          </Button>
        </div>
      ))}
    </section>
  );
}
