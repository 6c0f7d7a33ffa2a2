/** The category list as the app read it: any list shape; none readable leaves the facet a free-text field. */
import type { Stated } from '../stated';

export interface CategoryReading {
  /** What to send as `category` and to show. */
  name: Stated<string>;
  slug?: Stated<string>;
  count?: Stated<number>;
}

export interface CategoryListReading {
  categories: CategoryReading[];
  /** Entries that named no category. */
  unreadable: number;
  raw: unknown;
}
