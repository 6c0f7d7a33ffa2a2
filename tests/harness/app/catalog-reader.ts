/**
 * The harness's own view of the catalog: which dataset sits at row N of a search, read straight
 * from the marketplace with the harness's key (not through the recorder, not on the app's account).
 * It names the resources a step needs without asking the app.
 */

/** A search as the marketplace gets it, without the page: `{ q: 'scans', per_page: 20 }`. */
export type ListParams = Readonly<Record<string, string | number | boolean>>;

export interface CatalogReader {
  /** The id of the dataset at `row` (0-based) of the search `params` with `perPage` results a page. */
  rowId(params: ListParams, row: number): Promise<string>;
}

export function createCatalogReader(baseUrl: string, apiKey: string): CatalogReader {
  const pages = new Map<string, Promise<string[]>>();

  function page(params: ListParams, number: number): Promise<string[]> {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== false && value !== '') query.set(name, String(value));
    query.set('page', String(number));
    const url = `${baseUrl}/v1/datasets?${query.toString()}`;
    let ids = pages.get(url);
    if (!ids) {
      ids = (async () => {
        const response = await fetch(url, { headers: { 'X-Api-Key': apiKey, Accept: 'application/json' } });
        if (!response.ok) throw new Error(`the catalog reader got HTTP ${response.status} for ${url}`);
        const body = (await response.json()) as { data?: Array<{ id?: unknown }> };
        return (body.data ?? []).map((item) => String(item.id));
      })();
      pages.set(url, ids);
    }
    return ids;
  }

  return {
    async rowId(params, row) {
      const perPage = Number(params.per_page ?? 20);
      const ids = await page(params, Math.floor(row / perPage) + 1);
      const id = ids[row % perPage];
      if (id === undefined) throw new Error(`row ${row} of ${JSON.stringify(params)} does not exist`);
      return id;
    },
  };
}
