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

  /**
   * `prefix`, the items' JSON separated by commas, then `suffix`, copied into one buffer: a
   * socket write of one buffer costs far less than a writev of forty small ones.
   */
  join(prefix: Buffer, seqs: readonly number[], suffix: Buffer): Buffer {
    const parts: Buffer[] = [prefix];
    let length = prefix.length + suffix.length + Math.max(0, seqs.length - 1);
    for (let i = 0; i < seqs.length; i++) {
      if (i > 0) parts.push(COMMA);
      const item = this.itemJson(seqs[i] as number);
      parts.push(item);
      length += item.length;
    }
    parts.push(suffix);
    return Buffer.concat(parts, length);
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
