/**
 * For tests of damaged catalogs: overwrites the pages of one table (or index) of a closed
 * SQLite database with garbage, leaving the file's header and every other page as they were,
 * as a failing disk or an interrupted copy would.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';

/** The page numbers `name` occupies (from SQLite's dbstat table). */
function pagesOf(file: string, name: string): { pages: number[]; pageSize: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const pages = db.prepare('SELECT pageno FROM dbstat WHERE name = ? ORDER BY pageno').pluck().all(name) as number[];
    return { pages, pageSize: db.pragma('page_size', { simple: true }) as number };
  } finally {
    db.close();
  }
}

/** Overwrites every page of `name` (never page 1, the header) with a repeating garbage pattern; returns how many. */
export function damagePages(file: string, name: string): number {
  const { pages, pageSize } = pagesOf(file, name);
  const garbage = Buffer.alloc(pageSize, 'DAMAGED!');
  const fd = openSync(file, 'r+');
  try {
    for (const page of pages) if (page > 1) writeSync(fd, garbage, 0, pageSize, (page - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
  return pages.filter((page) => page > 1).length;
}
