import type { DatasetStore } from '../queries/dataset-store';
import { toListItem } from './dataset-records';

const COMMA = Buffer.from(',');

/**
 * Serialised list items (UTF-8 JSON) by dataset seq. The catalog and the base URL never
 * change while a marketplace runs, so an item's JSON is computed once and reused: listing
 * pages then cost an index walk and a buffer concat instead of object building,
 * JSON.stringify and UTF-8 encoding.
 */
export interface ListItemJsonCache {
  /** `prefix`, the items' JSON separated by commas, then `suffix`: the chunks of one body. */
  join(prefix: Buffer, seqs: readonly number[], suffix: Buffer): Buffer[];
}

export function createListItemJsonCache(datasets: DatasetStore, baseUrl: string, capacity = 50_000): ListItemJsonCache {
  const items = new Map<number, Buffer>();

  function itemJson(seq: number): Buffer {
    let json = items.get(seq);
    if (json === undefined) {
      const row = datasets.listRow(seq);
      if (row === undefined) throw new Error(`dataset seq ${seq} vanished from the catalog`);
      json = Buffer.from(JSON.stringify(toListItem(row, datasets.categoryName(row.category_id), baseUrl)));
      if (items.size >= capacity) items.delete(items.keys().next().value as number);
      items.set(seq, json);
    }
    return json;
  }

  return {
    join(prefix, seqs, suffix) {
      const parts: Buffer[] = [prefix];
      for (let i = 0; i < seqs.length; i++) {
        if (i > 0) parts.push(COMMA);
        parts.push(itemJson(seqs[i] as number));
      }
      parts.push(suffix);
      return parts;
    },
  };
}
