import type { DatasetStore } from '../db/dataset-store';
import { toListItem } from './dataset-records';

const COMMA = Buffer.from(',');

/**
 * Serialised list items (UTF-8 JSON) by dataset seq. The catalog and the base URL never
 * change while a marketplace runs, so an item's JSON is computed once and reused: listing
 * pages then cost an index walk and a buffer concat instead of object building,
 * JSON.stringify and UTF-8 encoding.
 */
export class ListItemJsonCache {
  private readonly items = new Map<number, Buffer>();

  constructor(
    private readonly datasets: DatasetStore,
    private readonly baseUrl: string,
    private readonly capacity = 50_000,
  ) {}

  /** `prefix`, the items' JSON separated by commas, then `suffix`: the chunks of one body. */
  join(prefix: Buffer, seqs: readonly number[], suffix: Buffer): Buffer[] {
    const parts: Buffer[] = [prefix];
    for (let i = 0; i < seqs.length; i++) {
      if (i > 0) parts.push(COMMA);
      parts.push(this.itemJson(seqs[i] as number));
    }
    parts.push(suffix);
    return parts;
  }

  private itemJson(seq: number): Buffer {
    let json = this.items.get(seq);
    if (json === undefined) {
      const row = this.datasets.listRow(seq);
      if (row === undefined) throw new Error(`dataset seq ${seq} vanished from the catalog`);
      json = Buffer.from(JSON.stringify(toListItem(row, this.datasets.categoryName(row.category_id), this.baseUrl)));
      if (this.items.size >= this.capacity) this.items.delete(this.items.keys().next().value as number);
      this.items.set(seq, json);
    }
    return json;
  }
}
