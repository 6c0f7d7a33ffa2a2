/** One generated sample, as the route serves it. */
export interface SampleFile {
  /** What a download would be called, e.g. `sample.csv` (the route prefixes the dataset's slug). */
  fileName: string;
  contentType: string;
  bytes: Buffer;
}
