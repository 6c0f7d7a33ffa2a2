/**
 * The rows of the account tables (accounts, their hashed keys and the per-key daily request
 * counts) carried over when the catalog database is rebuilt: the catalog is generated again, the
 * usage is not, and losing it would reset every quota. Read as far as the old file allows (a
 * damaged page loses the rows on it, not the table), written back into the new file where they
 * still fit (a row whose seller or account is gone is left out).
 */
import Database from 'better-sqlite3';
import { ownValue } from '@dmd/shared/domain/own-keys';

/** In dependency order: keys need their account, usage its key. */
const ACCOUNT_TABLES = ['accounts', 'api_keys', 'key_usage'] as const;
type AccountTable = (typeof ACCOUNT_TABLES)[number];
export type AccountRows = Record<AccountTable, Array<Record<string, unknown>>>;

/** What could be read of the account tables in `file`; tables that cannot be read at all come back empty. */
export function readAccountRows(file: string): AccountRows {
  const rows: AccountRows = { accounts: [], api_keys: [], key_usage: [] };
  let db: Database.Database | undefined;
  try {
    // Read-write, so that SQLite can recover a WAL left by a crash.
    db = new Database(file, { fileMustExist: true });
    for (const table of ACCOUNT_TABLES) {
      try {
        for (const row of db.prepare(`SELECT * FROM ${table}`).iterate()) rows[table].push(row as Record<string, unknown>);
      } catch {
        // A damaged page ends the table here: the rows before it are kept.
      }
    }
  } catch {
    // Not readable at all: nothing to carry over.
  } finally {
    db?.close();
  }
  return rows;
}

/** Writes `rows` into the (new) database at `file`; resolves to how many rows went in. */
export function restoreAccountRows(file: string, rows: AccountRows): number {
  const db = new Database(file, { fileMustExist: true });
  let restored = 0;
  try {
    db.pragma('foreign_keys = ON');
    db.transaction(() => {
      for (const table of ACCOUNT_TABLES) {
        const columns = new Set((db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((column) => column.name));
        for (const row of rows[table]) {
          const names = Object.keys(row).filter((name) => columns.has(name));
          try {
            const insert = db.prepare(`INSERT OR IGNORE INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
            restored += insert.run(names.map((name) => ownValue(row, name))).changes;
          } catch {
            // A row the new catalog has no place for (its seller or account is gone, a column is new).
          }
        }
      }
    })();
  } finally {
    db.close();
  }
  return restored;
}
