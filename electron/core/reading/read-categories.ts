/**
 * Reads the category list of any reasonable shape: `{"data": [{name, slug, count}]}`, a bare
 * array of names or objects, or a `{name: count}` map (bare or under `data`/`categories`).
 */
import type { CategoryListReading, CategoryReading } from '../../../shared/domain/readings/category-reading';
import { collectionAt, entriesOf, type Entry } from './fields/collections';
import { CATEGORY_FIELDS } from './fields/field-aliases';
import { isJsonObject } from './fields/field-lookup';
import { statedFact } from './fields/stated-fact';
import { readCount, readId, readText } from './fields/value-readers';

function readCategory(entry: Entry): CategoryReading | undefined {
  // In a {name: count} map the value is the count, even as text ("2").
  const count = entry.name !== undefined ? readCount(entry.value) : undefined;
  if (count !== undefined && entry.name !== undefined) {
    return {
      name: { value: entry.name, from: entry.from },
      count: { value: count, from: entry.from, ...(count !== entry.value ? { sent: entry.value } : {}) },
    };
  }
  const text = readText(entry.value);
  if (text !== undefined) return { name: { value: text, from: entry.from } };
  if (!isJsonObject(entry.value)) return undefined;
  const slug = statedFact(entry.value, CATEGORY_FIELDS.slug, readId, entry.from);
  const name =
    statedFact(entry.value, CATEGORY_FIELDS.name, readText, entry.from) ?? slug ?? (entry.name ? { value: entry.name, from: entry.from } : undefined);
  if (name === undefined) return undefined;
  return { name, slug, count: statedFact(entry.value, CATEGORY_FIELDS.count, readCount, entry.from) };
}

/** A bare `{name: count}` map is the list itself. */
function isCountMap(value: unknown): boolean {
  return isJsonObject(value) && Object.keys(value).length > 0 && Object.values(value).every((count) => readCount(count) !== undefined);
}

export function readCategories(json: unknown): CategoryListReading {
  const entries = Array.isArray(json) || isCountMap(json) ? entriesOf({ value: json, from: '' }) : collectionAt(json, CATEGORY_FIELDS.list)?.entries;
  const categories: CategoryReading[] = [];
  let unreadable = 0;
  for (const entry of entries ?? []) {
    const category = readCategory(entry);
    if (category) categories.push(category);
    else unreadable += 1;
  }
  return { categories, unreadable, raw: json };
}
