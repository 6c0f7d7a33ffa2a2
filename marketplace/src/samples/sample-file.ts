/** One generated sample, as the route serves it. */
export interface SampleFile {
  /** What a download would be called, e.g. `sample.csv` (the route prefixes the dataset's slug). */
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** Files the sample names by address, served beside it (a COCO file's images: `images/000001.jpg`). */
  parts?: Readonly<Record<string, { contentType: string; bytes: Buffer }>>;
}
