/**
 * The samples' cost (GET /v1/datasets/{id}/sample): for one dataset of each format, the first
 * request (the sample is generated then), a repeat (from the marketplace's cache) and a
 * revalidation with If-None-Match (304), each one request at a time; and the sample's size.
 */
import { fetchOnce } from './load-generator';

export interface SampleTiming {
  format: string;
  slug: string;
  bytes: number;
  contentType: string;
  firstMs: number;
  cachedMs: number;
  notModifiedMs: number;
}

const SAMPLE_FORMATS = [
  'csv',
  'jsonl',
  'json',
  'parquet',
  'geojson',
  'txt',
  'coco',
  'yolo',
  'pascal-voc',
  'png',
  'jpeg',
  'wav',
  'flac',
  'DICOM',
  'rosbag',
] as const;

export async function timeSamples(origin: string, headers: Record<string, string>): Promise<SampleTiming[]> {
  const timings: SampleTiming[] = [];
  for (const format of SAMPLE_FORMATS) {
    const listing = await fetchOnce(origin, `/v1/datasets?format=${encodeURIComponent(format)}&per_page=1&sort=price`, headers);
    const slug = (JSON.parse(listing.body.toString('utf8')) as { data: Array<{ slug: string }> }).data[0]?.slug;
    if (slug === undefined) continue;
    const url = `${origin}/v1/datasets/${slug}/sample`;
    const timed = async (init?: RequestInit) => {
      const started = performance.now();
      const response = await fetch(url, init);
      const body = new Uint8Array(await response.arrayBuffer());
      return { ms: performance.now() - started, response, body };
    };
    const first = await timed();
    const cached = await timed();
    const etag = first.response.headers.get('etag') ?? '';
    const revalidated = await timed({ headers: { 'If-None-Match': etag } });
    if (first.response.status !== 200 || revalidated.response.status !== 304)
      throw new Error(`the sample of ${slug} answered ${first.response.status} then ${revalidated.response.status}`);
    timings.push({
      format,
      slug,
      bytes: first.body.length,
      contentType: first.response.headers.get('content-type') ?? '',
      firstMs: first.ms,
      cachedMs: cached.ms,
      notModifiedMs: revalidated.ms,
    });
  }
  return timings;
}

export function formatSampleTimings(timings: readonly SampleTiming[]): string {
  const lines = timings.map(
    (t) =>
      `  ${t.format.padEnd(11)} ${(t.bytes / 1024).toFixed(1).padStart(7)} KB  first ${t.firstMs.toFixed(1).padStart(6)} ms  cached ${t.cachedMs.toFixed(1).padStart(5)} ms  304 ${t.notModifiedMs.toFixed(1).padStart(5)} ms`,
  );
  return `samples (one dataset per format; first = generated on request):\n${lines.join('\n')}`;
}
