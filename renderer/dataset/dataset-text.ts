/** The name to show for a dataset record of any shape: title, else slug, else id. */
export function datasetTitle(record: { id: string; title?: unknown; slug?: unknown }): string {
  if (typeof record.title === 'string' && record.title.trim()) return record.title.trim();
  if (typeof record.slug === 'string' && record.slug.trim()) return record.slug.trim();
  return record.id;
}
