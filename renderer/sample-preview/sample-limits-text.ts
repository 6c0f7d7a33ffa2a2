import { MAX_SAMPLE_DOWNLOAD_BYTES, MAX_SAMPLE_FILES, MAX_SAMPLE_UNPACKED_BYTES } from '../../shared/domain/samples/sample-types';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The core's limits on a sample, in words. */
export function describeLimit(): string {
  return `${mb(MAX_SAMPLE_DOWNLOAD_BYTES)} (${mb(MAX_SAMPLE_UNPACKED_BYTES)} once unpacked, ${MAX_SAMPLE_FILES} files at most)`;
}
