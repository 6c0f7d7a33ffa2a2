import type { DatasetStore } from '../db/dataset-store';
import { toListItem } from './dataset-records';

/**
 * Serialised list items by dataset seq. The catalog and the base URL never change while a
 * marketplace runs, so an item's JSON is computed once and reused: listing pages then cost
 * an index walk and a string join instead of object building and JSON.stringify.
 */
export class ListItemJsonCache {
  private readonly items = new Map<number, string>();

  constructor(
    private readonly datasets: DatasetStore,
    private readonly baseUrl: string,
    private readonly capacity = 50_000,
  ) {}

  /** The JSON of each published dataset, in the order given. */
  jsonOf(seqs: readonly number[]): string[] {
    const out = new Array<string>(seqs.length);
    for (let i = 0; i < seqs.length; i++) {
      const seq = seqs[i] as number;
      let json = this.items.get(seq);
      if (json === undefined) {
        const row = this.datasets.listRow(seq);
        if (row === undefined) throw new Error(`dataset seq ${seq} vanished from the catalog`);
        json = JSON.stringify(toListItem(row, this.datasets.categoryName(row.category_id), this.baseUrl));
        if (this.items.size >= this.capacity) this.items.delete(this.items.keys().next().value as number);
        this.items.set(seq, json);
      }
      out[i] = json;
    }
    return out;
  }
}
